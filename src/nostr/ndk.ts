/**
 * The one NDK instance (DESIGN.md section 3). Every other module asks for it here;
 * nothing else constructs NDK.
 */
import NDK, { type NDKEvent } from '@nostr-dev-kit/ndk';
import { config } from '../config';
import { BLACKLISTED_RELAYS } from '../core/reference-data';
import { attachEventCache } from './event-cache';
import { toPlainEvent } from './to-plain-event';
import { verifyOffThread } from './verify-off-thread';

const blacklist = new Set(BLACKLISTED_RELAYS.map((url) => url.replace(/\/+$/, '')));

let instance: NDK | undefined;
const invalidListeners = new Set<(eventId: string) => void>();

/**
 * NDK has signatures checked off the main thread after it has handed an event on
 * (DESIGN.md section 4), so an event with a forged signature is reported here, a moment
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
    explicitRelayUrls: config.relays,
    outboxRelayUrls: config.outboxRelays,
    enableOutboxModel: config.outbox,
    // Signatures are checked in a worker so a burst of events never blocks the page: the
    // worker that checks what reposts carry (verify-off-thread.ts), which also computes
    // each id there. NDK's own worker would be a second copy of the curve code to load.
    signatureVerificationFunction: verifyInWorker,
    // SPEC.md section 9: signature validation ratio 1, every event is checked.
    initialValidationRatio: 1,
    lowestValidationRatio: 1,
    relayConnectionFilter: (url) => !blacklist.has(url.replace(/\/+$/, '')),
    clientName: config.appName,
  });
  ndk.on('event:invalid-sig', (event) => {
    console.warn('Dropped an event with an invalid signature', event.id);
    for (const listener of invalidListeners) listener(event.id);
  });
  void ndk.connect(2500).catch((error: unknown) => console.warn('Relay connection failed', error));
  void attachEventCache(ndk);
  return ndk;
}
