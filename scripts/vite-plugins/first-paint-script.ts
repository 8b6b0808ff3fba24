import type { Plugin } from 'vite';

const SOURCE = '/src/app/first-paint.ts';
/** The signature worker's entry (signature-worker-chunk.ts): what it imports stays out of the first script's chunk. */
const WORKER_SOURCE = '/src/nostr/signature-worker.ts';

/** Every module `id` imports, itself included, statically and at any depth. */
function staticGraph(id: string, importsOf: (id: string) => readonly string[]): Set<string> {
  const graph = new Set<string>();
  const pending = [id];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (graph.has(next)) continue;
    graph.add(next);
    pending.push(...importsOf(next));
  }
  return graph;
}

/**
 * The painted first screen and the first request (src/app/first-paint.ts) are the page's
 * first script, an entry of its own: listed before the app's script, it runs as soon as
 * it arrives instead of once the app's 100 kB have been evaluated. Vite folds every
 * script of index.html into one entry, so it is added here. What it imports goes into one
 * chunk beside it: split by sharing, as a bundler splits by default, it would be a dozen small
 * files, which queue for the browser's six connections to an HTTP/1.1 host while the
 * first request waits for the last of them.
 */
export function firstPaintScript(): Plugin {
  let building = false;
  const firstScriptModules = new Set<string>();
  return {
    name: 'diorama-first-paint',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      // Another build through these plugins (the service worker's) starts with none.
      firstScriptModules.clear();
      if (building) this.emitFile({ type: 'chunk', id: `.${SOURCE}`, name: 'first-paint' });
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importsOf = (id: string): readonly string[] => this.getModuleInfo(id)?.importedIds ?? [];
      const entry = ids.find((id) => id.endsWith(SOURCE));
      const worker = ids.find((id) => id.endsWith(WORKER_SOURCE));
      if (!entry) return;
      const workerModules = worker ? staticGraph(worker, importsOf) : new Set<string>();
      for (const id of staticGraph(entry, importsOf)) if (id !== entry && !workerModules.has(id)) firstScriptModules.add(id);
    },
    outputOptions(options) {
      // The group is read when chunks are made, after buildEnd has filled it. What the
      // worker imports stays out, and with it what the group's modules import from it.
      const group = { name: 'first-script', test: (id: string) => firstScriptModules.has(id), includeDependenciesRecursively: false };
      return { ...options, codeSplitting: { groups: [group] } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const built = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(SOURCE));
        const src = built ? `/${built.fileName}` : SOURCE;
        const firstModule = html.indexOf('<script type="module"');
        if (firstModule < 0) return html;
        return `${html.slice(0, firstModule)}<script type="module" crossorigin src="${src}"></script>\n    ${html.slice(firstModule)}`;
      },
    },
  };
}
