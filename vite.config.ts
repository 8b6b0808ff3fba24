import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * A strict Content-Security-Policy for the built app: no inline or eval'd script, no
 * plugins, no framing of forms. Media and relays may be anywhere (that is the product),
 * but only over http(s) and ws(s). Dev builds skip it: Vite's dev server injects inline
 * scripts for hot reload.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
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

function contentSecurityPolicy(): Plugin {
  return {
    name: 'diorama-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * The relay client (NDK, behind src/nostr/client.ts) is a lazy chunk so that evaluating
 * it never delays the first render; but every feed needs it at once, so the page fetches
 * it together with the entry instead of discovering it later.
 */
function preloadRelayClient(): Plugin {
  return {
    name: 'diorama-preload-relay-client',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const client = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/nostr/feed-subscription.ts'));
        if (!client) return [];
        const files = new Set<string>();
        const visit = (file: string): void => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(client.fileName);
        return [...files]
          .filter((file) => !html.includes(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * The painted first screen (src/app/first-paint.ts) is the page's first script, an entry
 * of its own: listed before the app's script, it runs as soon as it arrives instead of
 * once the app's 100 kB have been evaluated. Vite folds every script of index.html into
 * one entry, so it is added here.
 */
function firstPaintScript(): Plugin {
  const source = '/src/app/first-paint.ts';
  let building = false;
  return {
    name: 'diorama-first-paint',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: `.${source}`, name: 'first-paint' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const built = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
        const src = built ? `/${built.fileName}` : source;
        const firstModule = html.indexOf('<script type="module"');
        if (firstModule < 0) return html;
        return `${html.slice(0, firstModule)}<script type="module" crossorigin src="${src}"></script>\n    ${html.slice(firstModule)}`;
      },
    },
  };
}

/**
 * The signature worker (src/nostr/signature-worker.ts) is a chunk of the app's own build,
 * not a bundle of its own (what Vite makes of `new Worker(new URL(...))`): NDK already
 * loads the curve code on the page, so the worker imports that same file, from the HTTP
 * cache, instead of shipping a second copy (14 kB gzip on every first visit). Its address
 * comes from the virtual module below (typed in src/nostr/signature-worker-url.d.ts).
 */
function signatureWorkerChunk(): Plugin {
  const source = '/src/nostr/signature-worker.ts';
  const virtualId = 'virtual:signature-worker-url';
  let building = false;
  let reference = '';
  return {
    name: 'diorama-signature-worker',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) reference = this.emitFile({ type: 'chunk', id: `.${source}`, name: 'signature-worker' });
    },
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : undefined),
    load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      const url = building ? `import.meta.ROLLUP_FILE_URL_${reference}` : JSON.stringify(source);
      return `export const signatureWorkerUrl = ${url};`;
    },
  };
}

/**
 * Built assets carry a content hash in their names, so browsers may keep them for good.
 * Vite's preview server (what `npm start`, the demo and the benchmark serve) marks every
 * file no-cache, which costs a second visit one round trip per script before it can start.
 */
function immutableAssets(): Plugin {
  return {
    name: 'diorama-immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/assets/')) {
          const setHeader = response.setHeader.bind(response);
          response.setHeader = (name, value) =>
            setHeader(name, name.toLowerCase() === 'cache-control' ? 'public, max-age=31536000, immutable' : value);
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), firstPaintScript(), signatureWorkerChunk(), preloadRelayClient(), immutableAssets()],
  resolve: {
    alias: {
      // NDK's event emitter calls eval() in its default build; the safe build does not
      // (needed for the CSP above, DESIGN.md section 4).
      tseep: fileURLToPath(new URL('./node_modules/tseep/lib/ee-safe.js', import.meta.url)),
      // NDK's and the Dexie adapter's caches, O(1) instead of a scan per insert (see the file).
      'typescript-lru-cache': fileURLToPath(new URL('./src/core/lru-cache.ts', import.meta.url)),
    },
  },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/node/**/*.test.ts'],
    environment: 'node',
  },
});
