/**
 * The one NDK instance (docs/architecture.md, The relay client). Every other module asks for it here;
 * nothing else constructs NDK.
 */
import NDK, { normalizeRelayUrl, type NDKEvent } from '@nostr-dev-kit/ndk';
import { config } from '../config';
import { BLACKLISTED_RELAYS } from '../core/reference';
import type { NostrEvent } from '../core/types';
import { addBlockedRelays, isBlockedRelay } from './blocked-relay-set';
import { dropClosedSubscriptions, type RelaySubscriptionManager } from './closed-subscription-sweep';
import { attachEventCache } from './event-cache';
import { notePassed, passedBefore } from './passed-checks';
import { relaysToRead, watchAddedRelays } from './read-relays';
import { stopAfterEose, type SubscriptionRegistry } from './stop-after-eose';
import { limitReconnections } from './relay-backoff';
import { caughtForging, checksSignature } from './sampled-checks';
import { toPlainEvent } from './to-plain-event';
import { verifyRelayMessages, type RelayConnection } from './verified-relay-messages';
import { verifyIdsOffThread, verifyOffThread } from './verify-off-thread';

const withoutSlash = (url: string): string => url.replace(/\/+$/, '');
const blacklist = new Set(BLACKLISTED_RELAYS.map(withoutSlash));

let instance: NDK | undefined;
let connected: Promise<void> | undefined;

export function getNdk(): NDK {
  instance ??= createNdk();
  return instance;
}

async function verifyArriving(events: NostrEvent[]): Promise<Set<string>> {
  const valid = await verifyOffThread(events);
  notePassed(events, valid);
  return valid;
}

/** NDK's own check of an event it was handed: every relay event passed the gate already. */
async function verifyHandedOn(event: NDKEvent): Promise<boolean> {
  if (passedBefore(event)) return true;
  return (await verifyOffThread([toPlainEvent(event)])).has(event.id);
}

/**
 * Every connection of every pool holds a relay's events until they are checked
 * (verified-relay-messages.ts), and every relay's closed requests are forgotten
 * (closed-subscription-sweep.ts): both go on the classes all of NDK's relays share,
 * reached through one of the configured relays, which always exist.
 */
function patchRelayClasses(ndk: NDK): void {
  const relay = ndk.pool.relays.values().next().value ?? ndk.outboxPool?.relays.values().next().value;
  if (!relay) throw new Error('No relay is configured');
  // NDK's relay connection keeps its relay as `ndkRelay` (checked on each NDK upgrade).
  const relayUrlOf = (connection: RelayConnection): string => (connection as unknown as { ndkRelay: { url: string } }).ndkRelay.url;
  verifyRelayMessages(Object.getPrototypeOf(relay.connectivity) as RelayConnection, {
    verify: verifyArriving,
    verifyIds: verifyIdsOffThread,
    checksSignature: (event, subscription, connection) => checksSignature(event, subscription, relayUrlOf(connection)),
    onForged: (event, _subscription, connection) => {
      console.warn('Dropped an event that failed its signature check', event?.id);
      caughtForging(relayUrlOf(connection));
    },
  });
  dropClosedSubscriptions(Object.getPrototypeOf((relay as unknown as { subs: object }).subs) as RelaySubscriptionManager);
}

function createNdk(): NDK {
  const ndk = new NDK({
    // In NDK's own spelling (a trailing slash): its subscriptions count the relays that
    // have answered against connected relays by URL, and with the configured spelling
    // none would match, and one dead relay would keep every feed loading until its time-out.
    // The relays the visitor added are read from as the configured ones (docs/settings.md, Relays).
    explicitRelayUrls: relaysToRead().map(normalizeRelayUrl),
    outboxRelayUrls: config.outboxRelays.map(normalizeRelayUrl),
    enableOutboxModel: config.outbox,
    // Relay events are checked before NDK sees them (patchRelayClasses); NDK's own
    // check looks that up, or asks the app's worker: its own worker would be a second
    // copy of the curve code to load.
    signatureVerificationFunction: verifyHandedOn,
    // docs/constants.md: signature validation ratio 1, every event is checked.
    initialValidationRatio: 1,
    lowestValidationRatio: 1,
    relayConnectionFilter: (url) => !blacklist.has(withoutSlash(url)) && !isBlockedRelay(url),
    clientName: config.appName,
    // The app joins the user's relays itself, once their blocked relays are known
    // (stores/own-lists-sync.ts); NDK would dial them the moment a signer is set.
    autoConnectUserRelays: false,
  });
  patchRelayClasses(ndk);
  stopAfterEose(ndk.subManager as unknown as SubscriptionRegistry);
  watchAddedRelays((added, before) => followAddedRelays(ndk, added, before));
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

/** The user's relays in NDK's spelling: a relay the visitor no longer adds stays if it is one of these. */
const userRelays = new Set<string>();

/** docs/session-and-actions.md, Own lists: an active user's relays (NIP-65) join the pool. */
export function addUserRelays(urls: readonly string[]): void {
  const ndk = getNdk();
  for (const url of urls) {
    userRelays.add(normalizeRelayUrl(url));
    if (!isBlockedRelay(url)) ndk.addExplicitRelay(url, undefined, true);
  }
}

/**
 * docs/settings.md, Relays: a relay added on the settings screen joins the pool at once and
 * the relays every later feed asks (NDK sends a filter without authors to its explicit
 * relays); one removed leaves both, unless it is configured or one of the user's.
 */
function followAddedRelays(ndk: NDK, added: readonly string[], before: readonly string[]): void {
  const kept = new Set([...config.relays.map(normalizeRelayUrl), ...userRelays]);
  for (const url of before.map(normalizeRelayUrl)) {
    if (kept.has(url) || added.some((relay) => normalizeRelayUrl(relay) === url)) continue;
    ndk.explicitRelayUrls = ndk.explicitRelayUrls.filter((relay) => relay !== url);
    ndk.pool.removeRelay(url);
  }
  for (const url of added.map(normalizeRelayUrl)) {
    if (!isBlockedRelay(url) && !ndk.explicitRelayUrls.includes(url)) ndk.addExplicitRelay(url, undefined, true);
  }
}
