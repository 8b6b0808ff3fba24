import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountFilter } from '../../core/count-filters';
import type { NostrEvent } from '../../core/types';
import type { CountEventHandlers } from '../../nostr/post-counts';
import { COUNT_PAGE_FULL, COUNT_SETTLE_MS, createRankingCounts } from './ranking-counts';

const POST = { id: 'a'.repeat(64), kind: 20, pubkey: 'f'.repeat(64) };

/** Reactions need no signature here: the relay client checked them before they reach the counts. */
const reaction = (index: number, createdAt: number): NostrEvent => ({
  id: index.toString(16).padStart(64, '0'),
  pubkey: `p${index.toString(16).padStart(63, '0')}`,
  kind: 7,
  created_at: createdAt,
  tags: [['e', POST.id]],
  content: '+',
});

function reads() {
  const opened: { filters: readonly CountFilter[]; handlers: CountEventHandlers }[] = [];
  const dependencies = {
    readCountEvents(filters: readonly CountFilter[], handlers: CountEventHandlers) {
      opened.push({ filters, handlers });
      return () => undefined;
    },
    zapServerKey: () => Promise.resolve(undefined),
    verify: () => true,
  };
  return { opened, dependencies };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createRankingCounts', () => {
  it('asks again for what is older than an answer a relay may have cut short, and is settled only after', () => {
    const { opened, dependencies } = reads();
    const counts = createRankingCounts(dependencies, () => undefined);
    counts.add([POST]);
    counts.finish();
    const first = opened[0];
    for (let index = 0; index < COUNT_PAGE_FULL; index++) first?.handlers.onEvent(reaction(index, 2_000 - index));
    first?.handlers.onStored();
    expect(counts.settled()).toBe(false);
    expect(opened[1]?.filters).toEqual([{ ...first?.filters[0], until: 2_000 - COUNT_PAGE_FULL + 1 }]);

    opened[1]?.handlers.onEvent(reaction(COUNT_PAGE_FULL, 1_000));
    opened[1]?.handlers.onStored();
    expect(counts.settled()).toBe(true);
    expect(counts.tallyOf(POST.id)?.reactions.size).toBe(COUNT_PAGE_FULL + 1);
  });

  it('takes a silent relay as answered after the settle time', () => {
    const { opened, dependencies } = reads();
    const counts = createRankingCounts(dependencies, () => undefined);
    counts.add([POST]);
    counts.finish();
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(COUNT_SETTLE_MS);
    expect(counts.settled()).toBe(true);
    expect(counts.counted()).toBe(1);
  });
});
