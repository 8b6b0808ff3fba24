import type { Plugin } from 'vite';

/**
 * The painted first screen (src/app/first-paint.ts) is the page's first script, an entry
 * of its own: listed before the app's script, it runs as soon as it arrives instead of
 * once the app's 100 kB have been evaluated. Vite folds every script of index.html into
 * one entry, so it is added here.
 */
export function firstPaintScript(): Plugin {
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
