import { beforeEach, describe, expect, it } from 'vitest';
import { NO_COUNTS } from '../core/social';
import { countsActions, useCountsStore } from './counts-store';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

beforeEach(() => countsActions.reset());

describe('counts store', () => {
  it('takes several posts in one change and drops one at a time', () => {
    let changes = 0;
    const stop = useCountsStore.subscribe(() => changes++);
    countsActions.counted({ [A]: { counts: NO_COUNTS, settled: false }, [B]: { counts: { ...NO_COUNTS, likes: 2 }, settled: true } });
    countsActions.counted({});
    expect(changes).toBe(1);
    expect(useCountsStore.getState().posts[B]).toEqual({ counts: { ...NO_COUNTS, likes: 2 }, settled: true });
    countsActions.dropped(A);
    countsActions.dropped(A);
    expect(changes).toBe(2);
    expect(Object.keys(useCountsStore.getState().posts)).toEqual([B]);
    stop();
  });
});
