import type { Plugin } from 'vite';

/**
 * The signature worker (src/nostr/signature-worker.ts) is a chunk of the app's own build,
 * not a bundle of its own (what Vite makes of `new Worker(new URL(...))`): NDK loads the
 * same curve code on the page, so the worker imports that same file, and whichever loads
 * it second gets it from the HTTP cache, instead of shipping a second copy (14 kB gzip
 * on every first visit). Its address comes from the virtual module below (typed in
 * src/nostr/signature-worker-url.d.ts).
 */
export function signatureWorkerChunk(): Plugin {
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
