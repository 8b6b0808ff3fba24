/**
 * Every citation of docs/ in the repository names a file and heading that exist
 * (tests/support/doc-citations.ts has the forms), and the check fails on made-up ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf, brokenCitations, headingsOf, type DocHeadings } from '../support/doc-citations';

const SCANNED = ['src', 'tests', 'bench', 'scripts', 'docs'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|css|html|md)$/;
/** This file cites made-up headings on purpose. */
const SELF = 'tests/node/doc-citations.test.ts';

function markdownHeadings(): DocHeadings {
  const paths = [
    'README.md',
    ...readdirSync('docs')
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  return new Map(paths.map((path) => [path, headingsOf(readFileSync(path, 'utf8'))]));
}

function scannedFiles(): string[] {
  const nested = SCANNED.flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => join(folder, name)));
  return ['README.md', ...nested.filter((path) => TEXT_FILE.test(path) && path !== SELF && !path.includes('node_modules'))];
}

describe('doc citations', () => {
  it('name files and headings of docs/ that exist', () => {
    const docs = markdownHeadings();
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(100);
    const broken = files.flatMap((path) => brokenCitations(path, readFileSync(path, 'utf8'), docs));
    expect(broken).toEqual([]);
  });

  describe('the check', () => {
    const docs: DocHeadings = new Map([
      ['README.md', ['Diorama', 'Ports']],
      ['docs/views-and-keys.md', ['Views and keys', 'Zoom', 'Scroll view', 'Keys and gestures']],
    ]);
    const cite = (file: string, heading: string) => `/** Pinch to zoom (docs/${file}, ${heading}). */\n`;

    it('passes a heading, one run on to the next line, and two joined by "and"', () => {
      expect(brokenCitations('src/probe.ts', cite('views-and-keys.md', 'Keys and gestures: a pinch'), docs)).toEqual([]);
      expect(brokenCitations('src/probe.ts', `// docs/views-and-keys.md, Keys and\n// gestures\n`, docs)).toEqual([]);
      expect(brokenCitations('src/probe.ts', cite('views-and-keys.md', 'Zoom and Scroll view'), docs)).toEqual([]);
    });

    it('fails a made-up heading, a part of a word, a missing file and a second heading that is made up', () => {
      expect(brokenCitations('src/probe.ts', cite('views-and-keys.md', 'Pinch gestures'), docs)).toEqual([
        'src/probe.ts:1: docs/views-and-keys.md has no heading "Pinch gestures"',
      ]);
      expect(brokenCitations('src/probe.ts', cite('views-and-keys.md', 'Zooming'), docs)).toHaveLength(1);
      expect(brokenCitations('src/probe.ts', `\n${cite('made-up.md', 'Zoom')}`, docs)).toEqual([
        'src/probe.ts:2: docs/made-up.md does not exist',
      ]);
      expect(brokenCitations('src/probe.ts', cite('views-and-keys.md', 'Zoom and Pan'), docs)).toHaveLength(1);
    });

    it('leaves prose after the comma alone', () => {
      expect(brokenCitations('src/probe.ts', cite('views-and-keys.md', 'the zoom rules'), docs)).toEqual([]);
    });

    it('checks markdown links and their anchors, relative to the linking file', () => {
      const good = '[views-and-keys.md, Keys and gestures](views-and-keys.md#keys-and-gestures), [ports](../README.md#ports)';
      expect(brokenCitations('docs/probe.md', good, docs)).toEqual([]);
      expect(brokenCitations('docs/probe.md', '[zoom](views-and-keys.md#pinching)', docs)).toEqual([
        'docs/probe.md:1: docs/views-and-keys.md has no heading with the anchor #pinching',
      ]);
      expect(brokenCitations('README.md', '[zoom](views-and-keys.md#zoom)', docs)).toEqual([
        'README.md:1: views-and-keys.md does not exist',
      ]);
    });

    it('makes anchors as GitHub does', () => {
      expect(anchorOf('NIP-05 identifiers')).toBe('nip-05-identifiers');
      expect(anchorOf('Hostile relays, content and faults')).toBe('hostile-relays-content-and-faults');
      expect(anchorOf("Diorama's rules")).toBe('dioramas-rules');
    });
  });
});
