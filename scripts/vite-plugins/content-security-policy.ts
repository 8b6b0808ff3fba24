import type { Plugin } from 'vite';

/**
 * A strict Content-Security-Policy for the built app: no inline or eval'd script, no
 * plugins, no framing of forms. WebAssembly of the app's own may be compiled
 * ('wasm-unsafe-eval', which allows no JavaScript eval): the signature worker's faster
 * checker (src/nostr/wasm-signature-check.ts). Media and relays may be anywhere (that is the product),
 * but only over http(s) and ws(s). Dev builds skip it: Vite's dev server injects inline
 * scripts for hot reload.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' https: http: data: blob:",
  "media-src 'self' https: http: blob:",
  "connect-src 'self' https: http: wss: ws:",
  "worker-src 'self' blob:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export function contentSecurityPolicy(): Plugin {
  return {
    name: 'diorama-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}
