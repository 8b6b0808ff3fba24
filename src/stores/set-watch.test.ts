import { finalizeEvent, getPublicKey } from 'nostr-tools';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { naddrEncode } from '../core/events';
import type { SetAddress } from '../core/sets';
import type { NostrEvent } from '../core/types';
import type { SetEventHandlers } from '../nostr/media-sets';
import { MISSING_AFTER_MS, watchSets, type WatchedSets } from './set-watch';

vi.mock('../nostr/client', () => ({ watchSetEvents: vi.fn() }));

const moderators = [new Uint8Array(32).fill(3), new Uint8Array(32).fill(4)];
const [first, second] = moderators.map((secret) => naddrEncode({ kind: 30006, pubkey: getPublicKey(secret), identifier: 'wall' })) as [
  string,
  string,
];
const [a, b, c] = ['a', 'b', 'c'].map((digit) => digit.repeat(64)) as [string, string, string];

function version(moderator: number, entries: string[], createdAt: number, identifier = 'wall'): NostrEvent {
  const tags = [['d', identifier], ...entries.map((id) => ['e', id])];
  return finalizeEvent({ kind: 30006, content: '', tags, created_at: createdAt }, moderators[moderator]!);
}

/** Fake relays: the handlers of each set watched, by the set's identifier and author. */
function fakeRelays() {
  const watched = new Map<string, SetEventHandlers>();
  const stopped: string[] = [];
  return {
    watched,
    stopped,
    dependencies: {
      watch(address: SetAddress, handlers: SetEventHandlers) {
        watched.set(address.pubkey, handlers);
        return () => void stopped.push(address.pubkey);
      },
    },
    send(moderator: number, event: NostrEvent) {
      watched.get(getPublicKey(moderators[moderator]!))!.onEvent(event);
    },
    eose(moderator: number) {
      watched.get(getPublicKey(moderators[moderator]!))!.onEose();
    },
  };
}

describe('watchSets', () => {
  let seen: WatchedSets[];
  const last = (): WatchedSets => seen.at(-1)!;
  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the newest version of a set, and ignores an older one that arrives later', () => {
    const relays = fakeRelays();
    watchSets([first], (sets) => seen.push(sets), relays.dependencies);
    relays.send(0, version(0, [a, b], 20));
    relays.send(0, version(0, [a], 10));
    expect(last().union.entries).toEqual([a, b]);
    relays.send(0, version(0, [a, b, c], 30));
    expect(last().union.entries).toEqual([a, b, c]);
    expect(last().sets[0]).toMatchObject({ ref: first, status: 'found' });
    expect(seen).toHaveLength(2);
  });

  it('asks the relays again when renewed, keeping what it knows, and takes a newer version that comes then', () => {
    const relays = fakeRelays();
    const watch = watchSets([first], (sets) => seen.push(sets), relays.dependencies);
    relays.send(0, version(0, [a], 20));
    watch.renew();
    expect(relays.stopped).toEqual([getPublicKey(moderators[0]!)]);
    expect(last().union.entries).toEqual([a]);
    relays.send(0, version(0, [a], 20));
    expect(seen).toHaveLength(1);
    relays.send(0, version(0, [a, b], 30));
    expect(last().union.entries).toEqual([a, b]);
    watch.stop();
    watch.renew();
    expect(relays.stopped).toHaveLength(2);
  });

  it('drops what a relay sends for another set', () => {
    const relays = fakeRelays();
    watchSets([first], (sets) => seen.push(sets), relays.dependencies);
    relays.send(0, version(0, [a], 20, 'other'));
    relays.send(0, { ...version(0, [a], 20), kind: 30005 });
    expect(seen).toEqual([]);
  });

  it('shows several sets as one, in the order entries arrived, an entry once', () => {
    const relays = fakeRelays();
    watchSets([first, second], (sets) => seen.push(sets), relays.dependencies);
    relays.send(1, version(1, [c, a], 10));
    relays.send(0, version(0, [a, b], 10));
    expect(last().union.entries).toEqual([c, a, b]);
    // The second moderator removes `a`: the first still has it.
    relays.send(1, version(1, [c], 11));
    expect(last().union.entries).toEqual([c, a, b]);
    relays.send(0, version(0, [b], 11));
    expect(last().union.entries).toEqual([c, b]);
  });

  it('says a set no relay has is missing once every relay has answered, and takes it when it is published', () => {
    const relays = fakeRelays();
    watchSets([first], (sets) => seen.push(sets), relays.dependencies);
    relays.eose(0);
    expect(last().sets[0]!.status).toBe('missing');
    expect(last().union.named).toBe(false);
    relays.send(0, version(0, [a], 10));
    expect(last().sets[0]!.status).toBe('found');
    expect(last().union.entries).toEqual([a]);
  });

  it('says it is missing after a while when a relay never answers', () => {
    const relays = fakeRelays();
    watchSets([first, second], (sets) => seen.push(sets), relays.dependencies);
    relays.send(1, version(1, [a], 10));
    vi.advanceTimersByTime(MISSING_AFTER_MS);
    expect(last().sets.map((set) => set.status)).toEqual(['missing', 'found']);
  });

  it('says an address that names no set, or a set of no public key, is unreadable, asks nothing of it, and stops every subscription when stopped', async () => {
    const relays = fakeRelays();
    const noKey = naddrEncode({ kind: 30006, pubkey: 'f'.repeat(64), identifier: 'wall' });
    const { stop } = watchSets(['naddr1bad', noKey, first], (sets) => seen.push(sets), relays.dependencies);
    await Promise.resolve();
    expect(last().sets.map((set) => set.status)).toEqual(['unreadable', 'unreadable', 'waiting']);
    expect([...relays.watched.keys()]).toEqual([getPublicKey(moderators[0]!)]);
    stop();
    expect(relays.stopped).toEqual([getPublicKey(moderators[0]!)]);
    vi.advanceTimersByTime(MISSING_AFTER_MS);
    expect(seen).toHaveLength(1);
  });

  it('interleaves the first versions from their ends, whichever came first; a set published after it was missing is added', () => {
    const relays = fakeRelays();
    watchSets([first, second], (sets) => seen.push(sets), relays.dependencies);
    relays.send(1, version(1, [c, b], 10));
    relays.send(0, version(0, [a], 10));
    // Each set's last entry is among the newest: the first's `a` is newer than the second's `c`.
    expect(last().union.entries).toEqual([c, b, a]);
    expect(last().union.next).toBe(0);
  });

  it('ranks the entries of a set that was missing as added, after every other', () => {
    const relays = fakeRelays();
    watchSets([first, second], (sets) => seen.push(sets), relays.dependencies);
    relays.send(0, version(0, [a], 10));
    relays.eose(1);
    relays.send(1, version(1, [c, b], 10));
    expect(last().union.entries).toEqual([a, c, b]);
    expect(last().union.ranks.get(c)).toBe(0);
  });
});
