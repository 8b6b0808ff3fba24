/**
 * NDK stops a subscription asked to close on EOSE when the relays' EOSEs complete it, but
 * not when it is answered from the cache alone: then it emits its EOSE from its start and
 * stays in NDK's subscription manager for as long as the page is open. The outbox model
 * asks the cache that way each time it looks up an author's relay list, again every two
 * minutes (docs/architecture.md, NDK facts), so a screen that runs all day would keep one
 * for each renewal of a subscription naming an author. This stops such a subscription once
 * its EOSE is out; one that NDK stops itself is left to NDK.
 */

export interface ClosingSubscription {
  opts?: { closeOnEose?: boolean };
  /** Set by NDK once it has handled a relay EOSE, stopping the subscription itself. */
  eosed?: boolean;
  once(event: 'eose', listener: () => void): unknown;
  stop(): void;
}

export interface SubscriptionRegistry {
  add(subscription: ClosingSubscription): void;
}

const installed = new WeakSet<object>();

/** Makes `manager` stop each subscription it is given that closes on EOSE once its EOSE is out; a second call does nothing. */
export function stopAfterEose(manager: SubscriptionRegistry): void {
  if (installed.has(manager)) return;
  installed.add(manager);
  const add = manager.add.bind(manager);
  manager.add = (subscription) => {
    add(subscription);
    if (!subscription.opts?.closeOnEose) return;
    subscription.once('eose', () =>
      queueMicrotask(() => {
        if (!subscription.eosed) subscription.stop();
      }),
    );
  };
}
