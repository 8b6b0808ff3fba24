// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseMuteList } from '../core/trust';
import type { MediaItem, NostrEvent } from '../core/types';
import type { EventTemplate } from '../nostr/client';
import { feedActions, initialFeedState, useFeedStore } from './feed-store';
import { localMutesActions, useLocalMutes } from './local-mutes-store';
import { mute, undoDeviceMute, type MuteEdges } from './mute-action';
import { unreadableList } from './newest-own-list';
import { muteActionState, useMuteAction } from './mute-action-store';
import { startMuteFilter } from './mute-filter';
import { createOwnListsSync } from './own-lists-sync';
import { sessionActions, useSessionStore } from './session-store';
import { useViewStore, viewActions } from './view-store';
import { pictureOf } from '../../tests/support/media-item';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const CAROL = 'c'.repeat(64);
const NOW = 1_700_000_000;

/** A picture by `authorId` in a post of its own, whose id is the author's key with a changed first digit. */
function mediaBy(authorId: string, at: number): MediaItem {
  const post: NostrEvent = { id: `${at % 10}${authorId.slice(1)}`, pubkey: authorId, kind: 20, created_at: at, tags: [], content: '' };
  return pictureOf(post, `https://media.example/${authorId.slice(0, 2)}-${at}.jpg`);
}

const earlierTags = [
  ['p', CAROL],
  ['t', 'spam'],
  ['word', 'giveaway'],
  ['e', 'd'.repeat(64)],
];
const earlierList: NostrEvent = {
  id: '9'.repeat(64),
  pubkey: ALICE,
  kind: 10000,
  created_at: NOW - 60,
  tags: earlierTags,
  content: 'opaque-private-entries?iv=x',
};

/** The signer and relays played by the test; lists the relays accept go to a real sync. */
function fakeEdges() {
  const sync = createOwnListsSync({
    watchOwnLists: () => () => undefined,
    watchOwnReposts: () => () => undefined,
    addUserRelays: () => Promise.resolve(),
    blockRelays: () => Promise.resolve(),
  });
  return {
    requireSigner: vi.fn(() => Promise.resolve()),
    publishRelays: vi.fn(() => Promise.resolve(['wss://relay.example'])),
    publishEvent: vi.fn((template: EventTemplate): Promise<NostrEvent> =>
      Promise.resolve({ ...template, id: 'f'.repeat(64), pubkey: ALICE, sig: 'e'.repeat(128) }),
    ),
    applyOwnEvent: sync.applyOwnEvent,
    // The relays answer, holding nothing newer than the session has seen, unless a test says otherwise.
    readOwnListNow: vi.fn<MuteEdges['readOwnListNow']>(() => Promise.resolve({ events: [], answered: 1 })),
  } satisfies MuteEdges;
}

const authors = () => useFeedStore.getState().items.map((item) => item.authorId);
const session = () => useSessionStore.getState();
const notice = () => useMuteAction.getState().notice;
let stopFilter: () => void = () => undefined;

function signIn(method: 'nsec' | 'npub' = 'nsec'): void {
  sessionActions.start({ pubkey: ALICE, method, signerReady: method !== 'npub', relayList: undefined });
}

function listArrives(list: NostrEvent = earlierList): void {
  sessionActions.muteListArrived(list, parseMuteList(list));
  sessionActions.muteListSettled();
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW * 1000 });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
  localMutesActions.reload();
  muteActionState.reset();
  sessionActions.signOut();
  viewActions.reset();
  useFeedStore.setState(initialFeedState, true);
  stopFilter = startMuteFilter();
  feedActions.reset('feed');
  feedActions.add('feed', [mediaBy(BOB, NOW - 1), mediaBy(ALICE, NOW - 2), mediaBy(BOB, NOW - 3)]);
});

