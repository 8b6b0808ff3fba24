/**
 * The signed-in user, as plain data (SPEC.md section 3, "Session"). Logging in is done by
 * the login feature; this store only holds the result.
 */
import { create } from 'zustand';

export interface SessionState {
  pubkey: string | undefined;
  /** Hex keys from the user's follow list (kind 3), once loaded. */
  follows: string[] | undefined;
  picture: string | undefined;
}

export const useSessionStore = create<SessionState>()(() => ({
  pubkey: undefined,
  follows: undefined,
  picture: undefined,
}));

export const sessionActions = {
  /** SPEC.md section 4: logout clears the signer, session, follow list and relay list. */
  logout(): void {
    useSessionStore.setState({ pubkey: undefined, follows: undefined, picture: undefined });
  },
};
