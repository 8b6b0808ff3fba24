/**
 * Kind 0 profiles as plain Profile data. Each is the newest kind 0 of that very author
 * (a relay cannot hand over someone else's name or picture), and a relay that never
 * answers does not hold it up: the answer comes a moment after the first profile seen, or
 * when every relay has answered, or at the time limit (docs/data-and-requests.md, Relays).
 */
import { NDKSubscriptionCacheUsage } from '@nostr-dev-kit/ndk';
import { PROFILE_KIND } from '../core/events';
import { profileFromEvent } from '../core/identity';
import type { Profile } from '../core/types';
import { getNdk } from './ndk';

/** Other relays may still have a newer profile: a short wait after the first one. */
const AFTER_FIRST_MS = 400;
const PROFILE_TIMEOUT_MS = 4000;

export function fetchProfile(pubkey: string): Promise<Profile | undefined> {
  return new Promise((resolve) => {
    let newest: { createdAt: number; profile: Profile } | undefined;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = (): void => {
      clearTimeout(limit);
      clearTimeout(grace);
      subscription.stop();
      resolve(newest?.profile);
    };
    const limit = setTimeout(finish, PROFILE_TIMEOUT_MS);
    const subscription = getNdk().subscribe(
      { kinds: [PROFILE_KIND], authors: [pubkey] },
      {
        closeOnEose: true,
        cacheUsage: NDKSubscriptionCacheUsage.PARALLEL,
        onEvent: (event) => {
          const profile = profileFromEvent(pubkey, { kind: event.kind ?? -1, pubkey: event.pubkey, content: event.content });
          const createdAt = event.created_at ?? 0;
          if (!profile || (newest && newest.createdAt >= createdAt)) return;
          newest = { createdAt, profile };
          grace ??= setTimeout(finish, AFTER_FIRST_MS);
        },
        onEose: finish,
      },
    );
  });
}
