/**
 * Logging in through a remote signer (NIP-46), by bunker URL or NIP-05 address
 * (docs/session-and-actions.md, Remote signers). The signer's approval page opens in a
 * 600x600 popup and is reported so the dialog can offer it as a link, since a popup opened
 * outside a click is blocked. A signer that stays silent is given up on, and the caller
 * may cancel.
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { generateSecretKey } from 'nostr-tools/pure';
import { BunkerSigner } from 'nostr-tools/nip46';
import { SimplePool } from 'nostr-tools/pool';
import { config } from '../config';
import { openRemoteSession, parseBunkerInput } from '../core/identity';
import { getNdk } from './ndk';
import { fetchNip05 } from './nip05-document';
import { Nip46Signer } from './nip46-signer';

/** docs/constants.md: the authorisation popup is 600x600. */
const AUTH_POPUP = 'width=600,height=600';
/** A signer that has not answered in this long is taken to be away (docs/constants.md, Sign-in and auth). */
export const REMOTE_SIGNER_TIMEOUT_MS = 12_000;
/** Once the signer asked for approval, the user is given time to give it. */
const APPROVAL_TIMEOUT_MS = 120_000;

export interface RemoteLogin {
  pubkey: string;
  bunkerPubkey: string;
  /** The local key the signer knows this app by; restoring the session needs it. */
  localSecret: string;
  relays: string[];
}

export interface RemoteLoginOptions {
  onAuthUrl(url: string): void;
  signal?: AbortSignal;
  /** A stored local key, when a session is restored. */
  localSecret?: string;
}

/** The bunker's key and relays: read from a bunker URL, or looked up by NIP-05 (https only). */
async function resolveTarget(input: string, signal?: AbortSignal): Promise<{ pubkey: string; relays: string[]; secret?: string }> {
  const parsed = parseBunkerInput(input);
  if (!parsed) throw new Error('Not a bunker URL or Nostr address');
  if (parsed.kind === 'bunker') return { pubkey: parsed.pubkey, relays: parsed.relays, secret: parsed.secret };
  const found = await fetchNip05(parsed, signal);
  if (!found) throw new Error(`No Nostr address ${parsed.name}@${parsed.domain}`);
  // docs/data-and-requests.md, Relays: the default remote-signer relay when NIP-05 names none.
  return { pubkey: found.pubkey, relays: found.nip46Relays.length > 0 ? found.nip46Relays : [config.nip46Relay] };
}

/** Only an https approval page is ever opened or shown: the signer names it (docs/session-and-actions.md, Login dialog). */
export function isSafeAuthUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export async function connectRemoteSigner(input: string, options: RemoteLoginOptions): Promise<RemoteLogin> {
  const target = await resolveTarget(input, options.signal);
  const relays = target.relays.length > 0 ? target.relays : [config.nip46Relay];
  const localKey = options.localSecret ? hexToBytes(options.localSecret) : generateSecretKey();
  const pool = new SimplePool();
  let limit = REMOTE_SIGNER_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Once the session is open, a later approval (for a signature, say) only opens its page. */
  let opening = true;
  let giveUp: (reason: string) => void = () => undefined;
  const given = new Promise<never>((_resolve, reject) => {
    giveUp = (reason) => reject(new Error(reason));
  });
  const arm = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => giveUp('The remote signer did not answer'), limit);
  };
  const client = BunkerSigner.fromBunker(
    localKey,
    { pubkey: target.pubkey, relays, secret: target.secret ?? null },
    {
      pool,
      onauth: (url) => {
        if (!isSafeAuthUrl(url)) return;
        window.open(url, 'diorama-auth', AUTH_POPUP);
        if (!opening) return;
        options.onAuthUrl(url);
        limit = APPROVAL_TIMEOUT_MS;
        arm();
      },
    },
  );
  arm();
  options.signal?.addEventListener('abort', () => giveUp('Login cancelled'), { once: true });
  const transport = { request: (method: string, params: string[]) => client.sendRequest(method, params) };
  try {
    const session = openRemoteSession(transport, {
      remoteSignerPubkey: target.pubkey,
      secret: target.secret,
      restoring: options.localSecret !== undefined,
    });
    const pubkey = await Promise.race([session, given]);
    const ndk = getNdk();
    ndk.signer = new Nip46Signer(ndk, client, pubkey, () => pool.destroy());
    return { pubkey, bunkerPubkey: target.pubkey, localSecret: bytesToHex(localKey), relays };
  } catch (error) {
    // Leave nothing half logged in: the client stops listening and is never installed.
    pool.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  } finally {
    opening = false;
    clearTimeout(timer);
  }
}
