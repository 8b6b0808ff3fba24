import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_MUTE_LIST, parseMuteList } from '../core/trust';
import type { NostrEvent } from '../core/types';
import { sessionActions, useSessionStore } from './session-store';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);

function list(kind: number, tags: string[][] = []): NostrEvent {
  return { id: `${kind}`.padEnd(64, '0'), pubkey: ALICE, kind, created_at: 100, tags, content: '' };
}

const state = () => useSessionStore.getState();

describe('session store actions', () => {
  beforeEach(() => sessionActions.signOut());

  it('start keeps nothing of the previous user', () => {
    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    sessionActions.followListArrived(list(3), [BOB]);
    sessionActions.reposted('post');
    sessionActions.setWorking(true);
    const relayList = list(10002);
    sessionActions.start({ pubkey: BOB, method: 'npub', signerReady: false, relayList });
    expect(state()).toMatchObject({
      pubkey: BOB,
      method: 'npub',
      signerReady: false,
      relayList,
      contacts: undefined,
      follows: undefined,
      working: false,
    });
    expect(state().reposted.size).toBe(0);
  });

  it('signOut leaves nobody signed in and no list', () => {
    sessionActions.start({ pubkey: ALICE, method: 'nip07', signerReady: true, relayList: list(10002) });
    const muteList = list(10000, [['p', BOB]]);
    sessionActions.muteListArrived(muteList, parseMuteList(muteList));
    sessionActions.muteListSettled();
    expect(state()).toMatchObject({ muteList, mutesSettled: true });
    sessionActions.signOut();
    expect(state()).toMatchObject({
      pubkey: undefined,
      method: undefined,
      signerReady: false,
      relayList: undefined,
      muteList: undefined,
      mutesSettled: false,
      mutes: EMPTY_MUTE_LIST,
    });
  });

  it('a reconnected signer or a found picture counts only for the user it was asked for', () => {
    sessionActions.start({ pubkey: ALICE, method: 'nip46', signerReady: false, relayList: undefined });
    sessionActions.askApproval('https://signer.example/approve');
    sessionActions.signerReconnected(BOB, true);
    sessionActions.pictureFound(BOB, 'https://bob.example/me.jpg');
    expect(state()).toMatchObject({ signerReady: false, authUrl: 'https://signer.example/approve', picture: undefined });
    sessionActions.signerReconnected(ALICE, true);
    sessionActions.pictureFound(ALICE, 'https://alice.example/me.jpg');
    expect(state()).toMatchObject({ signerReady: true, authUrl: undefined, picture: 'https://alice.example/me.jpg' });
  });

  it('a follow list that settles without arriving is an empty one; one that arrived is kept', () => {
    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    sessionActions.followListSettled();
    expect(state()).toMatchObject({ followsSettled: true, follows: [], contacts: undefined });

    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    const contacts = list(3, [['p', BOB]]);
    sessionActions.followListArrived(contacts, [BOB]);
    sessionActions.followListSettled();
    expect(state()).toMatchObject({ followsSettled: true, follows: [BOB], contacts });
  });

  it('keeps the lists as they arrive', () => {
    const bookmarks = list(10003, [['e', 'x']]);
    const relayList = list(10002);
    sessionActions.bookmarksArrived(bookmarks);
    sessionActions.bookmarksSettled();
    sessionActions.relayListArrived(relayList);
    sessionActions.blockedRelaysArrived(['wss://blocked.example']);
    expect(state()).toMatchObject({ bookmarks, bookmarksSettled: true, relayList, blockedRelays: ['wss://blocked.example'] });
  });

  it('a repost is recorded once, in a new set', () => {
    sessionActions.reposted('one');
    const first = state().reposted;
    sessionActions.reposted('one');
    expect(state().reposted).toBe(first);
    sessionActions.reposted('two');
    expect([...state().reposted]).toEqual(['one', 'two']);
    expect(first.has('two')).toBe(false);
  });
});
