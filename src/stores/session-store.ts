/**
 * The signed-in user, as plain data (SPEC.md section 3, "Session"). Logging in is done by
 * the login feature; this store only holds the result.
 */
import { create } from 'zustand';
import type { NostrEvent } from '../core/types';

export interface SessionState {
  pubkey: string | undefined;
  /** Hex keys from the user's follow list (kind 3), once loaded. */
  follows: string[] | undefined;
  /** The follow list event itself: a change keeps its other tags. */
  contacts: NostrEvent | undefined;
  /** A follow or unfollow is being published. */
  working: boolean;
  picture: string | undefined;
}

export const useSessionStore = create<SessionState>()(() => ({
  pubkey: undefined,
  follows: undefined,
  contacts: undefined,
  working: false,
  picture: undefined,
}));

export const sessionActions = {
  /** SPEC.md section 4: logout clears the signer, session, follow list and relay list. */
  logout(): void {
    useSessionStore.setState({ pubkey: undefined, follows: undefined, contacts: undefined, picture: undefined });
  },
};
