import NDK, { NDKSubscription } from '@nostr-dev-kit/ndk';
import { describe, expect, it } from 'vitest';
import { dropClosedSubscriptions, type RelaySubscriptionManager } from './closed-subscription-sweep';

interface RelaySubscription {
  fingerprint: string;
  status: number;
  eosed: boolean;
  addItem(subscription: NDKSubscription, filters: unknown[]): void;
  removeItem(subscription: NDKSubscription): void;
}

/** NDK's status of a request sent to its relay. */
const RUNNING = 3;

interface Manager extends RelaySubscriptionManager {
  createSubscription(subscription: NDKSubscription, filters: unknown[], fingerprint?: string): RelaySubscription;
}

/**
 * NDK's own relay subscription manager for a relay it never dials, and a request sent
 * through it and answered with EOSE. With `sweep`, the manager's class is swept the way
 * the app sweeps it, through a prototype of its own: NDK's stays as it is for other tests.
 */
function answeredRequest(sweep: boolean) {
  const ndk = new NDK({ explicitRelayUrls: ['ws://127.0.0.1:9/'] });
  const relay = [...ndk.pool.relays.values()][0]!;
  const manager = (relay as unknown as { subs: Manager }).subs;
  if (sweep) {
    const swept = Object.create(Object.getPrototypeOf(manager) as object) as RelaySubscriptionManager;
    dropClosedSubscriptions(swept);
    Object.setPrototypeOf(manager, swept);
  }
  const filters = [{ kinds: [7], '#e': ['a'.repeat(64)] }];
  const subscription = new NDKSubscription(ndk, filters, { closeOnEose: true, groupable: false });
  const request = manager.createSubscription(subscription, filters);
  request.addItem(subscription, filters);
  // As after the relay answered: the request ran and its EOSE came.
  request.status = RUNNING;
  request.eosed = true;
  return { manager, subscription, request };
}

describe('closed relay requests', () => {
  it('NDK leaves an empty entry for a request closed after its EOSE', () => {
    const { manager, subscription, request } = answeredRequest(false);
    request.removeItem(subscription);
    expect(manager.subscriptions.get(request.fingerprint)).toEqual([]);
  });

  it('the sweep leaves no entry behind, and keeps the requests still open under the fingerprint', () => {
    const { manager, subscription, request } = answeredRequest(true);
    const open = { id: 'open', fingerprint: 'shared' };
    const closing = { id: 'closing', fingerprint: 'shared' };
    manager.subscriptions.set('shared', [open, closing]);
    manager.onRelaySubscriptionClose?.(closing);
    expect(manager.subscriptions.get('shared')).toEqual([open]);

    request.removeItem(subscription);
    expect(manager.subscriptions.has(request.fingerprint)).toBe(false);
  });
});
