/**
 * NIP-50 profile search (docs/data-and-requests.md, Relay subscriptions): kind 0 with a search string, limit 20,
 * closing at end of stored events, sent only to the search relay.
 */
import { NDKRelaySet, NDKSubscriptionCacheUsage } from '@nostr-dev-kit/ndk';
import { config } from '../config';
import { matchesSearchWords, PROFILE_KIND } from '../core/events';
import { toProfile } from '../core/identity';
import type { Profile } from '../core/types';
import { getNdk } from './ndk';

export const PEOPLE_SEARCH_LIMIT = 20;
/** A dead search relay answers nothing rather than keeping the results spinning. */
const SEARCH_TIMEOUT_MS = 4000;

/** A kind 0 content as a profile; content that is not a JSON object is skipped. */
function parseProfile(pubkey: string, content: string): Profile | undefined {
  try {
    const fields = JSON.parse(content) as unknown;
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined;
    return toProfile(pubkey, fields as Record<string, unknown>);
  } catch {
    return undefined;
  }
}

/**
 * Profiles matching `query`, one per author. Resolves with what arrived by EOSE, by the
 * timeout, or (with nothing) when `signal` aborts; it never rejects.
 */
export function searchPeople(query: string, signal?: AbortSignal): Promise<Profile[]> {
  if (signal?.aborted) return Promise.resolve([]);
  const ndk = getNdk();
  const profiles = new Map<string, Profile>();
  const seenAt = new Map<string, number>();
  return new Promise((resolve) => {
    let done = false;
    // NDK may call back before subscribe() returns; the handle is filled in after.
    const handle: { stop?: () => void } = {};
    const finish = (found: Profile[]): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      handle.stop?.();
      resolve(found);
    };
    const onAbort = (): void => finish([]);
    const timer = setTimeout(() => finish([...profiles.values()]), SEARCH_TIMEOUT_MS);
    signal?.addEventListener('abort', onAbort, { once: true });
    const subscription = ndk.subscribe(
      { kinds: [PROFILE_KIND], search: query, limit: PEOPLE_SEARCH_LIMIT },
      {
        closeOnEose: true,
        cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY,
        groupable: false,
        exclusiveRelay: true,
        relaySet: NDKRelaySet.fromRelayUrls([config.searchRelay], ndk),
        onEvent: (event) => {
          // NIP-01: a newer kind 0 replaces an older one of the same author.
          const createdAt = event.created_at ?? 0;
          if ((seenAt.get(event.pubkey) ?? -1) >= createdAt || !matchesSearchWords(query, event.content)) return;
          const profile = parseProfile(event.pubkey, event.content);
          if (!profile) return;
          seenAt.set(event.pubkey, createdAt);
          profiles.set(event.pubkey, profile);
        },
        onEose: () => finish([...profiles.values()]),
      },
    );
    handle.stop = () => subscription.stop();
    if (done) handle.stop();
  });
}
