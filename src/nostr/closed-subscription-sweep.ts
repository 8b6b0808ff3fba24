/**
 * NDK keeps each relay's requests in a map from a filter's fingerprint to the requests
 * sent with it (its relay subscription manager). A request closed after the relay's EOSE
 * reports its close twice, and the second report puts an empty list back under its
 * fingerprint (docs/architecture.md, NDK facts): one entry is left for every such request
 * for as long as the page is open, and a screen that runs all day asks for counts on every
 * slide. This drops the empty list. It wraps NDK's
 * private `onRelaySubscriptionClose` by its name, as relay-backoff.ts does; if NDK renames
 * it, nothing is installed.
 */

export interface RelaySubscriptionManager {
  subscriptions: Map<string, unknown[]>;
  onRelaySubscriptionClose?(subscription: { fingerprint: string }): void;
}

const installed = new WeakSet<object>();

/** Installs the sweep on every manager made from this prototype; a second call does nothing. */
export function dropClosedSubscriptions(prototype: RelaySubscriptionManager): void {
  const report = prototype.onRelaySubscriptionClose;
  if (installed.has(prototype) || typeof report !== 'function') return;
  installed.add(prototype);
  prototype.onRelaySubscriptionClose = function onRelaySubscriptionClose(
    this: RelaySubscriptionManager,
    subscription: { fingerprint: string },
  ): void {
    report.call(this, subscription);
    if (this.subscriptions.get(subscription.fingerprint)?.length === 0) this.subscriptions.delete(subscription.fingerprint);
  };
}
