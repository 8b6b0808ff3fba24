// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeHexKey } from '../core/events';
import { RELAY_LIST_KEY, type SealedSecret, SESSION_KEY, type StoredSession } from '../core/identity';
import type { NostrEvent } from '../core/types';
import { setLike, usePostActions } from './post-actions-store';
import { createSessionLifecycle, LoginInputError, type SessionEdges } from './session-actions';
import { sessionActions, useSessionStore } from './session-store';

const ALICE = 'a'.repeat(64);
const BUNKER = 'b'.repeat(64);
const SECRET = '1'.repeat(64);
const SEALED: SealedSecret = { iv: 'aXY=', data: 'c2VhbGVk' };

/** Signers, key store and relay client played by the test; `whenSafe` is what the list sync would run later. */
function fakeEdges() {
  const stopSync = vi.fn();
  const edges = {
    signInWithExtension: vi.fn(() => Promise.resolve(ALICE)),
    signInWithPrivateKey: vi.fn(() => Promise.resolve(ALICE)),
    connectRemoteSigner: vi.fn<SessionEdges['connectRemoteSigner']>(() =>
      Promise.resolve({ pubkey: ALICE, bunkerPubkey: BUNKER, localSecret: SECRET, relays: ['wss://bunker.example'] }),
    ),
    clearSigner: vi.fn(() => Promise.resolve()),
    sealSecret: vi.fn(() => Promise.resolve(SEALED)),
    unsealSecret: vi.fn((): Promise<string | undefined> => Promise.resolve(SECRET)),
    forgetSealingKey: vi.fn(() => Promise.resolve()),
    forgetWallet: vi.fn(() => Promise.resolve()),
    clearBlockedRelaySet: vi.fn(),
    fetchProfile: vi.fn(() => Promise.resolve({ pubkey: ALICE, image: 'https://alice.example/me.jpg' })),
    ownLists: { start: vi.fn<SessionEdges['ownLists']['start']>(() => stopSync) },
    startRates: vi.fn(),
  } satisfies SessionEdges;
  const whenSafe = (): void => edges.ownLists.start.mock.lastCall?.[2]();
  return { edges, stopSync, whenSafe };
}

const session = () => useSessionStore.getState();
const stored = (): unknown => JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null');
const onAuthUrl = (): void => undefined;

function storeSession(value: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(value));
  // What session-restore.ts does on load, before the signer comes back.
  sessionActions.start({ pubkey: value.pubkey, method: value.method, signerReady: false, relayList: undefined });
}

