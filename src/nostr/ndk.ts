/**
 * The one NDK instance (docs/architecture.md, The relay client). Every other module asks for it here;
 * nothing else constructs NDK.
 */
import NDK, { normalizeRelayUrl, type NDKEvent } from '@nostr-dev-kit/ndk';
import { config } from '../config';
import { BLACKLISTED_RELAYS } from '../core/reference-data';
import { addBlockedRelays, isBlockedRelay } from './blocked-relay-set';
import { attachEventCache } from './event-cache';
import { limitReconnections } from './relay-backoff';
import { toPlainEvent } from './to-plain-event';
import { verifyOffThread } from './verify-off-thread';

const withoutSlash = (url: string): string => url.replace(/\/+$/, '');
const blacklist = new Set(BLACKLISTED_RELAYS.map(withoutSlash));

let instance: NDK | undefined;
let connected: Promise<void> | undefined;
const invalidListeners = new Set<(eventId: string) => void>();

/**
 * NDK has signatures checked off the main thread after it has handed an event on
 * (docs/architecture.md, NDK facts), so an event with a forged signature is reported here, a moment
 * after it arrived; whoever showed it must take it back.
 */
export function onInvalidEvent(listener: (eventId: string) => void): () => void {
  invalidListeners.add(listener);
  return () => invalidListeners.delete(listener);
}

export function getNdk(): NDK {
  instance ??= createNdk();
  return instance;
}

async function verifyInWorker(event: NDKEvent): Promise<boolean> {
  return (await verifyOffThread([toPlainEvent(event)])).has(event.id);
}

function createNdk(): NDK {
  const ndk = new NDK({
    // In NDK's own spelling (a trailing slash): its subscriptions count the relays that
    // have answered against connected relays by URL, and with the configured spelling
    // none match, so one dead relay kept every feed loading until its time-out (issue 23).
    explicitRelayUrls: config.relays.map(normalizeRelayUrl),
    outboxRelayUrls: config.outboxRelays.map(normalizeRelayUrl),
    enableOutboxModel: config.outbox,
    // Signatures are checked in a worker so a burst of events never blocks the page: the
    // worker that checks what reposts carry (verify-off-thread.ts), which also computes
    // each id there. NDK's own worker would be a second copy of the curve code to load.
    signatureVerificationFunction: verifyInWorker,
    // docs/constants.md: signature validation ratio 1, every event is checked.
    initialValidationRatio: 1,
    lowestValidationRatio: 1,
    relayConnectionFilter: (url) => !blacklist.has(withoutSlash(url)) && !isBlockedRelay(url),
    clientName: config.appName,
    // The app joins the user's relays itself, once their blocked relays are known
    // (stores/own-lists-sync.ts); NDK would dial them the moment a signer is set.
    autoConnectUserRelays: false,
  });
  ndk.on('event:invalid-sig', (event) => {
    console.warn('Dropped an event with an invalid signature', event.id);
    for (const listener of invalidListeners) listener(event.id);
  });
  for (const pool of [ndk.pool, ndk.outboxPool]) if (pool) limitReconnections(pool);
  connected = ndk.connect(2500).catch((error: unknown) => console.warn('Relay connection failed', error));
  void attachEventCache(ndk);
  return ndk;
}

/** Settles once the configured relays have connected or the connect timeout passed. */
export function relaysConnected(): Promise<void> {
  getNdk();
  return connected ?? Promise.resolve();
}

/** docs/session-and-actions.md, Own lists: the user's blocked relays are dropped and never connected to. */
export function blockRelays(urls: readonly string[]): void {
  const ndk = getNdk();
  const spellings = urls.flatMap((url) => [withoutSlash(url), `${withoutSlash(url)}/`]);
  addBlockedRelays(urls);
  for (const url of spellings) ndk.pool.removeRelay(url);
  // The outbox model may already have noted them as someone's relays (the user's own,
  // looked up for the first subscription of their lists): it must not dial them later.
  ndk.outboxTracker?.data.forEach((item) => {
    for (const url of spellings) {
      item.readRelays.delete(url);
      item.writeRelays.delete(url);
    }
  });
}

/** docs/session-and-actions.md, Own lists: an active user's relays (NIP-65) join the pool. */
export function addUserRelays(urls: readonly string[]): void {
  const ndk = getNdk();
  for (const url of urls) if (!isBlockedRelay(url)) ndk.addExplicitRelay(url, undefined, true);
}

