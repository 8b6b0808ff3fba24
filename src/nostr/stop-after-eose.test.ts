import NDK, { NDKSubscriptionCacheUsage, type NDKCacheAdapter } from '@nostr-dev-kit/ndk';
import { describe, expect, it } from 'vitest';
import { RELAY_LIST_LOOKUP_GIVE_UP_MS, RELAY_LIST_LOOKUP_ID, stopAfterEose, type SubscriptionRegistry } from './stop-after-eose';

/** A cache that holds nothing and answers at once, as the page's does for an author it has never met. */
const emptyCache = { locking: true, query: () => Promise.resolve([]), setEvent: () => Promise.resolve() } as unknown as NDKCacheAdapter;

/**
 * NDK with a relay it never dials; with `sweep`, its subscription manager stops what the
 * app's does. Its outbox model is off: its own lookups would add subscriptions of their own.
 */
function relayClient(sweep: boolean, schedule?: typeof setTimeout): NDK {
  const ndk = new NDK({ explicitRelayUrls: ['ws://127.0.0.1:9/'], cacheAdapter: emptyCache, enableOutboxModel: false });
  if (sweep) stopAfterEose(ndk.subManager as unknown as SubscriptionRegistry, schedule);
  return ndk;
}

/** A clock the test turns by hand: what is scheduled runs when `passTime` reaches it. */
function handClock(): { schedule: typeof setTimeout; passTime(ms: number): void } {
  let now = 0;
  const due: { at: number; run: () => void }[] = [];
  const schedule = ((run: () => void, ms: number) => due.push({ at: now + ms, run })) as unknown as typeof setTimeout;
  const passTime = (ms: number): void => {
    now += ms;
    for (const entry of due.filter((entry) => entry.at <= now)) {
      due.splice(due.indexOf(entry), 1);
      entry.run();
    }
  };
  return { schedule, passTime };
}

const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('a subscription that closes on EOSE', () => {
  it('answered from the cache alone, is kept by NDK for good', async () => {
    const ndk = relayClient(false);
    await ndk.fetchEvents({ kinds: [10002], authors: ['a'.repeat(64)] }, { cacheUsage: NDKSubscriptionCacheUsage.ONLY_CACHE });
    await settled();
    expect(ndk.subManager.subscriptions.size).toBe(1);
  });

  it('answered from the cache alone, is stopped once its EOSE is out', async () => {
    const ndk = relayClient(true);
    await ndk.fetchEvents({ kinds: [10002], authors: ['a'.repeat(64)] }, { cacheUsage: NDKSubscriptionCacheUsage.ONLY_CACHE });
    await settled();
    expect(ndk.subManager.subscriptions.size).toBe(0);
  });

  it('one kept open is left open', async () => {
    const ndk = relayClient(true);
    ndk.subscribe({ kinds: [10002] }, { closeOnEose: false, cacheUsage: NDKSubscriptionCacheUsage.ONLY_CACHE });
    await settled();
    await settled();
    expect(ndk.subManager.subscriptions.size).toBe(1);
  });

  it('is stopped once, by NDK, when a relay’s EOSE completes it', () => {
    let stops = 0;
    const listeners: (() => void)[] = [];
    const subscription = {
      opts: { closeOnEose: true },
      eosed: false,
      once: (_event: 'eose', listener: () => void) => listeners.push(listener),
      stop: () => void (stops += 1),
    };
    const manager: SubscriptionRegistry = { add: () => undefined };
    stopAfterEose(manager);
    manager.add(subscription);
    // NDK's own order: the EOSE is emitted, then marked, then the subscription stopped.
    for (const listener of listeners) listener();
    subscription.eosed = true;
    subscription.stop();
    return Promise.resolve().then(() => expect(stops).toBe(1));
  });

  it('asking the relays for a relay list, is stopped once NDK has given up on the answer', async () => {
    const clock = handClock();
    const ndk = relayClient(true, clock.schedule);
    const lookUp = { closeOnEose: true, cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY, subId: RELAY_LIST_LOOKUP_ID };
    ndk.subscribe({ kinds: [10002], authors: ['a'.repeat(64)] }, lookUp);
    ndk.subscribe({ kinds: [1], authors: ['a'.repeat(64)] }, { ...lookUp, subId: 'pictures' });
    await settled();
    clock.passTime(RELAY_LIST_LOOKUP_GIVE_UP_MS - 1);
    expect(ndk.subManager.subscriptions.size).toBe(2);
    clock.passTime(1);
    expect([...ndk.subManager.subscriptions.values()].map((subscription) => subscription.subId)).toEqual(['pictures']);
  });
});