beforeEach(() => {
  localStorage.clear();
  sessionActions.signOut();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('login', () => {
  it('an npub signs in read-only, is stored, and its lists start from the stored relay list', async () => {
    const { edges } = fakeEdges();
    const relayList: NostrEvent = {
      id: 'f'.repeat(64),
      pubkey: ALICE,
      kind: 10002,
      created_at: 1,
      tags: [],
      content: '',
      sig: 'e'.repeat(128),
    };
    localStorage.setItem(RELAY_LIST_KEY, JSON.stringify(relayList));
    await createSessionLifecycle(edges).loginWithInput(encodeHexKey('npub', ALICE), { onAuthUrl });
    expect(session()).toMatchObject({ pubkey: ALICE, method: 'npub', signerReady: false, relayList });
    expect(stored()).toEqual({ method: 'npub', pubkey: ALICE });
    expect(edges.ownLists.start).toHaveBeenCalledWith(ALICE, relayList, expect.any(Function));
    expect(edges.startRates).toHaveBeenCalledOnce();
    expect(edges.signInWithPrivateKey).not.toHaveBeenCalled();
  });

  it("an nsec signs in with a signer, stores the key sealed only, and clears the last user's post actions", async () => {
    const { edges } = fakeEdges();
    setLike('post', 'liked');
    await createSessionLifecycle(edges).loginWithInput(encodeHexKey('nsec', SECRET), { onAuthUrl });
    expect(edges.signInWithPrivateKey).toHaveBeenCalledWith(SECRET);
    expect(edges.sealSecret).toHaveBeenCalledWith(SECRET);
    expect(stored()).toEqual({ method: 'nsec', pubkey: ALICE, privkey: SEALED });
    expect(localStorage.getItem(SESSION_KEY)).not.toContain(SECRET);
    expect(session()).toMatchObject({ pubkey: ALICE, method: 'nsec', signerReady: true });
    expect(usePostActions.getState().likes).toEqual({});
  });

  it('without a key store the nsec session lives in memory only', async () => {
    const { edges } = fakeEdges();
    edges.sealSecret.mockRejectedValue(new Error('no IndexedDB'));
    await createSessionLifecycle(edges).loginWithInput(encodeHexKey('nsec', SECRET), { onAuthUrl });
    expect(stored()).toBeNull();
    expect(session()).toMatchObject({ pubkey: ALICE, signerReady: true });
  });

  it("a bunker URL stores the sealed local key with the signer's key and relays", async () => {
    const { edges } = fakeEdges();
    const url = `bunker://${BUNKER}?relay=wss://bunker.example`;
    const options = { onAuthUrl };
    await createSessionLifecycle(edges).loginWithInput(url, options);
    expect(edges.connectRemoteSigner).toHaveBeenCalledWith(url, options);
    expect(stored()).toEqual({
      method: 'nip46',
      pubkey: ALICE,
      bunker: { privkey: SEALED, relays: ['wss://bunker.example'], pubkey: BUNKER },
    });
    expect(session()).toMatchObject({ pubkey: ALICE, method: 'nip46', signerReady: true });
  });

  it('anything else typed is refused, and nobody signs in', async () => {
    const { edges } = fakeEdges();
    await expect(createSessionLifecycle(edges).loginWithInput('hello', { onAuthUrl })).rejects.toBeInstanceOf(LoginInputError);
    expect(session().pubkey).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('the extension signs in; the picture comes once the lists say it is safe to fetch', async () => {
    const { edges, whenSafe } = fakeEdges();
    await createSessionLifecycle(edges).loginWithExtension();
    expect(stored()).toEqual({ method: 'nip07', pubkey: ALICE });
    expect(session()).toMatchObject({ pubkey: ALICE, method: 'nip07', signerReady: true, picture: undefined });
    expect(edges.fetchProfile).not.toHaveBeenCalled();
    whenSafe();
    await vi.waitFor(() => expect(session().picture).toBe('https://alice.example/me.jpg'));
    expect(edges.fetchProfile).toHaveBeenCalledWith(ALICE);
  });
});

describe('logout', () => {
  it('stops the lists and forgets the signer, the session, the stored entries, the sealing key and the wallet', async () => {
    const { edges, stopSync } = fakeEdges();
    const lifecycle = createSessionLifecycle(edges);
    await lifecycle.loginWithInput(encodeHexKey('nsec', SECRET), { onAuthUrl });
    localStorage.setItem(RELAY_LIST_KEY, '{}');
    localStorage.setItem('diorama-blocked-relays', '[]');
    setLike('post', 'liked');
    lifecycle.logoutSession();
    expect(stopSync).toHaveBeenCalledOnce();
    expect(session()).toMatchObject({ pubkey: undefined, method: undefined, signerReady: false });
    expect(usePostActions.getState().likes).toEqual({});
    expect([SESSION_KEY, RELAY_LIST_KEY, 'diorama-blocked-relays'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(edges.clearSigner).toHaveBeenCalledOnce();
    expect(edges.clearBlockedRelaySet).toHaveBeenCalledOnce();
    expect(edges.forgetSealingKey).toHaveBeenCalledOnce();
    expect(edges.forgetWallet).toHaveBeenCalledOnce();
  });
});

describe('a restored session', () => {
  it('starts its lists once and brings a sealed key back as its signer', async () => {
    const { edges } = fakeEdges();
    storeSession({ method: 'nsec', pubkey: ALICE, privkey: SEALED });
    const lifecycle = createSessionLifecycle(edges);
    lifecycle.resumeRestoredSession(ALICE);
    await vi.waitFor(() => expect(session().signerReady).toBe(true));
    expect(edges.unsealSecret).toHaveBeenCalledWith(SEALED);
    expect(edges.signInWithPrivateKey).toHaveBeenCalledWith(SECRET);
    expect(await lifecycle.reconnectSigner()).toBe(true);
    expect(edges.ownLists.start).toHaveBeenCalledOnce();
  });

  it('a read-only session starts its lists and asks no signer', () => {
    const { edges } = fakeEdges();
    storeSession({ method: 'npub', pubkey: ALICE });
    createSessionLifecycle(edges).resumeRestoredSession(ALICE);
    expect(edges.ownLists.start).toHaveBeenCalledOnce();
    expect(edges.signInWithExtension).not.toHaveBeenCalled();
    expect(edges.unsealSecret).not.toHaveBeenCalled();
  });

  it('a remote signer reconnects through the stored relays, its approval page shown until it answers', async () => {
    const { edges } = fakeEdges();
    let answer: (() => void) | undefined;
    edges.connectRemoteSigner.mockImplementation((_input, options) => {
      options.onAuthUrl('https://bunker.example/approve');
      return new Promise((resolve) => {
        answer = () => resolve({ pubkey: ALICE, bunkerPubkey: BUNKER, localSecret: SECRET, relays: ['wss://bunker.example'] });
      });
    });
    storeSession({ method: 'nip46', pubkey: ALICE, bunker: { privkey: SEALED, relays: ['wss://bunker.example'], pubkey: BUNKER } });
    createSessionLifecycle(edges).resumeRestoredSession(ALICE);
    await vi.waitFor(() => expect(session().authUrl).toBe('https://bunker.example/approve'));
    expect(edges.connectRemoteSigner).toHaveBeenCalledWith(
      `bunker://${BUNKER}?relay=wss%3A%2F%2Fbunker.example`,
      expect.objectContaining({ localSecret: SECRET }),
    );
    answer?.();
    await vi.waitFor(() => expect(session()).toMatchObject({ signerReady: true, authUrl: undefined }));
  });

  it('actions waiting for the signer share one attempt; a signer that fails leaves the session without one', async () => {
    const { edges } = fakeEdges();
    edges.signInWithExtension.mockRejectedValue(new Error('no extension'));
    storeSession({ method: 'nip07', pubkey: ALICE });
    const lifecycle = createSessionLifecycle(edges);
    const attempts = [lifecycle.reconnectSigner(), lifecycle.reconnectSigner()];
    expect(await Promise.all(attempts)).toEqual([false, false]);
    expect(edges.signInWithExtension).toHaveBeenCalledOnce();
    expect(session()).toMatchObject({ pubkey: ALICE, signerReady: false });
  });

  it("an extension that gives another key is not the session's signer", async () => {
    const { edges } = fakeEdges();
    edges.signInWithExtension.mockResolvedValue(BUNKER);
    storeSession({ method: 'nip07', pubkey: ALICE });
    expect(await createSessionLifecycle(edges).reconnectSigner()).toBe(false);
    expect(session().signerReady).toBe(false);
  });

  it('a signer that answers after logout does not sign anybody in', async () => {
    const { edges } = fakeEdges();
    let answer: ((pubkey: string) => void) | undefined;
    edges.signInWithExtension.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    storeSession({ method: 'nip07', pubkey: ALICE });
    const lifecycle = createSessionLifecycle(edges);
    const reconnecting = lifecycle.reconnectSigner();
    lifecycle.logoutSession();
    answer?.(ALICE);
    expect(await reconnecting).toBe(true);
    expect(session()).toMatchObject({ pubkey: undefined, signerReady: false });
  });

  it('nothing is reconnected for a session that is not the one stored', async () => {
    const { edges } = fakeEdges();
    storeSession({ method: 'nip07', pubkey: ALICE });
    localStorage.removeItem(SESSION_KEY);
    expect(await createSessionLifecycle(edges).reconnectSigner()).toBe(false);
    expect(edges.signInWithExtension).not.toHaveBeenCalled();
    expect(edges.ownLists.start).not.toHaveBeenCalled();
  });
});
