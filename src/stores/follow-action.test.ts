// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFollows } from '../core/contact-list';
import type { NostrEvent } from '../core/types';
import type { EventTemplate } from '../nostr/client';
import { toggleFollow, type FollowEdges } from './follow-action';
import { createOwnListsSync } from './own-lists-sync';
import { resetPostActions, usePostActions } from './post-actions-store';
import { sessionActions, useSessionStore } from './session-store';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const CAROL = 'c'.repeat(64);
const NOW = 1_700_000_000;
const RELAYS = ['wss://relay.example'];

/** The signer and relays played by the test; the list the relays accept goes to a real sync. */
function fakeEdges() {
  const sync = createOwnListsSync({
    watchOwnLists: () => () => undefined,
    watchOwnReposts: () => () => undefined,
    addUserRelays: () => Promise.resolve(),
    blockRelays: () => Promise.resolve(),
  });
  return {
    requireSigner: vi.fn(() => Promise.resolve()),
    publishRelays: vi.fn(() => Promise.resolve(RELAYS)),
    publishEvent: vi.fn((template: EventTemplate): Promise<NostrEvent> =>
      Promise.resolve({ ...template, id: 'f'.repeat(64), pubkey: ALICE, sig: 'e'.repeat(128) }),
    ),
    applyOwnEvent: sync.applyOwnEvent,
  } satisfies FollowEdges;
}

function signedInWith(contacts: NostrEvent | undefined): void {
  sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
  if (contacts) sessionActions.followListArrived(contacts, parseFollows(contacts));
  sessionActions.followListSettled();
}

const followList = (created_at: number, tags: string[][]): NostrEvent => ({
  id: 'd'.repeat(64),
  pubkey: ALICE,
  kind: 3,
  created_at,
  tags,
  content: '',
});
const session = () => useSessionStore.getState();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW * 1000 });
  resetPostActions();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('follow action', () => {
  it("adds the author to the newest list, keeps its other tags, and the published list becomes the session's", async () => {
    const edges = fakeEdges();
    signedInWith(
      followList(NOW - 60, [
        ['p', BOB],
        ['t', 'photography'],
      ]),
    );
    await toggleFollow(CAROL, edges);
    expect(edges.requireSigner).toHaveBeenCalledWith('follow');
    expect(edges.publishEvent).toHaveBeenCalledWith(
      {
        kind: 3,
        content: '',
        tags: [
          ['p', BOB],
          ['t', 'photography'],
          ['p', CAROL],
        ],
        created_at: NOW,
      },
      RELAYS,
    );
    expect(session()).toMatchObject({ follows: [BOB, CAROL], working: false });
  });

  it('removes a followed author, one second after a list from this very second', async () => {
    const edges = fakeEdges();
    signedInWith(
      followList(NOW, [
        ['p', BOB],
        ['p', CAROL],
      ]),
    );
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).toHaveBeenCalledWith(expect.objectContaining({ tags: [['p', CAROL]], created_at: NOW + 1 }), RELAYS);
    expect(session().follows).toEqual([CAROL]);
  });

  it('starts a new list when every relay answered without one', async () => {
    const edges = fakeEdges();
    signedInWith(undefined);
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).toHaveBeenCalledWith(expect.objectContaining({ tags: [['p', BOB]] }), RELAYS);
  });

  it('publishes nothing before every relay has answered for the list', async () => {
    const edges = fakeEdges();
    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
  });

  it('publishes nothing when the signer is refused', async () => {
    const edges = fakeEdges();
    edges.requireSigner.mockRejectedValue(new Error('Signer required'));
    signedInWith(followList(NOW - 60, []));
    sessionActions.signerReconnected(ALICE, false);
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(session().working).toBe(false);
  });

  it('is working while it publishes, and a second press meanwhile does nothing', async () => {
    const edges = fakeEdges();
    let accept: ((event: NostrEvent) => void) | undefined;
    edges.publishEvent.mockImplementation(() => new Promise((resolve) => (accept = resolve)));
    signedInWith(followList(NOW - 60, []));
    const first = toggleFollow(BOB, edges);
    await vi.waitFor(() => expect(session().working).toBe(true));
    await toggleFollow(CAROL, edges);
    expect(edges.publishEvent).toHaveBeenCalledOnce();
    accept?.(followList(NOW, [['p', BOB]]));
    await first;
    expect(session()).toMatchObject({ working: false, follows: [BOB] });
  });

  it('a failed publish keeps the list and says so', async () => {
    const edges = fakeEdges();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    edges.publishEvent.mockRejectedValue(new Error('rejected by every relay'));
    signedInWith(followList(NOW - 60, [['p', BOB]]));
    await toggleFollow(CAROL, edges);
    expect(session()).toMatchObject({ working: false });
    expect(session().contacts?.tags).toEqual([['p', BOB]]);
    expect(usePostActions.getState().notice).toBe('Could not update your follows.');
    expect(error).toHaveBeenCalled();
  });
});
