/**
 * Logging in (SPEC.md sections 2 and 4): a browser extension (NIP-07) or a remote signer
 * by bunker URL or NIP-05 address (NIP-46). Returns plain data; the signer stays on the
 * NDK instance.
 */
import { NDKEvent, NDKNip07Signer, NDKNip46Signer, type NDKSigner } from '@nostr-dev-kit/ndk';
import type { NostrEvent } from '../core/types';
import { toPlainEvent } from './to-plain-event';
import { getNdk } from './ndk';

/** SPEC.md section 9: the remote signer's authorisation popup is 600x600. */
const AUTH_POPUP = 'width=600,height=600';

export interface LoginResult {
  pubkey: string;
  /** Set when the remote signer asked for approval in a page the browser may have blocked. */
  authUrl?: string;
}

async function activateSigner(signer: NDKSigner): Promise<LoginResult> {
  const user = await signer.blockUntilReady();
  getNdk().signer = signer;
  return { pubkey: user.pubkey };
}

export function loginWithExtension(): Promise<LoginResult> {
  return activateSigner(new NDKNip07Signer(4000, getNdk()));
}

export function loginWithRemoteSigner(input: string, onAuthUrl: (url: string) => void): Promise<LoginResult> {
  const signer = NDKNip46Signer.bunker(getNdk(), input.trim());
  signer.on('authUrl', (url: string) => {
    // A popup opened outside a click is often blocked, so the URL is also shown as a link.
    window.open(url, 'diorama-auth', AUTH_POPUP);
    onAuthUrl(url);
  });
  return activateSigner(signer);
}

export function logout(): void {
  getNdk().signer = undefined;
}

/** SPEC.md section 7, "Session": the user's follow list (kind 3). */
export async function fetchContacts(pubkey: string): Promise<NostrEvent | undefined> {
  const event = await getNdk().fetchEvent({ kinds: [3], authors: [pubkey] }, { groupable: false });
  return event ? toPlainEvent(event) : undefined;
}

/** SPEC.md section 7, "Publishes": kind 3 with empty content and the p tags. */
export async function publishContacts(tags: string[][], createdAt: number): Promise<NostrEvent> {
  const ndk = getNdk();
  // SPEC.md section 8: an action needing a signer fails with "Signer required".
  if (!ndk.signer) throw new Error('Signer required');
  const event = new NDKEvent(ndk, { kind: 3, content: '', tags, created_at: createdAt });
  await event.sign();
  await event.publish();
  return toPlainEvent(event);
}
