import { describe, expect, it, vi } from 'vitest';
import { naddrEncode } from '../core/events';
import type { FeedFilter, NostrEvent } from '../core/types';
import type { FirstRequestHandlers } from '../nostr/first-request';
import { createEarlyList, createEarlySet } from './early-list';

const AUTHOR = 'a'.repeat(64);
const MEMBER = 'b'.repeat(64);
const REF = naddrEncode({ kind: 30000, pubkey: AUTHOR, identifier: 'friends' });

function list(created: number, people: string[]): NostrEvent {
  return {
    id: `${created}`.padStart(64, '0'),
    pubkey: AUTHOR,
    kind: 30000,
    created_at: created,
    tags: [['d', 'friends'], ['title', 'Friends'], ...people.map((key) => ['p', key])],
    content: '',
    sig: '',
  };
}

/** Relays that answer with `events`, then are done. */
function relaysAnswering(events: NostrEvent[]) {
  const asked: FeedFilter[] = [];
  const send = vi.fn((filter: FeedFilter | readonly FeedFilter[], handlers: FirstRequestHandlers) => {
    asked.push(filter as FeedFilter);
    queueMicrotask(() => {
      handlers.onEvents(events, 'wss://relay.example');
      handlers.onDone();
    });
    return () => undefined;
  });
  return { send, asked };
}

describe('earlyList', () => {
  it('reads the newest version of the list named, once its signature is checked, and hands it over', async () => {
    const { send, asked } = relaysAnswering([list(10, [AUTHOR]), list(20, [MEMBER])]);
    const verify = vi.fn(async (events: NostrEvent[]) => new Set(events.map((event) => event.id)));
    const early = createEarlyList({ send, verify });
    const read = await early.read(REF);
    expect(asked[0]).toMatchObject({ kinds: [30000], authors: [AUTHOR], '#d': ['friends'] });
    expect(read?.people).toEqual([MEMBER]);
    expect(verify).toHaveBeenCalledWith([list(20, [MEMBER])]);
    expect(early.taken(REF)).toBe(read);
    expect(early.taken('naddr1other')).toBeUndefined();
  });

  it('reads nothing when the signature fails or no relay has the list', async () => {
    const forged = createEarlyList({ send: relaysAnswering([list(10, [MEMBER])]).send, verify: async () => new Set() });
    expect(await forged.read(REF)).toBeUndefined();
    expect(forged.taken(REF)).toBeUndefined();
    const none = createEarlyList({ send: relaysAnswering([]).send, verify: async () => new Set() });
    expect(await none.read(REF)).toBeUndefined();
    expect(await none.read('not a list')).toBeUndefined();
  });
});

describe('earlySet', () => {
  const SET = naddrEncode({ kind: 30006, pubkey: AUTHOR, identifier: 'dusk' });
  const entry = (n: number): string => `${n}`.repeat(64).slice(0, 64);

  function setVersion(created: number, entries: string[], pubkey = AUTHOR): NostrEvent {
    return {
      id: `f${created}`.padStart(64, '0'),
      pubkey,
      kind: 30006,
      created_at: created,
      tags: [['d', 'dusk'], ['title', 'Dusk'], ...entries.map((id) => ['e', id])],
      content: '',
      sig: '',
    };
  }

  it("reads the newest version of the set its address names, once checked, and not another author's", async () => {
    const { send, asked } = relaysAnswering([
      setVersion(10, [entry(1)]),
      setVersion(20, [entry(1), entry(2)]),
      setVersion(30, [entry(3)], MEMBER),
    ]);
    const early = createEarlySet({ send, verify: async (events) => new Set(events.map((event) => event.id)) });
    const set = await early.read(SET);
    expect(asked[0]).toMatchObject({ kinds: [30006], authors: [AUTHOR], '#d': ['dusk'] });
    expect(set?.title).toBe('Dusk');
    expect(set?.entries).toEqual([entry(1), entry(2)]);
    expect(early.taken(SET)).toBe(set);
  });

  it('reads nothing when the signature fails', async () => {
    const early = createEarlySet({ send: relaysAnswering([setVersion(10, [entry(1)])]).send, verify: async () => new Set() });
    expect(await early.read(SET)).toBeUndefined();
    expect(early.taken(SET)).toBeUndefined();
  });
});
