import type { Plugin } from 'vite';
import type { AppConfig } from '../../src/core/config/app-config.ts';

/**
 * Every picture comes from the image host (the configuration's image proxy), an origin of
 * its own: the page opens a connection to it (DNS, TCP, TLS) while the app starts, so the
 * first picture does not wait for one once the first posts are in.
 */
export function imageHostPreconnect({ imageProxy }: AppConfig): Plugin {
  const origin = imageProxy.kind === 'none' ? undefined : new URL(imageProxy.base).origin;
  return {
    name: 'diorama-image-host-preconnect',
    apply: 'build',
    // Pictures are plain (no-CORS) requests: so is the connection opened for them.
    transformIndexHtml: () => (origin ? [{ tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' }] : []),
  };
}
