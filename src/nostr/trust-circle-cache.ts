/**
 * The trust circle kept on this device (docs/cache-and-offline.md, Trust circle cache):
 * one IndexedDB record per root, its keys packed into two strings so reading and writing
 * a circle of many thousands is one small copy.
 */
import { readCircleRecord, type CircleRecord } from '../core/trust';
import { keyedStore } from './keyed-store';

const circles = keyedStore('diorama-trust', 'circles', 'root');

export async function readCircle(root: string): Promise<CircleRecord | undefined> {
  return readCircleRecord(await circles.get(root), root);
}

export function writeCircle(record: CircleRecord): Promise<void> {
  return circles.put(record);
}