afterEach(() => {
  stopFilter();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('muting with a signer', () => {
  it("adds the author to the user's list, keeping every other tag in order and the private content, and hides them at once", async () => {
    localStorage.setItem('diorama-first-screen', '[]');
    signIn();
    listArrives();
    const edges = fakeEdges();
    let accept: () => void = () => undefined;
    edges.publishEvent.mockImplementation(
      (template) =>
        new Promise((resolve) => {
          accept = () => resolve({ ...template, id: 'f'.repeat(64), pubkey: ALICE, sig: 'e'.repeat(128) });
        }),
    );
    const muting = mute({ kind: 'author', pubkey: BOB }, edges);
    await vi.waitFor(() => expect(edges.publishEvent).toHaveBeenCalled());
    // Hidden before any relay has taken the list.
    expect(authors()).toEqual([ALICE]);
    expect(useMuteAction.getState().working).toBe(true);
    expect(edges.publishEvent).toHaveBeenCalledWith(
      { kind: 10000, content: earlierList.content, tags: [...earlierTags, ['p', BOB]], created_at: NOW },
      ['wss://relay.example'],
    );
    accept();
    await muting;
    expect(session().muteList?.tags).toEqual([...earlierTags, ['p', BOB]]);
    expect(authors()).toEqual([ALICE]);
    expect(notice()).toEqual({ text: 'Author muted in your mute list.' });
    // The next visit paints no remembered first screen, which may show the author.
    expect(localStorage.getItem('diorama-first-screen')).toBeNull();
    expect(useMuteAction.getState().working).toBe(false);
    expect(useLocalMutes.getState().pubkeys).toEqual([]);
  });

  it('adds to the newest list the relays hold when signing, its private part as it was', async () => {
    signIn();
    listArrives();
    const edges = fakeEdges();
    const elsewhere = {
      ...earlierList,
      id: '1'.repeat(64),
      created_at: NOW - 5,
      tags: [...earlierTags, ['word', 'spoilers']],
      content: 'newer-ciphertext',
    };
    edges.readOwnListNow.mockResolvedValue({ events: [elsewhere], answered: 1 });
    await mute({ kind: 'author', pubkey: BOB }, edges);
    expect(edges.readOwnListNow).toHaveBeenCalledWith({ kinds: [10000], authors: [ALICE] }, ['wss://relay.example']);
    expect(edges.publishEvent).toHaveBeenCalledWith(
      { kind: 10000, content: 'newer-ciphertext', tags: [...elsewhere.tags, ['p', BOB]], created_at: NOW },
      ['wss://relay.example'],
    );
  });

  it('publishes nothing, says why and shows the author again when no relay answered the list’s read', async () => {
    signIn();
    listArrives();
    const edges = fakeEdges();
    edges.readOwnListNow.mockResolvedValue({ events: [], answered: 0 });
    await mute({ kind: 'author', pubkey: BOB }, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(notice()?.text).toBe(`${unreadableList('mute list')} The author is not muted.`);
    expect(authors()).toHaveLength(3);
    expect(session().mutes.pubkeys.has(BOB)).toBe(false);
  });

  it('hides a post by an e tag, and starts a list when the relays had none', async () => {
    signIn();
    sessionActions.muteListSettled();
    const edges = fakeEdges();
    const post = mediaBy(BOB, NOW - 1).noteId;
    await mute({ kind: 'post', eventId: post }, edges);
    expect(edges.publishEvent).toHaveBeenCalledWith(expect.objectContaining({ content: '', tags: [['e', post]] }), expect.anything());
    expect(authors()).toEqual([ALICE, BOB]);
    expect(notice()?.text).toBe('Post hidden in your mute list.');
  });

  it('publishes nothing and hides nothing before every relay has answered for the list', async () => {
    signIn();
    const edges = fakeEdges();
    await mute({ kind: 'author', pubkey: BOB }, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(authors()).toEqual([BOB, ALICE, BOB]);
    expect(notice()?.text).toBe('Your mute list is still loading. Try again in a moment.');
  });

  it('shows the author again, with a notice, when no relay takes the list', async () => {
    signIn();
    listArrives();
    const edges = fakeEdges();
    edges.publishEvent.mockRejectedValue(new Error('no relay accepted it'));
    await mute({ kind: 'author', pubkey: BOB }, edges);
    expect(authors()).toEqual(expect.arrayContaining([BOB, ALICE, BOB]));
    expect(authors()).toHaveLength(3);
    expect(session().mutes.pubkeys.has(BOB)).toBe(false);
    expect(session().muteList).toBe(earlierList);
    expect(notice()?.text).toBe('Could not update your mute list: the author is not muted.');
    expect(useMuteAction.getState().working).toBe(false);
  });

  it('does nothing when no signer can be had: the signer gate has asked for one', async () => {
    signIn();
    listArrives();
    const edges = fakeEdges();
    edges.requireSigner.mockRejectedValue(new Error('Signer required'));
    await mute({ kind: 'author', pubkey: BOB }, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(authors()).toHaveLength(3);
  });

  it('takes one mute at a time', async () => {
    signIn();
    listArrives();
    const edges = fakeEdges();
    const first = mute({ kind: 'author', pubkey: BOB }, edges);
    const second = mute({ kind: 'post', eventId: mediaBy(ALICE, NOW - 2).noteId }, edges);
    await Promise.all([first, second]);
    expect(edges.publishEvent).toHaveBeenCalledOnce();
  });

  it('goes back to the grid when no picture is left in the view', async () => {
    signIn();
    listArrives();
    viewActions.openScroll(0);
    await mute({ kind: 'author', pubkey: BOB }, fakeEdges());
    expect(useViewStore.getState().mode).toBe('scroll');
    await mute({ kind: 'author', pubkey: ALICE }, fakeEdges());
    expect(authors()).toEqual([]);
    expect(useViewStore.getState().mode).toBe('grid');
  });
});

describe('muting without a signer', () => {
  it('keeps the mute on this device, hides at once, says so, and Undo puts the pictures back', async () => {
    localStorage.setItem('diorama-first-screen', '[]');
    const edges = fakeEdges();
    await mute({ kind: 'author', pubkey: BOB }, edges);
    expect(edges.requireSigner).not.toHaveBeenCalled();
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(authors()).toEqual([ALICE]);
    expect(useLocalMutes.getState().pubkeys).toEqual([BOB]);
    expect(notice()?.text).toBe('Author muted on this device only.');
    expect(localStorage.getItem('diorama-first-screen')).toBeNull();
    undoDeviceMute();
    expect(useLocalMutes.getState().pubkeys).toEqual([]);
    expect(authors()).toEqual([BOB, ALICE, BOB]);
    expect(notice()).toEqual({ text: 'Author shown again.' });
  });

  it('keeps a read-only session’s mutes on this device too', async () => {
    signIn('npub');
    listArrives();
    const edges = fakeEdges();
    await mute({ kind: 'post', eventId: mediaBy(ALICE, NOW - 2).noteId }, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(authors()).toEqual([BOB, BOB]);
    expect(notice()?.text).toBe('Post hidden on this device only.');
  });
});
