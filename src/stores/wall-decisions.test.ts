import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';
import type { PlaceOutcome, SetTarget } from './own-sets';
import {
  createWallDecisions,
  DECISION_RETRY_MAX_MS,
  DECISION_RETRY_MS,
  type WallDecision,
  type WallDecisionsEdges,
} from './wall-decisions';

const MODERATOR = 'a'.repeat(64);
const WALL = 'wall:party';
const PICTURES: SetTarget = { kind: 30006, identifier: WALL, title: 'Wall #party' };

const postOf = (digit: string): NostrEvent => ({
  id: digit.repeat(64),
  pubkey: 'b'.repeat(64),
  kind: 20,
  created_at: 1_700_000_000,
  tags: [],
  content: '',
});
const decision = (digit: string, present = true, pubkey = MODERATOR): WallDecision => ({
  wall: WALL,
  pubkey,
  post: postOf(digit),
  target: PICTURES,
  present,
});

/**
 * The moderator's relays played by the test: down until `reachable` is set; a placement
 * takes the read's time when they are down, as none answers (nostr/own-list-now.ts).
 */
function fakeRelays() {
  const state = { reachable: false, known: new Set<string>() };
  let onBack: (() => void) | undefined;
  const placed: string[] = [];
  const release = vi.fn();
  const edges = {
    place: vi.fn(async (post: NostrEvent, _target: SetTarget, present: boolean): Promise<PlaceOutcome> => {
      // A read that began while they were down ends without an answer.
      const reachable = state.reachable;
      await new Promise((resolve) => setTimeout(resolve, reachable ? 10 : 4000));
      if (!reachable) return 'unreachable';
      placed.push(`${present ? '+' : '-'}${post.id[0]}`);
      if (present) state.known.add(post.id);
      else state.known.delete(post.id);
      return 'placed';
    }),
    inKnownSet: vi.fn((postId: string) => state.known.has(postId)),
    keepRelays: vi.fn((back: () => void) => {
      onBack = back;
      return release;
    }),
  } satisfies WallDecisionsEdges;
  return {
    edges,
    state,
    placed,
    release,
    /** A relay is back: the keeper says so. */
    back: () => onBack?.(),
  };
}

const waitingIds = (decisions: ReturnType<typeof createWallDecisions>): string[] =>
  decisions.store.getState().waiting.map((entry) => `${entry.present ? '+' : '-'}${entry.post.id[0]}`);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a decision no relay answers for', () => {
  it('waits, keeps the relays dialled, and is sent again after 5 s, then twice as long each time, at most a minute', async () => {
    const relays = fakeRelays();
    const decisions = createWallDecisions(relays.edges);
    const outcome = decisions.decide(decision('1'));
    await vi.advanceTimersByTimeAsync(4000);
    await expect(outcome).resolves.toBe('waiting');
    expect(waitingIds(decisions)).toEqual(['+1']);
    expect(relays.edges.keepRelays).toHaveBeenCalledTimes(1);

    // Each try takes the read's 4 s; the waits between them grow.
    const tries: number[] = [];
    relays.edges.place.mockClear();
    let elapsed = 0;
    for (const wait of [5, 10, 20, 40, 60, 60]) {
      await vi.advanceTimersByTimeAsync(wait * 1000 - 1);
      expect(relays.edges.place).toHaveBeenCalledTimes(tries.length);
      await vi.advanceTimersByTimeAsync(1);
      tries.push((elapsed += wait * 1000));
      expect(relays.edges.place).toHaveBeenCalledTimes(tries.length);
      expect(decisions.store.getState().waiting[0]?.sending).toBe(true);
      await vi.advanceTimersByTimeAsync(4000);
      elapsed += 4000;
      expect(decisions.store.getState().waiting[0]?.sending).toBe(false);
    }
    expect(DECISION_RETRY_MS * 2 ** 4).toBeGreaterThan(DECISION_RETRY_MAX_MS);

    // The relays answer: the next scheduled try publishes it, and the relays are let go.
    relays.state.reachable = true;
    await vi.advanceTimersByTimeAsync(DECISION_RETRY_MAX_MS + 10);
    expect(relays.placed).toEqual(['+1']);
    expect(waitingIds(decisions)).toEqual([]);
    expect(relays.release).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is sent as soon as a relay is back, with every decision made after it, in the order they were made', async () => {
    const relays = fakeRelays();
    const decisions = createWallDecisions(relays.edges);
    const first = decisions.decide(decision('1'));
    await vi.advanceTimersByTimeAsync(4000);
    await expect(first).resolves.toBe('waiting');
    // Behind a waiting decision, the next ones wait at once, without asking the relays.
    relays.edges.place.mockClear();
    await expect(decisions.decide(decision('2'))).resolves.toBe('waiting');
    await expect(decisions.decide(decision('3', false))).resolves.toBe('waiting');
    await expect(decisions.decide(decision('2'))).resolves.toBe('waiting');
    expect(relays.edges.place).not.toHaveBeenCalled();
    expect(waitingIds(decisions)).toEqual(['+1', '+2', '-3']);

    relays.state.reachable = true;
    relays.back();
    await vi.advanceTimersByTimeAsync(30);
    expect(relays.placed).toEqual(['+1', '+2', '-3']);
    expect(waitingIds(decisions)).toEqual([]);
    expect(relays.release).toHaveBeenCalledTimes(1);
  });

  it('is sent again right after a try that began before a relay came back', async () => {
    const relays = fakeRelays();
    const decisions = createWallDecisions(relays.edges);
    void decisions.decide(decision('1'));
    await vi.advanceTimersByTimeAsync(4000 + DECISION_RETRY_MS);
    expect(decisions.store.getState().waiting[0]?.sending).toBe(true);
    relays.state.reachable = true;
    relays.back();
    // The try under way still ends without an answer; the one after it does not wait 10 s.
    await vi.advanceTimersByTimeAsync(4000 + 10);
    expect(relays.placed).toEqual(['+1']);
  });
});

