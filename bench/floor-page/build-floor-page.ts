/**
 * Builds the floor page (floor-page.ts) with Vite into .cache/floor-page and serves it
 * with `vite preview`, as the app is served, on its own port. The app build's image
 * proxy is built in, and the page opens a connection to its host from its HTML, as the
 * app's index.html does (scripts/vite-plugins/image-host-preconnect.ts).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { ImageProxyConfig } from '../../src/core/media/image-proxy';
import { startAppServer } from '../servers';

/** README, Ports. */
export const FLOOR_PORT = 4176;
const OUT_DIR = '.cache/floor-page';

export interface FloorPageServer {
  base: string;
  /** For the visit's script sizes (bench/browser.ts). */
  dist: string;
  stop(): void;
}

export async function buildFloorPage(imageProxy: ImageProxyConfig): Promise<void> {
  const origin = imageProxy.kind === 'none' ? undefined : new URL(imageProxy.base).origin;
  await build({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    logLevel: 'warn',
    define: { FLOOR_IMAGE_PROXY: JSON.stringify(imageProxy) },
    plugins: [
      {
        name: 'floor-image-host-preconnect',
        transformIndexHtml: () => (origin ? [{ tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' }] : []),
      },
    ],
    build: {
      outDir: fileURLToPath(new URL(`../../${OUT_DIR}`, import.meta.url)),
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
    },
  });
}

export async function startFloorPage(imageProxy: ImageProxyConfig): Promise<FloorPageServer> {
  await buildFloorPage(imageProxy);
  const { base, process } = await startAppServer(OUT_DIR, FLOOR_PORT);
  return { base, dist: OUT_DIR, stop: () => process.kill('SIGTERM') };
}
