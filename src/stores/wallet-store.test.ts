import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WALLET_URI_PROBLEMS } from '../core/social';
import { forgetSealingKey, sealSecret, unsealSecret } from '../nostr/secret-vault';
import { createWalletActions, useWalletStore, WALLET_KEY, type WalletEdges } from './wallet-store';

const WALLET = 'b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4';
const SECRET = '71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c';
const URI = `nostr+walletconnect://${WALLET}?relay=wss%3A%2F%2Frelay.example&secret=${SECRET}`;
const CONNECTION = { walletPubkey: WALLET, relay: 'wss://relay.example', secret: SECRET };

/** localStorage played by a map. */
function fakeStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** The real key store (AES-GCM under a non-extractable key, in fake-indexeddb) over a fake localStorage. */
function realVault(storage = fakeStorage()) {
  return {
    storage,
    edges: {
      seal: (text) => sealSecret(text, 'wallet'),
      unseal: (sealed) => unsealSecret(sealed, 'wallet'),
      forgetKey: vi.fn(() => forgetSealingKey('wallet')),
      storage: () => storage,
    } satisfies WalletEdges,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await forgetSealingKey('wallet');
  await forgetSealingKey('session');
});

describe('the wallet connection at rest', () => {
  it('is stored sealed: the secret and the URI appear nowhere in storage, and it comes back whole', async () => {
    const { storage, edges } = realVault();
    const wallet = createWalletActions(edges);
    expect(await wallet.connect(` ${URI} `)).toBeUndefined();
    expect(useWalletStore.getState()).toEqual({ status: 'connected', relay: 'wss://relay.example' });

    const stored = storage.values.get(WALLET_KEY) ?? '';
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain('walletconnect');
    expect(JSON.parse(stored)).toMatchObject({
      version: 1,
      relay: 'wss://relay.example',
      uri: { iv: expect.any(String), data: expect.any(String) },
    });

    // A new page: the store reads the relay back at once, and the URI only when a zap pays.
    useWalletStore.setState({ status: 'none' }, true);
    const reloaded = createWalletActions(edges);
    expect(useWalletStore.getState()).toEqual({ status: 'connected', relay: 'wss://relay.example' });
    expect(await reloaded.connection()).toEqual(CONNECTION);
  });

  it('is sealed under a key of its own: logging out (forgetting the session key) leaves it readable', async () => {
    const { edges } = realVault();
    const wallet = createWalletActions(edges);
    await wallet.connect(URI);
    await sealSecret('the session key', 'session');
    await forgetSealingKey('session');
    expect(await wallet.connection()).toEqual(CONNECTION);
  });

  it('Disconnect deletes the stored URI and its sealing key, so an old copy cannot be opened', async () => {
    const { storage, edges } = realVault();
    const wallet = createWalletActions(edges);
    await wallet.connect(URI);
    const copy = storage.values.get(WALLET_KEY) ?? '';
    await wallet.disconnect();
    expect(storage.values.has(WALLET_KEY)).toBe(false);
    expect(edges.forgetKey).toHaveBeenCalledOnce();
    expect(useWalletStore.getState()).toEqual({ status: 'none' });
    expect(await wallet.connection()).toBeUndefined();

    storage.values.set(WALLET_KEY, copy);
    wallet.reload();
    expect(await wallet.connection()).toBeUndefined();
    // What cannot be opened is no connection: it is removed rather than offered.
    expect(storage.values.has(WALLET_KEY)).toBe(false);
    expect(useWalletStore.getState()).toEqual({ status: 'none' });
  });

  it('refuses what is not a connection, says why, and keeps nothing', async () => {
    const { storage, edges } = realVault();
    const wallet = createWalletActions(edges);
    expect(await wallet.connect('bunker://abc')).toBe(WALLET_URI_PROBLEMS.notWalletUri);
    expect(await wallet.connect(URI.replace(`&secret=${SECRET}`, ''))).toBe(WALLET_URI_PROBLEMS.incomplete);
    expect(storage.values.size).toBe(0);
    expect(useWalletStore.getState()).toEqual({ status: 'none' });
  });

  it('is not kept at all when it cannot be sealed, never in plain text', async () => {
    const storage = fakeStorage();
    const wallet = createWalletActions({
      seal: () => Promise.reject(new Error('no IndexedDB')),
      unseal: () => Promise.resolve(undefined),
      forgetKey: () => Promise.resolve(),
      storage: () => storage,
    });
    expect(await wallet.connect(URI)).toMatch(/cannot keep the connection safely/);
    expect(storage.values.size).toBe(0);
    expect(useWalletStore.getState()).toEqual({ status: 'none' });
  });

  it('a stored value that is not a sealed connection is no connection', async () => {
    const storage = fakeStorage();
    storage.values.set(WALLET_KEY, JSON.stringify({ version: 1, relay: 'wss://relay.example', uri: URI }));
    const unseal = vi.fn(() => Promise.resolve(URI));
    const wallet = createWalletActions({ seal: vi.fn(), unseal, forgetKey: () => Promise.resolve(), storage: () => storage });
    expect(useWalletStore.getState()).toEqual({ status: 'none' });
    expect(await wallet.connection()).toBeUndefined();
    expect(unseal).not.toHaveBeenCalled();
  });
});
