/**
 * The signed-in user, as plain data (docs/session-and-actions.md, Stored session and Own lists).
 * It changes only through `sessionActions` below; logging in and out is session-actions.ts;
 * views read it through selectors.
 */
import { create } from 'zustand';
import { EMPTY_MUTE_LIST, type MuteList } from '../core/trust';
import type { LoginMethod } from '../core/identity';
import type { NostrEvent } from '../core/types';

export interface SessionState {
  pubkey: string | undefined;
  method: LoginMethod | undefined;
  /** A signer is installed and answering; never for a read-only (npub) session. */
  signerReady: boolean;
  /** A restored remote signer asks for approval at this (https) address. */
  authUrl: string | undefined;
  /** The follow list event (kind 3): a change keeps its other tags. */
  contacts: NostrEvent | undefined;
  /** Hex keys from the follow list, once one is known (or every relay had none). */
  follows: string[] | undefined;
  /** Every relay has answered (or timed out) for the follow list: publishing is safe. */
  followsSettled: boolean;
  relayList: NostrEvent | undefined;
  bookmarks: NostrEvent | undefined;
  bookmarksSettled: boolean;
  /** The mute list event (kind 10000): a mute added here keeps its other tags and its content. */
  muteList: NostrEvent | undefined;
  /** Every relay has answered (or timed out) for the mute list: publishing is safe. */
  mutesSettled: boolean;
  /** What the feed hides for the list: parsed from `muteList`, or with an entry being published. */
  mutes: MuteList;
  blockedRelays: readonly string[];
  /** Ids of posts the user has reposted (docs/session-and-actions.md, Post actions). */
  reposted: ReadonlySet<string>;
  /** A follow or unfollow is being published. */
  working: boolean;
  picture: string | undefined;
}

const signedOut: SessionState = {
  pubkey: undefined,
  method: undefined,
  signerReady: false,
  authUrl: undefined,
  contacts: undefined,
  follows: undefined,
  followsSettled: false,
  relayList: undefined,
  bookmarks: undefined,
  bookmarksSettled: false,
  muteList: undefined,
  mutesSettled: false,
  mutes: EMPTY_MUTE_LIST,
  blockedRelays: [],
  reposted: new Set(),
  working: false,
  picture: undefined,
};

export const useSessionStore = create<SessionState>()(() => signedOut);

const { getState, setState } = useSessionStore;

/**
 * Every change to the session, by name: the login and restore code, the own-lists sync
 * and the actions on posts call these, and nothing else sets the store.
 */
export const sessionActions = {
  /** A user signs in or comes back from storage: nothing of the previous user is kept. */
  start({
    pubkey,
    method,
    signerReady,
    relayList,
  }: {
    pubkey: string;
    method: LoginMethod;
    signerReady: boolean;
    relayList: NostrEvent | undefined;
  }): void {
    setState({ ...signedOut, pubkey, method, signerReady, relayList });
  },
  signOut(): void {
    setState(signedOut);
  },
  /** A restored remote signer asks for approval at this address. */
  askApproval(authUrl: string): void {
    setState({ authUrl });
  },
  /** Reconnecting `pubkey`'s signer has ended; ignored once another user has signed in. */
  signerReconnected(pubkey: string, ready: boolean): void {
    if (getState().pubkey === pubkey) setState({ signerReady: ready, authUrl: undefined });
  },
  /** The profile picture of `pubkey`; ignored once another user has signed in. */
  pictureFound(pubkey: string, picture: string | undefined): void {
    if (getState().pubkey === pubkey) setState({ picture });
  },
  followListArrived(contacts: NostrEvent, follows: string[]): void {
    setState({ contacts, follows });
  },
  /** Every relay has answered for the follow list; with none found, the user follows nobody yet. */
  followListSettled(): void {
    setState({ followsSettled: true, follows: getState().follows ?? [] });
  },
  relayListArrived(relayList: NostrEvent): void {
    setState({ relayList });
  },
  bookmarksArrived(bookmarks: NostrEvent): void {
    setState({ bookmarks });
  },
  bookmarksSettled(): void {
    setState({ bookmarksSettled: true });
  },
  muteListArrived(muteList: NostrEvent, mutes: MuteList): void {
    setState({ muteList, mutes });
  },
  muteListSettled(): void {
    setState({ mutesSettled: true });
  },
  /** What the feed hides changes ahead of the list: an entry being published, or taken back when that failed. */
  mutesChanged(mutes: MuteList): void {
    setState({ mutes });
  },
  blockedRelaysArrived(blockedRelays: readonly string[]): void {
    setState({ blockedRelays });
  },
  /** The user has reposted this post. */
  reposted(postId: string): void {
    const { reposted } = getState();
    if (!reposted.has(postId)) setState({ reposted: new Set(reposted).add(postId) });
  },
  /** A follow or unfollow has started or ended publishing. */
  setWorking(working: boolean): void {
    setState({ working });
  },
};
