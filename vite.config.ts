import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { appChunkStyles } from './scripts/vite-plugins/app-chunk-styles.ts';
import { appConfigOf } from './scripts/vite-plugins/app-config-of.ts';
import { contentSecurityPolicy } from './scripts/vite-plugins/content-security-policy.ts';
import { coreFaces } from './scripts/vite-plugins/core-faces.ts';
import { firstPaintScript } from './scripts/vite-plugins/first-paint-script.ts';
import { hashedAssets } from './scripts/vite-plugins/hashed-assets.ts';
import { imageHostPreconnect } from './scripts/vite-plugins/image-host-preconnect.ts';
import { signatureWorkerChunk } from './scripts/vite-plugins/signature-worker-chunk.ts';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * React Router 7's package exports name only its development build, which keeps its
 * development warnings on; the production build next to it is the same code without
 * them. A build takes that one, for both entry points, so no module gets the other copy.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs') },
];

/** Only the parts of nostr-tools that NDK uses, not its whole index (see the file). */
const nostrToolsParts = { find: /^nostr-tools$/, replacement: fromRoot('./src/nostr/nostr-tools-index.ts') };

/** NIP-49, which NDK imports and the product never uses (see the file). */
const noNip49 = { find: /^nostr-tools\/nip49$/, replacement: fromRoot('./src/nostr/unsupported-nip49.ts') };

/** The zap-receipt invoice decoder NDK imports, which the product never calls (see the file). */
const noZapReceipts = { find: /^light-bolt11-decoder$/, replacement: fromRoot('./src/nostr/unread-zap-receipts.ts') };

/** NDK's debug logging is silent in a build (see the file). */
const silentDebug = { find: /^debug$/, replacement: fromRoot('./src/nostr/silent-debug.ts') };

/** The app's colours (src/app/app.css), for the installed app's window and splash. */
const BACKGROUND = '#0e0e10';

/**
 * Installable and offline (issue 22): vite-plugin-pwa, maintained with Workbox by the
 * Vite community, writes the manifest, generates the icons from public/favicon.svg at
 * build time, and builds our own worker (src/service-worker) with the shell's file list
 * injected. Our own worker rather than a generated one: the thumbnail cache needs a byte
 * bound that the generated worker's options cannot express.
 */
function installableApp(appName: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'service-worker.ts',
    registerType: 'prompt',
    injectRegister: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
      // hls.js (180 kB gzip) plays only streams from the network: kept out of the shell
      // every install downloads, it is fetched when the first HLS video plays.
      globIgnores: ['**/hls-*.js'],
      // One classic script, as a service worker registered without `type: 'module'` is
      // (the 'es' build would ask Rolldown for an option it has deprecated).
      rollupFormat: 'iife',
    },
    pwaAssets: { image: 'public/favicon.svg', preset: 'minimal-2023', overrideManifestIcons: true },
    manifest: {
      name: appName,
      short_name: appName,
      description: 'Pictures and videos from Nostr as a gallery, a scroll view and a slideshow.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: BACKGROUND,
      background_color: BACKGROUND,
    },
  });
}

export default defineConfig(async ({ command, mode }): Promise<ViteUserConfig> => {
  const app = await appConfigOf(mode, fromRoot('.'));
  return {
    plugins: [
      react(),
      coreFaces(fromRoot('./src/core')),
      contentSecurityPolicy(),
      firstPaintScript(),
      appChunkStyles(),
      signatureWorkerChunk(),
      imageHostPreconnect(app),
      hashedAssets(),
      installableApp(app.appName),
    ],
    resolve: {
      alias: [
        // NDK's event emitter calls eval() in its default build; the safe build does not
        // (needed for the Content-Security-Policy, docs/architecture.md, NDK facts).
        { find: 'tseep', replacement: fromRoot('./node_modules/tseep/lib/ee-safe.js') },
        // NDK's and the Dexie adapter's caches, O(1) instead of a scan per insert (see the file).
        { find: 'typescript-lru-cache', replacement: fromRoot('./src/core/primitives/lru-cache.ts') },
        ...(command === 'build' ? [...reactRouterProduction, nostrToolsParts, noNip49, noZapReceipts, silentDebug] : []),
      ],
    },
    // hls.js, loaded only when an HLS video first plays, is the one chunk past Vite's 500 kB warning.
    build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600 },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    test: {
      environment: 'node',
      // Worker threads start faster than the default child processes; no test needs a process of its own.
      pool: 'threads',
      // Some cases sign or check a few hundred events with fake timers: on a machine busy
      // with a build beside them that outlasts vitest's 5 s default, and a test must not
      // fail for the machine's speed. A case that never ends still fails.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          // src/core is pure: its tests share one module graph, which saves loading it per file.
          test: { name: 'core', include: ['src/core/**/*.test.ts'], isolate: false },
        },
        {
          extends: true,
          test: { name: 'app', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], exclude: ['src/core/**'] },
        },
        {
          extends: true,
          // The test servers, fixtures and scripts do real work (pictures rendered, events
          // signed, processes started): on a busy machine that outlasts vitest's 5 s default.
          test: { name: 'tools', include: ['tests/node/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
        },
      ],
    },
  };
});
