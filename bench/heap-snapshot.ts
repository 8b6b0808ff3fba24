/**
 * Heap snapshots for the soak (bench/soak.ts, `--heap-snapshots`), and what grew between two
 * of them: the objects of each constructor, counted and sized from the snapshot's node table
 * (the format Chrome's DevTools reads: `snapshot.meta.node_fields` names each node's fields).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';

/** Writes the page's heap, after a garbage collection, to `file`. */
export async function writeHeapSnapshot(cdp: CDPSession, file: string): Promise<void> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }): void => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  writeFileSync(file, chunks.join(''));
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

/**
 * The heap's objects without the engine's compiled code, which grows as the optimizing
 * compiler takes up functions that run often, nor the browser's own (native) objects.
 */
export function heapObjectBytes(groups: HeapGroups): number {
  let bytes = 0;
  for (const group of groups.values()) if (!/^(code|native):/.test(group.group)) bytes += group.bytes;
  return bytes;
}
