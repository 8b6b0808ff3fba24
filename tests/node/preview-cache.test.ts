import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashedAssets } from '../../scripts/vite-plugins/hashed-assets.ts';

describe('the preview server (npm start, the demo, the benchmark)', () => {
  let server: PreviewServer;
  let base: string;
  const outDir = mkdtempSync(join(tmpdir(), 'diorama-preview-'));
  const script = 'export const served = "as built";';
  // Not the gzip of the script above: shows which of the two files was sent.
  const precompressed = 'export const served = "precompressed";';

  beforeAll(async () => {
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>Diorama</title>');
    writeFileSync(join(outDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(outDir, 'assets', 'index-abc123.js.gz'), gzipSync(precompressed));
    writeFileSync(join(outDir, 'assets', 'other-def456.js'), script);
    server = await preview({
      configFile: false,
      logLevel: 'silent',
      plugins: [hashedAssets()],
      build: { outDir },
      preview: { port: 0, strictPort: false },
    });
    base = server.resolvedUrls?.local[0] ?? '';
  });

  afterAll(async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('lets browsers keep hashed assets without asking again', async () => {
    for (const file of ['assets/index-abc123.js', 'assets/other-def456.js']) {
      const response = await fetch(new URL(file, base));
      expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the gzip file written at build time rather than compressing anew', async () => {
    const response = await fetch(new URL('assets/index-abc123.js', base), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toBe('text/javascript');
    expect(await response.text()).toBe(precompressed);
  });

  it('sends the plain file to a client that takes no gzip, and files without a gzip twin as they are', async () => {
    const plain = await fetch(new URL('assets/index-abc123.js', base), { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(await (await fetch(new URL('assets/other-def456.js', base))).text()).toBe(script);
  });

  it('has the page itself, and an asset that does not exist, checked on every visit', async () => {
    expect((await fetch(base)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(new URL('assets/missing-000000.js', base))).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the build', () => {
  it('writes a gzip twin of every script and style sheet', async () => {
    const root = mkdtempSync(join(tmpdir(), 'diorama-build-'));
    try {
      writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
      writeFileSync(join(root, 'main.js'), 'import "./main.css";\ndocument.title = "built";\n');
      writeFileSync(join(root, 'main.css'), 'body { color: red; }\n');
      const output = await build({ root, configFile: false, logLevel: 'silent', plugins: [hashedAssets()] });
      const files = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
      const assets = files.map((file) => file.fileName).filter((name) => /\.(js|css)$/.test(name));
      expect(assets.length).toBe(2);
      for (const name of assets) {
        const file = join(root, 'dist', name);
        expect(gunzipSync(readFileSync(`${file}.gz`)).equals(readFileSync(file)), name).toBe(true);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
