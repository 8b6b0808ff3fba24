// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELAY_LIST_KEY, SESSION_KEY, type SealedSecret } from '../core/identity';
import type { NostrEvent } from '../core/types';
import { createFirstPictures } from './first-pictures';
import { createSessionLifecycle, type SessionEdges } from './session-actions';
import { restoreSession, type RestoreEdges } from './session-restore';
import { sessionActions, useSessionStore } from './session-store';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const SECRET = '1'.repeat(64);
const SEALED: SealedSecret = { iv: 'aXY=', data: 'c2VhbGVk' };

function relayListOf(pubkey: string): NostrEvent {
  return {
    id: 'f'.repeat(64),
    pubkey,
    kind: 10002,
    created_at: 1,
    tags: [['r', 'wss://alice.example']],
    content: '',
    sig: 'e'.repeat(128),
  };
}

/** The page, played by the test: its first pictures on a fake clock, and a session over a fake signer. */
function fakePage() {
  const pictures = createFirstPictures();
  const signer: SessionEdges = {
    signInWithExtension: vi.fn(() => Promise.resolve(ALICE)),
    signInWithPrivateKey: vi.fn(() => Promise.resolve(ALICE)),
    connectRemoteSigner: vi.fn(() => Promise.reject(new Error('not used'))),
    clearSigner: vi.fn(() => Promise.resolve()),
    sealSecret: vi.fn(() => Promise.resolve(SEALED)),
    unsealSecret: vi.fn(() => Promise.resolve(SECRET)),
    forgetSealingKey: vi.fn(() => Promise.resolve()),
    forgetWallet: vi.fn(() => Promise.resolve()),
    clearBlockedRelaySet: vi.fn(),
    fetchProfile: vi.fn(() => Promise.resolve(undefined)),
    ownLists: { start: vi.fn(() => () => undefined) },
    startRates: vi.fn(),
  };
  const lifecycle = createSessionLifecycle(signer);
  const edges = {
    addBlockedRelays: vi.fn(),
    firstScreenDone: pictures.whenShown,
    resume: vi.fn((pubkey: string) => Promise.resolve(lifecycle.resumeRestoredSession(pubkey))),
  } satisfies RestoreEdges;
  return { pictures, signer, edges };
}

const session = () => useSessionStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionActions.signOut();
});

afterEach(() => vi.useRealTimers());

describe('session restore on load', () => {
  it('with nothing stored, nobody is signed in and nothing is resumed', async () => {
    const { edges } = fakePage();
    restoreSession(edges);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(session().pubkey).toBeUndefined();
    expect(edges.addBlockedRelays).not.toHaveBeenCalled();
    expect(edges.resume).not.toHaveBeenCalled();
  });

  it('a stored value that cannot be read is ignored', () => {
    const { edges } = fakePage();
    localStorage.setItem(SESSION_KEY, JSON.stringify({ method: 'nsec', pubkey: ALICE, privkey: SECRET }));
    restoreSession(edges);
    expect(session().pubkey).toBeUndefined();
  });

  it('shows the user, their relay list and blocked relays at once; the signer comes back after the first pictures', async () => {
    const { edges, signer, pictures } = fakePage();
    localStorage.setItem(SESSION_KEY, JSON.stringify({ method: 'nsec', pubkey: ALICE, privkey: SEALED }));
    localStorage.setItem(RELAY_LIST_KEY, JSON.stringify(relayListOf(ALICE)));
    localStorage.setItem('diorama-blocked-relays', JSON.stringify(['wss://blocked.example']));
    restoreSession(edges);
    expect(edges.addBlockedRelays).toHaveBeenCalledWith(['wss://blocked.example']);
    expect(session()).toMatchObject({ pubkey: ALICE, method: 'nsec', signerReady: false, relayList: relayListOf(ALICE) });

    await vi.advanceTimersByTimeAsync(1_000);
    expect(edges.resume).not.toHaveBeenCalled();
    pictures.markShown();
    await vi.waitFor(() => expect(session().signerReady).toBe(true));
    expect(edges.resume).toHaveBeenCalledWith(ALICE);
    expect(signer.signInWithPrivateKey).toHaveBeenCalledWith(SECRET);
    expect(signer.ownLists.start).toHaveBeenCalledWith(ALICE, relayListOf(ALICE), expect.any(Function));
  });

  it("does not wait past the first screen's time limit for pictures that never load", async () => {
    const { edges } = fakePage();
    localStorage.setItem(SESSION_KEY, JSON.stringify({ method: 'nip07', pubkey: ALICE }));
    restoreSession(edges);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(edges.resume).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(edges.resume).toHaveBeenCalledWith(ALICE);
    await vi.waitFor(() => expect(session().signerReady).toBe(true));
  });

  it('leaves out a stored relay list of another user', () => {
    const { edges } = fakePage();
    localStorage.setItem(SESSION_KEY, JSON.stringify({ method: 'npub', pubkey: ALICE }));
    localStorage.setItem(RELAY_LIST_KEY, JSON.stringify(relayListOf(BOB)));
    restoreSession(edges);
    expect(session()).toMatchObject({ pubkey: ALICE, method: 'npub', relayList: undefined });
  });
});
