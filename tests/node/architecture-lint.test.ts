/**
 * The architecture rules of eslint.config.js, each shown failing on a violation and
 * passing on allowed code (docs/architecture.md, Import rules).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('no-restricted')).map((message) => message.message);
}

// The first lint loads the typed config and its plugins: seconds, more on a busy machine.
describe('architecture lint', () => {
  it('keeps src/core free of React, NDK, Dexie, zustand and other layers', async () => {
    for (const source of ['react', '@nostr-dev-kit/ndk', 'dexie', 'zustand', '../stores/feed-store']) {
      const messages = await restrictedRules('src/core/probe.ts', `import x from '${source}';\nexport const y = x;\n`);
      expect(messages, source).toHaveLength(1);
    }
  });

  it('keeps the DOM out of src/core', async () => {
    const messages = await restrictedRules('src/core/probe.ts', 'export const width = window.innerWidth;\n');
    expect(messages[0]).toMatch(/must not touch the DOM/);
  });

  it('lets only src/nostr import NDK', async () => {
    const code = "import NDK from '@nostr-dev-kit/ndk';\nexport const y = NDK;\n";
    expect(await restrictedRules('src/stores/probe.ts', code)).toHaveLength(1);
    expect(await restrictedRules('src/features/grid/probe.tsx', code)).toHaveLength(1);
    expect(await restrictedRules('src/nostr/probe.ts', code)).toEqual([]);
  });

  it('points dependencies one way', async () => {
    const upward = "import { x } from '../features/grid/grid-view';\nexport const y = x;\n";
    expect(await restrictedRules('src/stores/probe.ts', upward)).toHaveLength(1);
    expect(await restrictedRules('src/nostr/probe.ts', "import { x } from '../stores/feed-store';\nexport const y = x;\n")).toHaveLength(1);
    expect(await restrictedRules('src/app/probe.tsx', upward)).toEqual([]);
  });

  it("lets a feature reach another feature only through that feature's index.ts", async () => {
    const importing = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;
    for (const source of ['../post-actions/post-actions', '../post-actions/action-icons', '../../features/grid/grid-view']) {
      const messages = await restrictedRules('src/features/scroll/probe.tsx', importing(source));
      expect(messages, source).toEqual([expect.stringMatching(/only through its index\.ts/)]);
    }
    for (const source of [
      '../post-actions',
      '../post-actions/index',
      './scroll-item',
      '../scroll/scroll-item',
      '../../components/media-image',
    ]) {
      expect(await restrictedRules('src/features/scroll/probe.tsx', importing(source)), source).toEqual([]);
    }
  });

  it("lets the app reach a domain of src/core only through its index.ts, and a domain's files reach another's files", async () => {
    const importing = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;
    for (const [file, source] of [
      ['src/stores/probe.ts', '../core/media/blossom'],
      ['src/features/grid/probe.tsx', '../../core/layout/masonry-layout'],
      ['src/config.ts', './core/config/app-config'],
    ]) {
      expect(await restrictedRules(file!, importing(source!)), source).toEqual([expect.stringMatching(/only through its index\.ts/)]);
    }
    expect(await restrictedRules('src/stores/probe.ts', importing('../core/media'))).toEqual([]);
    expect(await restrictedRules('src/stores/probe.ts', importing('../core/types'))).toEqual([]);
    expect(await restrictedRules('src/core/feed/probe.ts', importing('../media/blossom'))).toEqual([]);
    expect(await restrictedRules('src/core/feed/probe.ts', importing('../../stores/feed-store'))).toHaveLength(1);
  });

  it('lets a domain of src/core import only the domains below it', async () => {
    const importing = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;
    expect(await restrictedRules('src/core/media/probe.ts', importing('../feed/pipeline'))).toEqual([expect.stringMatching(/above it/)]);
    expect(await restrictedRules('src/core/media/probe.ts', importing('../events/kinds'))).toEqual([]);
    expect(await restrictedRules('src/core/primitives/probe.ts', importing('../events/kinds'))).toHaveLength(1);
  });

  it('leaves a lazily loaded screen to be imported by its own module, the root of its chunk', async () => {
    const lazyScreen = "export const load = () => import('../scroll/scroll-view');\n";
    expect(await restrictedRules('src/features/gallery/probe.tsx', lazyScreen)).toEqual([]);
  });

  it("keeps test-only code out of the app's own files, and lets their tests use it", async () => {
    const fakes = "import { x } from '../../../tests/app-support/fake-feed-dependencies';\nexport const y = x;\n";
    expect(await restrictedRules('src/stores/feed/probe.ts', fakes)).toEqual([expect.stringMatching(/Test-only code lives in tests/)]);
    const lazily = "export const load = () => import('../../tests/support/media-item');\n";
    expect(await restrictedRules('src/stores/probe.ts', lazily)).toHaveLength(1);
    expect(await restrictedRules('src/stores/feed/probe.test.ts', fakes)).toEqual([]);
  });
});
