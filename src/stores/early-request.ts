/**
 * A first visit's feed request, sent by the page's first script (app/first-paint.ts)
 * while the app's own script is still loading and being evaluated: the relay looks up
 * the posts meanwhile, and the feed, once open, claims what has come
 * (stores/feed/first-request-phase.ts). Kept apart from the feed loader so the first
 * script stays small (docs/architecture.md, A feed's start).
 */
import { asksRelaysAtOnce, feedFilter, feedKey, feedRequestForAddress, feedStartPolicy, FIRST_CHECK_BATCH } from '../core/feed';
import { hasSnapshot } from '../nostr/feed-snapshot';
import { earlyFirstRequest } from '../nostr/early-first-request';
import { startSignatureChecks } from '../nostr/verify-off-thread';

/** Asks the relay for the address's feed, unless the address opens none at once or has a snapshot to show first. */
export function askRelayForAddress(pathname: string, search: string): void {
  const request = feedRequestForAddress(pathname, search);
  if (!request) return;
  const key = feedKey(request);
  if (!asksRelaysAtOnce(feedStartPolicy({ hasSnapshot: hasSnapshot(key) }))) return;
  // The first few are handed on as soon as they are in: the first pictures wait for no others.
  earlyFirstRequest.send(key, feedFilter(request, Math.floor(Date.now() / 1000)), FIRST_CHECK_BATCH);
  // Its answer is shown only once checked (docs/data-and-requests.md, Verified before shown).
  startSignatureChecks();
}
