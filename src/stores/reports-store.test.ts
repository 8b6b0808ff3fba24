import { beforeEach, describe, expect, it } from 'vitest';
import type { Report } from '../core/trust';
import { reportsActions, useReportsStore } from './reports-store';

const POST = 'b'.repeat(64);
const OTHER_POST = 'c'.repeat(64);
const FRIEND = '1'.repeat(64);
const report = (type: Report['type'], postId = POST, reporter = FRIEND): Report => ({ reporter, postId, authorId: undefined, type });

describe('reports store', () => {
  beforeEach(() => reportsActions.reset());

  it('keeps reports by post, each once', () => {
    reportsActions.received([report('spam'), report('spam'), report('nudity'), report('spam', OTHER_POST)]);
    reportsActions.received([report('spam')]);
    expect(useReportsStore.getState().posts).toEqual({
      [POST]: [report('spam'), report('nudity')],
      [OTHER_POST]: [report('spam', OTHER_POST)],
    });
  });

  it('changes nothing for nothing new, and drops the posts that left', () => {
    reportsActions.received([report('spam'), report('spam', OTHER_POST)]);
    const before = useReportsStore.getState();
    reportsActions.received([report('spam')]);
    reportsActions.dropped(['d'.repeat(64)]);
    expect(useReportsStore.getState()).toBe(before);
    reportsActions.dropped([POST]);
    expect(Object.keys(useReportsStore.getState().posts)).toEqual([OTHER_POST]);
  });
});
