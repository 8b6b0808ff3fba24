/**
 * How long screen mode waits before dialling a relay again (docs/data-and-requests.md,
 * Screen mode): 1 s, doubling after each failed try, at most 30 s, with no limit on tries,
 * so a relay that comes back is found within half a minute all day long.
 */
export const RETRY_FIRST_MS = 1000;
export const RETRY_CAP_MS = 30_000;

/** `attempt` counts the tries that have failed since the relay was last connected, from 0. */
export function retryDelayMs(attempt: number): number {
  // Past 2^5 the cap applies; the exponent stays small however long the screen runs.
  return Math.min(RETRY_FIRST_MS * 2 ** Math.min(Math.max(0, attempt), 10), RETRY_CAP_MS);
}
