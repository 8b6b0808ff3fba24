import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Built assets carry a content hash in their names, so browsers may keep them for good.
 * Vite's preview server (what `npm start`, the demo and the benchmark serve) marks every
 * file no-cache, which costs a second visit one round trip per script before it can
 * start; and it gzips every response anew, about 50 ms of its CPU per first visit, on
 * the machine that runs the page. So the build writes a `.gz` beside each script and
 * style sheet (as static hosts serve them, e.g. nginx's gzip_static) and the preview
 * server sends those, marked immutable.
 */
export function hashedAssets(): Plugin {
  const compressible = /\.(js|css)$/;
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
  let outDir = '';
  const compressed = new Map<string, Buffer | undefined>();
  const readCompressed = (path: string): Buffer | undefined => {
    if (!compressed.has(path)) {
      const file = join(outDir, `${path}.gz`);
      compressed.set(path, existsSync(file) ? readFileSync(file) : undefined);
    }
    return compressed.get(path);
  };
  return {
    name: 'diorama-hashed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      for (const fileName of Object.keys(bundle).filter((name) => compressible.test(name))) {
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(readFileSync(join(dir, fileName)), { level: 9 }));
      }
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith('/assets/') || path.includes('..') || !existsSync(join(outDir, path))) return next();
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        const body = accepts && compressible.test(path) ? readCompressed(path) : undefined;
        if (!body) {
          // Anything else goes on to the static files, which must not reset the header.
          const setHeader = response.setHeader.bind(response);
          response.setHeader = (name, value) => (name.toLowerCase() === 'cache-control' ? response : setHeader(name, value));
          return next();
        }
        response.setHeader('Content-Type', types[extname(path)] ?? 'application/octet-stream');
        response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Content-Length', body.length);
        response.appendHeader('Vary', 'Accept-Encoding');
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
