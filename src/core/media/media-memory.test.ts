import { describe, expect, it } from 'vitest';
import {
  emptyMediaMemory,
  FAILED_FOR_MS,
  isFailed,
  isGone,
  isHostDead,
  markFailed,
  markHostAlive,
  markFound,
  markGone,
  MEDIA_MEMORY_SIZE,
  parseMediaMemory,
  serializeMediaMemory,
} from './media-memory';

const NOW = 1_800_000_000_000;

describe('media memory', () => {
  it('counts a failed address as failed for a day', () => {
    const memory = emptyMediaMemory();
    markFailed(memory, 'https://dead.example/a.jpg', NOW);
    expect(isFailed(memory, 'https://dead.example/a.jpg', NOW + FAILED_FOR_MS - 1)).toBe(true);
    expect(isFailed(memory, 'https://dead.example/a.jpg', NOW + FAILED_FOR_MS)).toBe(false);
    expect(isFailed(memory, 'https://other.example/a.jpg', NOW)).toBe(false);
  });

  it('forgets a found copy once the copy fails, and the copy of an address that works again', () => {
    const memory = emptyMediaMemory();
    markFound(memory, 'https://dead.example/a.jpg', 'https://copy.example/h.jpg');
    markFound(memory, 'https://dead.example/b.jpg', 'https://copy.example/i.jpg');
    markFailed(memory, 'https://copy.example/h.jpg', NOW);
    markFound(memory, 'https://dead.example/b.jpg', 'https://dead.example/b.jpg');
    expect(memory.found.size).toBe(0);
  });

  it('keeps the newest entries of each kind', () => {
    const memory = emptyMediaMemory();
    for (let index = 0; index <= MEDIA_MEMORY_SIZE; index++) markFailed(memory, `https://dead.example/${index}.jpg`, NOW);
    expect(memory.failed.size).toBe(MEDIA_MEMORY_SIZE);
    expect(isFailed(memory, 'https://dead.example/0.jpg', NOW)).toBe(false);
    expect(isFailed(memory, `https://dead.example/${MEDIA_MEMORY_SIZE}.jpg`, NOW)).toBe(true);
  });

  it('survives being stored, without what has expired', () => {
    const memory = emptyMediaMemory();
    markFailed(memory, 'https://dead.example/old.jpg', NOW - FAILED_FOR_MS);
    markFailed(memory, 'https://dead.example/new.jpg', NOW);
    markFound(memory, 'https://dead.example/new.jpg', 'https://copy.example/h.jpg');
    const read = parseMediaMemory(serializeMediaMemory(memory), NOW + 1);
    expect([...read.failed.keys()]).toEqual(['https://dead.example/new.jpg']);
    expect(read.found.get('https://dead.example/new.jpg')).toBe('https://copy.example/h.jpg');
  });

  it('reads anything malformed as empty, and drops entries that are not http(s) addresses', () => {
    for (const text of [null, '', '{', '[]', '{"version":2,"failed":[["https://a.example/x.jpg",9e15]]}']) {
      expect(parseMediaMemory(text, NOW).failed.size).toBe(0);
    }
    const read = parseMediaMemory(
      JSON.stringify({
        version: 1,
        failed: [['javascript:alert(1)', 9e15], ['https://a.example/x.jpg', '9e15'], 7],
        found: [['https://a.example/x.jpg', 'data:image/png;base64,AA']],
      }),
      NOW,
    );
    expect(read.failed.size).toBe(0);
    expect(read.found.size).toBe(0);
  });
});

describe('media memory: files found nowhere', () => {
  it('are gone for a day, across a reload, until a copy of them loads', () => {
    const memory = emptyMediaMemory();
    markGone(memory, 'https://dead.example/a.jpg', NOW);
    const read = parseMediaMemory(serializeMediaMemory(memory), NOW + 1);
    expect(isGone(read, 'https://dead.example/a.jpg', NOW + 1)).toBe(true);
    expect(isGone(read, 'https://dead.example/a.jpg', NOW + FAILED_FOR_MS)).toBe(false);
    markFound(read, 'https://dead.example/a.jpg', 'https://copy.example/h.jpg');
    expect(isGone(read, 'https://dead.example/a.jpg', NOW + 1)).toBe(false);
  });
});

describe('media memory: dead hosts', () => {
  const A = 'https://gone.example/a.jpg';
  const B = 'https://gone.example/b.jpg';

  it('are hosts whose files failed twice in a row, until one of their files loads', () => {
    const memory = emptyMediaMemory();
    markFailed(memory, A, NOW);
    expect(isHostDead(memory, 'https://gone.example/c.jpg', NOW)).toBe(false);
    markFailed(memory, B, NOW);
    expect(isHostDead(memory, 'https://gone.example/c.jpg', NOW)).toBe(true);
    expect(isHostDead(memory, 'https://alive.example/c.jpg', NOW)).toBe(false);
    expect(markHostAlive(memory, 'https://gone.example/c.jpg', NOW)).toBe(true);
    expect(isHostDead(memory, 'https://gone.example/d.jpg', NOW)).toBe(false);
    expect(markHostAlive(memory, 'https://gone.example/c.jpg', NOW)).toBe(false);
  });

  it('are never hosts a file loaded from lately, however their purged files fail around it', () => {
    const memory = emptyMediaMemory();
    const purged = (name: string) => `https://busy.example/${name}.jpg`;
    markHostAlive(memory, purged('alive-1'), NOW);
    markFailed(memory, purged('gone-1'), NOW);
    markFailed(memory, purged('gone-2'), NOW);
    markFailed(memory, purged('gone-3'), NOW);
    expect(isHostDead(memory, purged('next'), NOW)).toBe(false);
    const read = parseMediaMemory(serializeMediaMemory(memory), NOW + 1);
    expect(isHostDead(read, purged('next'), NOW + 1)).toBe(false);
    // A day on, its earlier loads no longer vouch for it.
    markFailed(read, purged('gone-4'), NOW + FAILED_FOR_MS);
    markFailed(read, purged('gone-5'), NOW + FAILED_FOR_MS);
    expect(isHostDead(read, purged('next'), NOW + FAILED_FOR_MS)).toBe(true);
  });

  it('are remembered across a reload for as long as a failure counts', () => {
    const memory = emptyMediaMemory();
    markFailed(memory, A, NOW);
    markFailed(memory, B, NOW);
    const read = parseMediaMemory(serializeMediaMemory(memory), NOW + 1);
    expect(isHostDead(read, A, NOW + 1)).toBe(true);
    expect(isHostDead(read, A, NOW + FAILED_FOR_MS)).toBe(false);
  });

  it('count a failure from long ago as none', () => {
    const memory = emptyMediaMemory();
    markFailed(memory, A, NOW);
    markFailed(memory, B, NOW + FAILED_FOR_MS);
    expect(isHostDead(memory, A, NOW + FAILED_FOR_MS)).toBe(false);
  });
});
