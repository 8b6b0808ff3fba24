/**
 * Heap snapshots for the soak (bench/soak.ts): each sample's statistics, which its heap is
 * judged on, and with `--heap-snapshots` the files at the baseline and the end and what grew
 * between them by constructor. Both read the snapshot's node table (the format Chrome's
 * DevTools reads: `snapshot.meta.node_fields` names each node's fields).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';

/** The page's heap after a garbage collection, as the snapshot's JSON text. */
async function takeHeapSnapshot(cdp: CDPSession): Promise<string> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }): void => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  return chunks.join('');
}

/** Writes the page's heap, after a garbage collection, to `file`. */
export async function writeHeapSnapshot(cdp: CDPSession, file: string): Promise<void> {
  writeFileSync(file, await takeHeapSnapshot(cdp));
}

export interface HeapStatistics {
  /** Every node's self size but compiled code's and DevTools' network record's: the live objects. */
  objectBytes: number;
  /** Compiled code (node type "code"), as DevTools' statistics count it apart. */
  codeBytes: number;
  /**
   * DevTools' record of each network request (blink::NetworkResourcesData), kept because
   * the bench drives the page through DevTools with its network domain on (Playwright's);
   * a screen without DevTools attached keeps none.
   */
  devtoolsBytes: number;
}

const DEVTOOLS_RECORD = /^blink::NetworkResourcesData/;

/** The live objects and the compiled code of the page's heap after a garbage collection, from a snapshot. */
export async function heapStatistics(cdp: CDPSession): Promise<HeapStatistics> {
  const { snapshot, nodes, strings } = JSON.parse(await takeHeapSnapshot(cdp)) as Snapshot;
  const fields = snapshot.meta.node_fields;
  const codeType = snapshot.meta.node_types[0].indexOf('code');
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const statistics = { objectBytes: 0, codeBytes: 0, devtoolsBytes: 0 };
  for (let node = 0; node < nodes.length; node += fields.length) {
    const size = nodes[node + sizeAt!]!;
    if (nodes[node + typeAt!] === codeType) statistics.codeBytes += size;
    else if (DEVTOOLS_RECORD.test(strings[nodes[node + nameAt!]!] ?? '')) statistics.devtoolsBytes += size;
    else statistics.objectBytes += size;
  }
  return statistics;
}

export interface HeapGroup {
  /** "type:name", e.g. "object:NDKEvent" or "closure:handOn". */
  group: string;
  count: number;
  bytes: number;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Every constructor (or node type, for strings, code and arrays) with its objects' count and self size. */
export function heapGroups(file: string): HeapGroups {
  const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snapshot.meta.node_fields;
  const [typeNames] = snapshot.meta.node_types;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const groups: HeapGroups = new Map();
  for (let node = 0; node < nodes.length; node += width) {
    const type = typeNames[nodes[node + typeAt!]!] ?? '?';
    const name = type === 'object' || type === 'closure' ? strings[nodes[node + nameAt!]!] : '';
    const key = `${type}:${name}`;
    const group = groups.get(key) ?? { group: key, count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += nodes[node + sizeAt!]!;
    groups.set(key, group);
  }
  return groups;
}

export type HeapGroups = Map<string, HeapGroup>;

/** The groups that grew most from `from` to `to`, by bytes. */
export function heapGrowth(from: HeapGroups, to: HeapGroups, limit = 40): HeapGroup[] {
  return [...to.values()]
    .map(({ group, count, bytes }) => ({
      group,
      count: count - (from.get(group)?.count ?? 0),
      bytes: bytes - (from.get(group)?.bytes ?? 0),
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, limit);
}
