// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELAY_LIST_KEY } from '../core/identity';
import type { NostrEvent } from '../core/types';
import type { OwnListHandlers } from '../nostr/client';
import { createOwnListsSync, type OwnListsRelays } from './own-lists-sync';
import { sessionActions, useSessionStore } from './session-store';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const CAROL = 'c'.repeat(64);

function event(kind: number, created_at: number, tags: string[][], pubkey = ALICE): NostrEvent {
  return { id: `${kind}-${created_at}-${pubkey.slice(0, 4)}`.padEnd(64, '0'), pubkey, kind, created_at, tags, content: '' };
}

/** The relay client, played by the test: it hands over what the relays would send. */
function fakeRelays() {
  const lists: OwnListHandlers[] = [];
  const reposts: ((event: NostrEvent) => void)[] = [];
  const relays = {
    watchOwnLists: vi.fn((_pubkey: string, handlers: OwnListHandlers) => {
      lists.push(handlers);
      return vi.fn();
    }),
    watchOwnReposts: vi.fn((_pubkey: string, onEvent: (event: NostrEvent) => void) => {
      reposts.push(onEvent);
      return vi.fn();
    }),
    addUserRelays: vi.fn(() => Promise.resolve()),
    blockRelays: vi.fn(() => Promise.resolve()),
  } satisfies OwnListsRelays;
  return {
    relays,
    send: (list: NostrEvent) => lists.at(-1)?.onEvent(list),
    settle: (...kinds: number[]) => lists.at(-1)?.onSettled(kinds),
    repost: (repost: NostrEvent) => reposts.at(-1)?.(repost),
  };
}

const session = () => useSessionStore.getState();

describe('own lists sync', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
  });

  it("keeps the newest follow list of the user, and nobody else's", () => {
    const { relays, send } = fakeRelays();
    createOwnListsSync(relays).start(ALICE, undefined, () => undefined);
    expect(relays.watchOwnLists).toHaveBeenCalledWith(ALICE, expect.anything());
    send(event(3, 200, [['p', BOB]]));
    send(event(3, 100, [['p', CAROL]]));
    send(event(3, 300, [['p', CAROL]], BOB));
    expect(session().follows).toEqual([BOB]);
    send(
      event(3, 300, [
        ['p', BOB],
        ['p', CAROL],
      ]),
    );
    expect(session().follows).toEqual([BOB, CAROL]);
  });

  it('a follow list that never comes is an empty one once every relay has answered', () => {
    const { relays, settle } = fakeRelays();
    createOwnListsSync(relays).start(ALICE, undefined, () => undefined);
    expect(session().followsSettled).toBe(false);
    settle(3, 10002, 10003);
    expect(session()).toMatchObject({ followsSettled: true, follows: [], bookmarksSettled: true, contacts: undefined });
  });

  it("dials the user's relays only once the blocked relays are known, after what was waiting for them", async () => {
    const { relays, send, settle } = fakeRelays();
    const order: string[] = [];
    const sync = createOwnListsSync(relays);
    sync.start(ALICE, undefined, () => order.push('when safe'));
    relays.addUserRelays.mockImplementation(() => {
      order.push('user relays');
      return Promise.resolve();
    });
    const known = sync.whenBlockListKnown().then(() => order.push('block list known'));
    send(event(10002, 100, [['r', 'wss://alice.example']]));
    settle(3, 10002, 10003);
    await Promise.resolve();
    expect(order).toEqual([]);

    send(event(10006, 100, [['relay', 'wss://blocked.example']]));
    settle(10000, 10006);
    await known;
    expect(order).toEqual(['when safe', 'user relays', 'block list known']);
    expect(relays.addUserRelays).toHaveBeenCalledWith(['wss://alice.example']);
    expect(relays.blockRelays).toHaveBeenCalledWith(['wss://blocked.example']);
    expect(session().blockedRelays).toEqual(['wss://blocked.example']);
    expect(JSON.parse(localStorage.getItem('diorama-blocked-relays') ?? '[]')).toEqual(['wss://blocked.example']);
  });

  it('hands the block list to what asked for it before the sync started', async () => {
    const { relays, settle } = fakeRelays();
    const sync = createOwnListsSync(relays);
    const order: string[] = [];
    const known = sync.whenBlockListKnown().then(() => order.push('block list known'));
    sync.start(ALICE, undefined, () => order.push('when safe'));
    settle(10000, 10006);
    await known;
    expect(order).toEqual(['when safe', 'block list known']);
  });

  it('keeps the relay list in the store and in localStorage, starting from the stored one', () => {
    const { relays, send } = fakeRelays();
    const stored = event(10002, 100, [['r', 'wss://old.example']]);
    createOwnListsSync(relays).start(ALICE, stored, () => undefined);
    expect(session().relayList).toBe(stored);
    send(event(10002, 50, [['r', 'wss://older.example']]));
    expect(session().relayList).toBe(stored);
    const newer = event(10002, 200, [['r', 'wss://new.example']]);
    send(newer);
    expect(session().relayList).toBe(newer);
    expect(localStorage.getItem(RELAY_LIST_KEY)).toBe(JSON.stringify(newer));
  });

  it('keeps the newest mute list, parsed, and says when every relay has answered for it', () => {
    const { relays, send, settle } = fakeRelays();
    createOwnListsSync(relays).start(ALICE, undefined, () => undefined);
    const list = event(10000, 100, [['p', BOB]]);
    send(list);
    send(event(10000, 50, [['p', CAROL]]));
    expect(session().muteList).toBe(list);
    expect(session().mutes.pubkeys.has(BOB)).toBe(true);
    expect(session().mutes.pubkeys.has(CAROL)).toBe(false);
    expect(session().mutesSettled).toBe(false);
    settle(10000, 10006);
    expect(session().mutesSettled).toBe(true);
  });

  it("records the user's own reposts by the post they carry", () => {
    const { relays, repost } = fakeRelays();
    createOwnListsSync(relays).start(ALICE, undefined, () => undefined);
    repost(
      event(6, 100, [
        ['e', 'f'.repeat(64)],
        ['p', BOB],
      ]),
    );
    repost(event(6, 100, [['e', 'd'.repeat(64)]], BOB));
    expect([...session().reposted]).toEqual(['f'.repeat(64)]);
  });

  it('takes a list the user just published as the newest', () => {
    const { relays, send } = fakeRelays();
    const sync = createOwnListsSync(relays);
    sync.start(ALICE, undefined, () => undefined);
    send(event(10003, 100, [['e', 'x']]));
    const published = event(10003, 101, [
      ['e', 'x'],
      ['e', 'y'],
    ]);
    sync.applyOwnEvent(published);
    send(event(10003, 100, [['e', 'x']]));
    expect(session().bookmarks).toBe(published);
  });

  it('stopping ends both subscriptions; starting again forgets what the last sync saw', () => {
    const { relays, send } = fakeRelays();
    const sync = createOwnListsSync(relays);
    const stop = sync.start(ALICE, undefined, () => undefined);
    send(event(3, 200, [['p', BOB]]));
    stop();
    for (const watch of [relays.watchOwnLists, relays.watchOwnReposts]) expect(watch.mock.results[0]?.value).toHaveBeenCalledOnce();

    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    sync.start(ALICE, undefined, () => undefined);
    send(event(3, 100, [['p', CAROL]]));
    expect(session().follows).toEqual([CAROL]);
  });
});
