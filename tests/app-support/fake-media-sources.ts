/**
 * The media sources' world as fakes (src/stores/media-sources.ts): a post's file, its copies
 * by hash, and a memory whose writes are recorded; `leave` plays the page being left.
 */
import { vi } from 'vitest';
import type { MediaRef, MediaSourcesDeps } from '../../src/stores/media-sources';

export const ORIGINAL = 'https://dead.example/p.jpg';
export const COPY_A = 'https://a.example/h.jpg';
export const COPY_B = 'https://b.example/h.jpg';
export const REF: MediaRef = { url: ORIGINAL, hash: 'ab'.repeat(32), authorId: 'cd'.repeat(32) };

export function fakeMediaDeps(stored: string | null = null) {
  const written: string[] = [];
  const leaving: (() => void)[] = [];
  const candidatesOf = vi.fn<MediaSourcesDeps['candidatesOf']>(async () => [ORIGINAL, COPY_A, COPY_B]);
  const deps: MediaSourcesDeps = {
    candidatesOf,
    readMemory: () => stored,
    writeMemory: (text) => void written.push(text),
    now: () => Date.now(),
    onLeave: (write) => void leaving.push(write),
  };
  const leave = (): void => leaving.forEach((write) => write());
  return { deps, written, candidatesOf, leave };
}
