/**
 * The wallet connected on this device (NIP-47; docs/session-and-actions.md, Wallet
 * connection). The URI holds the key that spends from the wallet, so it is kept as the
 * private key is: sealed with AES-GCM under a non-extractable key of its own
 * (nostr/secret-vault.ts), never in plain text. The store holds only what may be shown:
 * whether a wallet is connected and its relay; the URI is unsealed when a zap pays.
 */
import { create } from 'zustand';
import type { SealedSecret } from '../core/identity';
import { parseStoredWallet, parseWalletUri, serializeStoredWallet, type WalletConnection } from '../core/social';
import { forgetSealingKey, sealSecret, unsealSecret } from '../nostr/secret-vault';

/** docs/cache-and-offline.md, Local storage keys. */
export const WALLET_KEY = 'diorama-wallet';

export type WalletState = { status: 'none' } | { status: 'connected'; relay: string };

/** The key store and storage the wallet is kept in; tests pass fakes. */
export interface WalletEdges {
  seal(text: string): Promise<SealedSecret>;
  unseal(sealed: SealedSecret): Promise<string | undefined>;
  forgetKey(): Promise<void>;
  storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

export interface WalletActions {
  /** Checks, seals and stores a pasted URI; the problem in words when it is not a connection. */
  connect(uri: string): Promise<string | undefined>;
  /** "Disconnect": the stored URI and its sealing key are deleted. */
  disconnect(): Promise<void>;
  /** The connection for a payment; undefined when none is stored or it can no longer be unsealed. */
  connection(): Promise<WalletConnection | undefined>;
  /** Read the stored connection again, as a reload would. */
  reload(): void;
}

export const useWalletStore = create<WalletState>()(() => ({ status: 'none' }));

export function createWalletActions(edges: WalletEdges): WalletActions {
  function read(): string | null {
    try {
      return edges.storage()?.getItem(WALLET_KEY) ?? null;
    } catch {
      return null;
    }
  }

  function write(value: string | undefined): void {
    try {
      const storage = edges.storage();
      if (value === undefined) storage?.removeItem(WALLET_KEY);
      else storage?.setItem(WALLET_KEY, value);
    } catch (error) {
      console.warn('Could not store', WALLET_KEY, error);
    }
  }

  function reload(): void {
    const stored = parseStoredWallet(read());
    useWalletStore.setState(stored ? { status: 'connected', relay: stored.relay } : { status: 'none' }, true);
  }

  async function disconnect(): Promise<void> {
    write(undefined);
    useWalletStore.setState({ status: 'none' }, true);
    await edges.forgetKey();
  }

  async function connect(uri: string): Promise<string | undefined> {
    const checked = parseWalletUri(uri);
    if (!checked.ok) return checked.problem;
    let sealed: SealedSecret;
    try {
      sealed = await edges.seal(uri.trim());
    } catch (error) {
      // docs/session-and-actions.md, Wallet connection: without the key store the URI is not kept at all, never in plain text.
      console.warn('Could not seal the wallet connection', error);
      return 'This browser cannot keep the connection safely (its storage is off or full), so it was not kept.';
    }
    write(serializeStoredWallet({ relay: checked.connection.relay, uri: sealed }));
    useWalletStore.setState({ status: 'connected', relay: checked.connection.relay }, true);
    return undefined;
  }

  async function connection(): Promise<WalletConnection | undefined> {
    const stored = parseStoredWallet(read());
    if (!stored) return undefined;
    const uri = await edges.unseal(stored.uri);
    const checked = uri === undefined ? undefined : parseWalletUri(uri);
    if (checked?.ok) return checked.connection;
    // The sealing key is gone (storage cleared) or the value was altered: nothing can pay with it.
    await disconnect();
    return undefined;
  }

  reload();
  return { connect, disconnect, connection, reload };
}

/** The page's localStorage, or none where it is missing or disabled (looking it up can throw). */
function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const walletActions = createWalletActions({
  seal: (text) => sealSecret(text, 'wallet'),
  unseal: (sealed) => unsealSecret(sealed, 'wallet'),
  forgetKey: () => forgetSealingKey('wallet'),
  storage: browserStorage,
});
