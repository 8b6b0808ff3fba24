/**
 * The signed-in user, as plain data (docs/session-and-actions.md, Stored session and Own lists). The
 * actions that change it are in session-actions.ts; views read it through selectors.
 */
import { create } from 'zustand';
import { EMPTY_MUTE_LIST, type MuteList } from '../core/mute-list';
import type { LoginMethod } from '../core/stored-session';
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
  mutes: MuteList;
  blockedRelays: readonly string[];
  /** Ids of posts the user has reposted (docs/session-and-actions.md, Post actions). */
  reposted: ReadonlySet<string>;
  /** A follow or unfollow is being published. */
  working: boolean;
  picture: string | undefined;
}

export const signedOut: SessionState = {
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
  mutes: EMPTY_MUTE_LIST,
  blockedRelays: [],
  reposted: new Set(),
  working: false,
  picture: undefined,
};

export const useSessionStore = create<SessionState>()(() => signedOut);
