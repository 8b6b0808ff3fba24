import type { Plugin } from 'vite';

/**
 * The relay client (NDK, behind src/nostr/client.ts) is a lazy chunk so that evaluating
 * it never delays the first render; but every feed needs it within a second (once the
 * first request has been answered, src/nostr/first-request.ts), so the page fetches it
 * together with the entry instead of discovering it later.
 */
export function preloadRelayClient(): Plugin {
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
