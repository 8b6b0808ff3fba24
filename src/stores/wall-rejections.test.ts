import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_REJECTED, useWallRejections, wallRejections } from './wall-rejections';

const stored = new Map<string, string>();
const id = (n: number): string => n.toString(16).padStart(64, '0');

beforeEach(() => {
  stored.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  useWallRejections.setState({ wall: undefined, rejected: new Set() });
});

describe('wallRejections', () => {
  it('keeps a wall’s rejections on this device, apart from another wall’s', () => {
    wallRejections.open('wall:conf');
    wallRejections.mark(id(1), true);
    wallRejections.mark(id(2), true);
    wallRejections.mark(id(1), false);
    useWallRejections.setState({ wall: undefined, rejected: new Set() });
    wallRejections.open('wall:conf');
    expect([...useWallRejections.getState().rejected]).toEqual([id(2)]);
    wallRejections.open('wall:other');
    expect(useWallRejections.getState().rejected.size).toBe(0);
  });

  it('forgets the oldest past the limit, and reads a damaged record as none', () => {
    wallRejections.open('wall:conf');
    for (let n = 0; n <= MAX_REJECTED; n++) wallRejections.mark(id(n), true);
    expect(useWallRejections.getState().rejected.has(id(0))).toBe(false);
    expect(useWallRejections.getState().rejected.size).toBe(MAX_REJECTED);
    stored.set('diorama-wall-rejected:wall:bad', '{not json');
    wallRejections.open('wall:bad');
    expect(useWallRejections.getState().rejected.size).toBe(0);
  });

  it('marks nothing before a wall is open', () => {
    wallRejections.mark(id(1), true);
    expect(stored.size).toBe(0);
  });
});
