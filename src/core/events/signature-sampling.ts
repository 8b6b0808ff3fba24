/**
 * Which count events have their signatures checked (docs/data-and-requests.md, Sampled
 * checks): a popular order reads tens of thousands of reactions and reposts it never
 * shows, and checking each would take longer than reading them. Every event's id is
 * still checked against its content; the signature of the first SAMPLED_FIRST of each
 * relay and about one in SAMPLED_ONE_IN after that is checked too, as NDK's validation
 * ratio does. Zap receipts carry sats and are few: each is checked whole. A relay caught
 * with one bad signature is distrusted for the session: everything it sends is checked,
 * and what it sent counts for nothing.
 */
import { ZAP_RECEIPT_KIND } from './kinds';

/** docs/constants.md, Popular: the events of each relay checked whole, then one in how many. */
export const SAMPLED_FIRST = 20;
export const SAMPLED_ONE_IN = 10;

export interface SignatureSampling {
  /** Whether this event's signature is checked; called once per event a relay sends. */
  checks(relay: string, kind: number): boolean;
  /** A relay sent a bad signature; true the first time, when it becomes distrusted. */
  caught(relay: string): boolean;
  distrusted(relay: string): boolean;
}

/** `random` is Math.random on the page, so a relay cannot tell which of its events are checked. */
export function createSignatureSampling(random: () => number): SignatureSampling {
  const seen = new Map<string, number>();
  const distrusted = new Set<string>();
  return {
    checks(relay, kind) {
      if (kind === ZAP_RECEIPT_KIND || distrusted.has(relay)) return true;
      const count = seen.get(relay) ?? 0;
      seen.set(relay, count + 1);
      return count < SAMPLED_FIRST || random() < 1 / SAMPLED_ONE_IN;
    },
    caught(relay) {
      if (distrusted.has(relay)) return false;
      distrusted.add(relay);
      return true;
    },
    distrusted: (relay) => distrusted.has(relay),
  };
}
