/**
 * The signer of the session (docs/session-and-actions.md): a browser extension (NIP-07), a
 * private key, or a remote signer (remote-signer.ts). A read-only (npub) session has
 * none. The signer stays on the NDK instance; callers get plain data.
 */
import { NDKNip07Signer, NDKPrivateKeySigner, type NDKSigner } from '@nostr-dev-kit/ndk';
import { getNdk } from './ndk';

/** An extension that has not given a key in this long is taken to be absent or refusing. */
const EXTENSION_TIMEOUT_MS = 8000;

async function install(signer: NDKSigner): Promise<string> {
  const user = await signer.blockUntilReady();
  getNdk().signer = signer;
  return user.pubkey;
}

export function signInWithExtension(): Promise<string> {
  return install(new NDKNip07Signer(EXTENSION_TIMEOUT_MS, getNdk()));
}

export function signInWithPrivateKey(secretHex: string): Promise<string> {
  return install(new NDKPrivateKeySigner(secretHex, getNdk()));
}

export function clearSigner(): void {
  const ndk = getNdk();
  const signer = ndk.signer as (NDKSigner & { stop?: () => void }) | undefined;
  signer?.stop?.();
  ndk.signer = undefined;
}