describe('a decision the other way', () => {
  it('cancels an approval still waiting: nothing is published, and the post stays off the wall', async () => {
    const relays = fakeRelays();
    const decisions = createWallDecisions(relays.edges);
    void decisions.decide(decision('1'));
    await vi.advanceTimersByTimeAsync(4000);
    relays.edges.place.mockClear();
    await expect(decisions.decide(decision('1', false))).resolves.toBe('placed');
    expect(waitingIds(decisions)).toEqual([]);
    expect(relays.release).toHaveBeenCalledTimes(1);
    relays.state.reachable = true;
    relays.back();
    await vi.advanceTimersByTimeAsync(DECISION_RETRY_MAX_MS);
    expect(relays.edges.place).not.toHaveBeenCalled();
  });

  it('takes out a post the set already names, and waits for the relays to do it', async () => {
    const relays = fakeRelays();
    relays.state.known.add(postOf('1').id);
    const decisions = createWallDecisions(relays.edges);
    const rejected = decisions.decide(decision('1', false));
    await vi.advanceTimersByTimeAsync(4000);
    await expect(rejected).resolves.toBe('waiting');
    // Approving it again cancels the removal: the set names it still.
    await expect(decisions.decide(decision('1'))).resolves.toBe('placed');
    expect(waitingIds(decisions)).toEqual([]);
  });

  it('on a post being sent goes behind it, as it can no longer be taken back', async () => {
    const relays = fakeRelays();
    const decisions = createWallDecisions(relays.edges);
    void decisions.decide(decision('1'));
    await vi.advanceTimersByTimeAsync(4000);
    relays.state.reachable = true;
    relays.back();
    expect(decisions.store.getState().waiting[0]?.sending).toBe(true);
    await expect(decisions.decide(decision('1', false))).resolves.toBe('waiting');
    await vi.advanceTimersByTimeAsync(30);
    expect(relays.placed).toEqual(['+1', '-1']);
    expect(waitingIds(decisions)).toEqual([]);
  });
});

describe('a waiting decision is dropped', () => {
  it('when it fails otherwise (the signer refused): the next is sent', async () => {
    const relays = fakeRelays();
    const decisions = createWallDecisions(relays.edges);
    void decisions.decide(decision('1'));
    await vi.advanceTimersByTimeAsync(4000);
    void decisions.decide(decision('2'));
    relays.state.reachable = true;
    relays.edges.place.mockResolvedValueOnce('failed');
    decisions.retryNow();
    await vi.advanceTimersByTimeAsync(30);
    expect(relays.placed).toEqual(['+2']);
    expect(waitingIds(decisions)).toEqual([]);
  });

  it('when another user signs in: theirs cannot be signed', async () => {
    const relays = fakeRelays();
    const decisions = createWallDecisions(relays.edges);
    void decisions.decide(decision('1'));
    await vi.advanceTimersByTimeAsync(4000);
    decisions.sessionChanged(MODERATOR);
    expect(waitingIds(decisions)).toEqual(['+1']);
    decisions.sessionChanged('c'.repeat(64));
    expect(waitingIds(decisions)).toEqual([]);
    expect(relays.release).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
