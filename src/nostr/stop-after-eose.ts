/**
 * NDK stops a subscription asked to close on EOSE when the relays' EOSEs complete it, but
 * not when it is answered from the cache alone: then it emits its EOSE from its start and
 * stays in NDK's subscription manager for as long as the page is open. The outbox model
 * asks the cache that way each time it looks up an author's relay list, again every two
 * minutes (docs/architecture.md, NDK facts), so a screen that runs all day would keep one
 * for each renewal of a subscription naming an author. This stops such a subscription once
 * its EOSE is out; one that NDK stops itself is left to NDK.
 *
 * The same look-up then asks the relays, and gives up on them after a few seconds without
 * stopping its request: a relay that never answers (one down, or dropping the request)
 * would keep one for each look-up. That request, known by NDK's own id for it, is stopped
 * once NDK has long given up on it.
 */

export interface ClosingSubscription {
  subId?: string;
  opts?: { closeOnEose?: boolean };
  /** Set by NDK once it has handled a relay EOSE, stopping the subscription itself. */
  eosed?: boolean;
  once(event: 'eose', listener: () => void): unknown;
  stop(): void;
}

export interface SubscriptionRegistry {
  add(subscription: ClosingSubscription): void;
}

/** NDK's id for the outbox model's request of an author's relay list (NIP-65). */
export const RELAY_LIST_LOOKUP_ID = 'ndk-relay-list-fetch';

/**
 * NDK stops waiting for the relays' answer to a relay-list look-up after one second, or four
 * while a relay is still connecting; its request is stopped well after that.
 */
export const RELAY_LIST_LOOKUP_GIVE_UP_MS = 15_000;

const installed = new WeakSet<object>();

/**
 * Makes `manager` stop each subscription it is given that closes on EOSE once its EOSE is
 * out, and a relay-list look-up once NDK has given up on it; a second call does nothing.
 */
export function stopAfterEose(manager: SubscriptionRegistry, schedule: typeof setTimeout = setTimeout): void {
  if (installed.has(manager)) return;
  installed.add(manager);
  const add = manager.add.bind(manager);
  manager.add = (subscription) => {
    add(subscription);
    if (!subscription.opts?.closeOnEose) return;
    let stopped = false;
    const stopUnlessNdkDid = (): void => {
      if (stopped || subscription.eosed) return;
      stopped = true;
      subscription.stop();
    };
    subscription.once('eose', () => queueMicrotask(stopUnlessNdkDid));
    if (subscription.subId === RELAY_LIST_LOOKUP_ID) schedule(stopUnlessNdkDid, RELAY_LIST_LOOKUP_GIVE_UP_MS);
  };
}
