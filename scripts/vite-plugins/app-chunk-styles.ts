import type { Plugin } from 'vite';

const SOURCE = '/src/app/app-root.tsx';

interface BuiltChunk {
  fileName: string;
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The app's React tree (src/app/app-root.tsx) is imported by the entry only once the first
 * screen is drawn, and fetched only then: neither its download nor its compiling shares
 * the machine with the first pictures. Its style sheets stay in the head as they were
 * when it was part of the entry: the first screen is laid out by them
 * (src/app/grid-place.ts), and the first render must not wait for them or show anything
 * unstyled.
 */
export function appChunkStyles(): Plugin {
  return {
    name: 'diorama-app-chunk-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = new Map<string, BuiltChunk>();
        let root: BuiltChunk | undefined;
        for (const output of Object.values(context.bundle ?? {})) {
          if (output.type !== 'chunk') continue;
          chunks.set(output.fileName, output);
          if (output.facadeModuleId?.endsWith(SOURCE)) root = output;
        }
        if (!root) return html;
        const visited = new Set<string>();
        const styles = new Set<string>();
        const pending = [root];
        for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
          if (visited.has(chunk.fileName)) continue;
          visited.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const name of chunk.imports) {
            const imported = chunks.get(name);
            if (imported) pending.push(imported);
          }
        }
        const links = [...styles]
          .filter((name) => !html.includes(`/${name}"`))
          .map((name) => `<link rel="stylesheet" crossorigin href="/${name}">`);
        // Before the entry's own style sheet: the screens' styles came before the app's when they were one.
        const at = html.indexOf('<link rel="stylesheet"');
        const insertAt = at >= 0 ? at : html.indexOf('</head>');
        return `${html.slice(0, insertAt)}${links.join('\n    ')}\n    ${html.slice(insertAt)}`;
      },
    },
  };
}
