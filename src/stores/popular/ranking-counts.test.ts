import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountFilter } from '../../core/social';
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
  const distrusted = new Set<string>();
  let relayCaught: (relay: string) => void = () => undefined;
  const dependencies = {
    readCountEvents(filters: readonly CountFilter[], handlers: CountEventHandlers) {
      opened.push({ filters, handlers });
      return () => undefined;
    },
    isDistrusted: (relay: string) => distrusted.has(relay),
    watchDistrustedRelays(onCaught: (relay: string) => void) {
      relayCaught = onCaught;
      return () => undefined;
    },
    zapServerKey: () => Promise.resolve(undefined),
    verify: () => true,
  };
  /** The relay gate caught `relay` forging a signature. */
  const catchRelay = (relay: string): void => {
    distrusted.add(relay);
    relayCaught(relay);
  };
  return { opened, dependencies, catchRelay };
}

const A = 'wss://a.example/';
const B = 'wss://b.example/';

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

  it('takes out what a relay caught forging alone sent, keeps what a trusted relay sent too, and says the counts changed', () => {
    const { opened, dependencies, catchRelay } = reads();
    const changed = vi.fn();
    const counts = createRankingCounts(dependencies, changed);
    counts.add([POST]);
    counts.finish();
    const read = opened[0];
    // 1,000 reactions: the first half from relay A alone, the second from B, and one of B's also from A.
    for (let index = 0; index < 1_000; index++) read?.handlers.onEvent(reaction(index, 1_000 + index), index < 500 ? A : B);
    read?.handlers.onSeenAgain?.(reaction(999, 1_999).id, A);
    read?.handlers.onStored();
    expect(counts.tallyOf(POST.id)?.reactions.size).toBe(1_000);
    changed.mockClear();

    catchRelay(B);
    expect(counts.tallyOf(POST.id)?.reactions.size).toBe(501);
    expect(changed).toHaveBeenCalled();
    // What the caught relay sends later counts for nothing unless a trusted one sends it too.
    read?.handlers.onEvent(reaction(1_000, 3_000), B);
    expect(counts.tallyOf(POST.id)?.reactions.size).toBe(501);
    read?.handlers.onSeenAgain?.(reaction(1_000, 3_000).id, A);
    expect(counts.tallyOf(POST.id)?.reactions.size).toBe(502);
  });
});
