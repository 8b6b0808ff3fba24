import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { coreFaces } from '../../scripts/vite-plugins/core-faces';

/** A src/ with one domain of core, `media`, whose face names two files. */
function project(): { src: string; transform(code: string, file: string): string | undefined } {
  const src = mkdtempSync(join(tmpdir(), 'core-faces-'));
  mkdirSync(join(src, 'core', 'media'), { recursive: true });
  writeFileSync(
    join(src, 'core', 'media', 'index.ts'),
    "export { blobHash, type BlobRef } from './blossom';\nexport { proxied } from './image-proxy';\n",
  );
  const plugin = coreFaces(join(src, 'core')) as Plugin & { transform(code: string, id: string): { code: string } | undefined };
  return { src, transform: (code, file) => plugin.transform(code, join(src, file))?.code };
}

describe('core faces in the build', () => {
  it('imports each name from the file behind the face', () => {
    const { transform } = project();
    const code = "import { blobHash, proxied, type BlobRef } from '../core/media';\nblobHash(proxied);";
    expect(transform(code, 'stores/x.ts')).toBe(
      "import { blobHash, type BlobRef } from '../core/media/blossom';\nimport { proxied } from '../core/media/image-proxy';\nblobHash(proxied);",
    );
  });

  it('leaves alone a name the face does not give, a file of core, and anything else', () => {
    const { transform } = project();
    expect(transform("import { nothing } from '../core/media';", 'stores/x.ts')).toBeUndefined();
    expect(transform("import type { MediaItem } from '../core/types';", 'stores/x.ts')).toBeUndefined();
    expect(transform("import { create } from 'zustand';", 'stores/x.ts')).toBeUndefined();
  });
});
