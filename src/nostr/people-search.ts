/**
 * NIP-50 profile search (SPEC.md section 7): kind 0 with a search string, limit 20,
 * closing at end of stored events, sent only to the search relay.
 */
import { NDKRelaySet, NDKSubscriptionCacheUsage } from '@nostr-dev-kit/ndk';
import { config } from '../config';
import { toProfile } from '../core/profile';
import type { Profile } from '../core/types';
import { getNdk } from './ndk';

export const PEOPLE_SEARCH_LIMIT = 20;
/** A dead search relay answers nothing rather than keeping the results spinning. */
const SEARCH_TIMEOUT_MS = 4000;

export function searchPeople(query: string): Promise<Profile[]> {
  const ndk = getNdk();
  const profiles = new Map<string, Profile>();
  return new Promise((resolve) => {
    const finish = (): void => {
      clearTimeout(timer);
      subscription.stop();
      resolve([...profiles.values()]);
    };
    const timer = setTimeout(finish, SEARCH_TIMEOUT_MS);
    const subscription = ndk.subscribe(
      { kinds: [0], search: query, limit: PEOPLE_SEARCH_LIMIT },
      {
        closeOnEose: true,
        cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY,
        groupable: false,
        relaySet: NDKRelaySet.fromRelayUrls([config.searchRelay], ndk),
        onEvent: (event) => {
          try {
            const fields = JSON.parse(event.content) as unknown;
            if (typeof fields === 'object' && fields !== null) profiles.set(event.pubkey, toProfile(event.pubkey, fields as Record<string, unknown>));
          } catch {
            // a profile whose content is not JSON is skipped
          }
        },
        onEose: finish,
      },
    );
  });
}
