import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('the preview server (npm start, the demo, the benchmark)', () => {
  let server: PreviewServer;
  let base: string;
  const outDir = mkdtempSync(join(tmpdir(), 'diorama-preview-'));

  beforeAll(async () => {
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>Diorama</title>');
    writeFileSync(join(outDir, 'assets', 'index-abc123.js'), 'export {};');
    server = await preview({ logLevel: 'silent', build: { outDir }, preview: { port: 0, strictPort: false } });
    base = server.resolvedUrls?.local[0] ?? '';
  });

  afterAll(async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('lets browsers keep hashed assets without asking again', async () => {
    const response = await fetch(new URL('assets/index-abc123.js', base));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('has the page itself checked on every visit', async () => {
    const response = await fetch(base);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
