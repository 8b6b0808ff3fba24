/**
 * Logging in and out, and bringing a stored session back on load (docs/session-and-actions.md),
 * callable from anywhere. The login dialog closes as soon as the signer has given the
 * user's key: the follow list, relay list and profile arrive afterwards, not waited for.
 */
import { classifyLoginInput, LOGIN_INPUT_HINT } from '../core/identity';
import type { SealedSecret, StoredSession } from '../core/identity';
import type { Profile } from '../core/types';
import {
  clearSigner,
  connectRemoteSigner,
  fetchProfile,
  signInWithExtension,
  signInWithPrivateKey,
  type RemoteLogin,
  type RemoteLoginOptions,
} from '../nostr/client';
import { clearBlockedRelaySet } from '../nostr/blocked-relay-set';
import { forgetSealingKey, sealSecret, unsealSecret } from '../nostr/secret-vault';
import { ownListsSync, type OwnListsSync } from './own-lists-sync';
import { resetPostActions } from './post-actions-store';
import { startRates } from './rates-store';
import { sessionActions, useSessionStore } from './session-store';
import { forgetStoredSession, loadRelayList, loadSession, saveSession } from './stored-session';

/** What was typed is none of the four kinds the field takes. */
export class LoginInputError extends Error {
  constructor() {
    super(LOGIN_INPUT_HINT);
    this.name = 'LoginInputError';
  }
}

/** What a session needs from the signers, the key store and the relay client (src/nostr); tests pass fakes. */
export interface SessionEdges {
  signInWithExtension(): Promise<string>;
  signInWithPrivateKey(secretHex: string): Promise<string>;
  connectRemoteSigner(input: string, options: RemoteLoginOptions): Promise<RemoteLogin>;
  clearSigner(): Promise<void>;
  sealSecret(secret: string): Promise<SealedSecret>;
  unsealSecret(sealed: SealedSecret): Promise<string | undefined>;
  forgetSealingKey(): Promise<void>;
  /** docs/session-and-actions.md, Logout: the wallet connected on this device is disconnected. */
  forgetWallet(): Promise<void>;
  clearBlockedRelaySet(): void;
  fetchProfile(pubkey: string): Promise<Profile | undefined>;
  ownLists: Pick<OwnListsSync, 'start'>;
  startRates(): void;
}

export interface LoginOptions {
  onAuthUrl(url: string): void;
  signal?: AbortSignal;
}

export interface SessionLifecycle {
  /** The dialog's one field: a bunker URL, a NIP-05 address, an nsec or an npub. */
  loginWithInput(text: string, options: LoginOptions): Promise<void>;
  loginWithExtension(): Promise<void>;
  /** Tries once more to bring the session's signer back; true when it is ready. */
  reconnectSigner(): Promise<boolean>;
  /** A restored session's lists and signer (session-restore.ts calls this once the first screen is in). */
  resumeRestoredSession(pubkey: string): void;
  /** docs/session-and-actions.md, Logout: logout clears the signer, session, follow list and relay list. */
  logoutSession(): void;
}

