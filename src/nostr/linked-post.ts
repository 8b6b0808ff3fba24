/** One post by id, for an address that names it, so a shared picture opens for anyone (docs/data-and-requests.md, Relay subscriptions). */
import { NDKSubscriptionCacheUsage, type NDKSubscription } from '@nostr-dev-kit/ndk';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { toPlainEvent } from './to-plain-event';

/** A post the relays do not have must not keep the viewer waiting long. */
const LINKED_POST_TIMEOUT_MS = 5_000;

/**
 * The post from the cache or the first relay that has it, or undefined once every relay
 * has said it has none (or the time is up). Only an event whose id is the one asked for
 * is taken: a relay may answer with anything, and its signature was checked on arrival
 * (docs/data-and-requests.md, Verified before shown).
 */
export function fetchLinkedPost(id: string): Promise<NostrEvent | undefined> {
  return new Promise((resolve) => {
    // Filled once subscribe returns: the cache may answer while it is being made.
    const handle: { subscription?: NDKSubscription } = {};
    let done = false;
    const finish = (event?: NostrEvent): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      handle.subscription?.stop();
      resolve(event);
    };
    const timer = setTimeout(finish, LINKED_POST_TIMEOUT_MS);
    handle.subscription = getNdk().subscribe(
      { ids: [id] },
      {
        closeOnEose: true,
        groupable: false,
        cacheUsage: NDKSubscriptionCacheUsage.PARALLEL,
        onEvent: (received) => {
          const event = toPlainEvent(received);
          if (event.id === id) finish(event);
        },
        onEose: () => finish(),
      },
    );
    if (done) handle.subscription.stop();
  });
}