/** The session's lifecycle over the given edges; it holds the running list sync and signer reconnection. */
export function createSessionLifecycle(edges: SessionEdges): SessionLifecycle {
  let stopSync: (() => void) | undefined;
  let reconnecting: Promise<boolean> | undefined;

  /** Follows the user's lists, then their picture and the rates (docs/session-and-actions.md, Own lists). */
  function startSync(pubkey: string): void {
    stopSync?.();
    const showPicture = (): void => void edges.fetchProfile(pubkey).then((profile) => sessionActions.pictureFound(pubkey, profile?.image));
    stopSync = edges.ownLists.start(pubkey, useSessionStore.getState().relayList, showPicture);
    edges.startRates();
  }

  function begin({ pubkey, method }: Pick<StoredSession, 'pubkey' | 'method'>, signerReady: boolean): void {
    resetPostActions();
    sessionActions.start({ pubkey, method, signerReady, relayList: loadRelayList(pubkey) });
    startSync(pubkey);
  }

  /** A key sealed for storage; without a working key store the session lives in memory only. */
  async function sealed(secret: string): Promise<SealedSecret | undefined> {
    try {
      return await edges.sealSecret(secret);
    } catch (error) {
      console.warn('The session will not survive a reload: no key store', error);
      return undefined;
    }
  }

  async function loginWithInput(text: string, options: LoginOptions): Promise<void> {
    const input = classifyLoginInput(text);
    switch (input.kind) {
      case 'invalid':
        throw new LoginInputError();
      case 'npub': {
        const session: StoredSession = { method: 'npub', pubkey: input.pubkey };
        saveSession(session);
        begin(session, false);
        return;
      }
      case 'nsec': {
        const pubkey = await edges.signInWithPrivateKey(input.secretKey);
        const privkey = await sealed(input.secretKey);
        if (privkey) saveSession({ method: 'nsec', pubkey, privkey });
        begin({ method: 'nsec', pubkey }, true);
        return;
      }
      default: {
        const remote = await edges.connectRemoteSigner(text, options);
        const privkey = await sealed(remote.localSecret);
        const bunker = privkey && { privkey, relays: remote.relays, pubkey: remote.bunkerPubkey };
        if (bunker) saveSession({ method: 'nip46', pubkey: remote.pubkey, bunker });
        begin({ method: 'nip46', pubkey: remote.pubkey }, true);
      }
    }
  }

  async function loginWithExtension(): Promise<void> {
    const pubkey = await edges.signInWithExtension();
    const session: StoredSession = { method: 'nip07', pubkey };
    saveSession(session);
    begin(session, true);
  }

  /** The stored session's signer, brought back (docs/session-and-actions.md, Session restore on load). */
  async function restoreSigner(session: StoredSession): Promise<boolean> {
    switch (session.method) {
      case 'npub':
        return false;
      case 'nip07':
        return (await edges.signInWithExtension()) === session.pubkey;
      case 'nsec': {
        const secret = await edges.unsealSecret(session.privkey);
        return secret !== undefined && (await edges.signInWithPrivateKey(secret)) === session.pubkey;
      }
      case 'nip46': {
        const localSecret = await edges.unsealSecret(session.bunker.privkey);
        if (!localSecret) return false;
        const query = new URLSearchParams(session.bunker.relays.map((relay) => ['relay', relay]));
        const remote = await edges.connectRemoteSigner(`bunker://${session.bunker.pubkey}?${query.toString()}`, {
          localSecret,
          // A popup opened outside a click is blocked: the approval page is also offered as a link.
          onAuthUrl: sessionActions.askApproval,
        });
        return remote.pubkey === session.pubkey;
      }
    }
  }

  function reconnectSigner(): Promise<boolean> {
    const session = loadSession();
    const { pubkey } = useSessionStore.getState();
    if (!session || session.pubkey !== pubkey || session.method === 'npub') return Promise.resolve(false);
    resume(pubkey);
    reconnecting ??= restoreSigner(session)
      .catch((error: unknown) => {
        console.warn('Could not reconnect the signer', error);
        return false;
      })
      .then((ready) => {
        reconnecting = undefined;
        sessionActions.signerReconnected(pubkey, ready);
        return ready;
      });
    return reconnecting;
  }

  /** The restored user's lists start once, at the latest when an action needs them. */
  function resume(pubkey: string): void {
    if (stopSync || useSessionStore.getState().pubkey !== pubkey) return;
    startSync(pubkey);
  }

  function resumeRestoredSession(pubkey: string): void {
    resume(pubkey);
    if (useSessionStore.getState().method !== 'npub') void reconnectSigner();
  }

  function logoutSession(): void {
    stopSync?.();
    stopSync = undefined;
    forgetStoredSession();
    sessionActions.signOut();
    resetPostActions();
    void edges.clearSigner();
    edges.clearBlockedRelaySet();
    void edges.forgetSealingKey();
    void edges.forgetWallet();
  }

  return { loginWithInput, loginWithExtension, reconnectSigner, resumeRestoredSession, logoutSession };
}

/** The app's session, over the real signers, key store and relay client. */
export const { loginWithInput, loginWithExtension, reconnectSigner, resumeRestoredSession, logoutSession } = createSessionLifecycle({
  signInWithExtension,
  signInWithPrivateKey,
  connectRemoteSigner,
  clearSigner,
  sealSecret,
  unsealSecret,
  forgetSealingKey,
  // Loaded only here and with the wallet's screens: the wallet's code is not the first screen's.
  forgetWallet: () => import('./wallet-store').then((wallet) => wallet.walletActions.disconnect()),
  clearBlockedRelaySet,
  fetchProfile,
  ownLists: ownListsSync,
  startRates,
});
