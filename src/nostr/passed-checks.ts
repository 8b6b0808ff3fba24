/**
 * The signatures of the events that passed the relay gate (docs/data-and-requests.md,
 * Verified before shown), so that NDK's own check of an event it is handed moments later
 * costs a lookup, not a second check. An entry is needed only until that check; a screen
 * open all day is sent new events all day, so screen mode keeps as many as its other
 * memories of events (docs/views-and-keys.md, Screen mode), not a day's worth.
 */
import { LRUCache } from '../core/primitives';
import type { NostrEvent } from '../core/types';

/** docs/constants.md, Caches and storage: the signatures kept in any other view, a few relays' full pages. */
export const PASSED_CHECKS = 5_000;

const passed = new LRUCache<string, string>({ maxSize: PASSED_CHECKS });

/** Notes the events of `events` whose ids are in `valid`: they passed the gate. */
export function notePassed(events: readonly NostrEvent[], valid: ReadonlySet<string>): void {
  for (const event of events) if (event.sig && valid.has(event.id)) passed.set(event.id, event.sig);
}

/** Whether this event, with this signature, passed the gate lately. */
export function passedBefore(event: { id: string; sig?: string }): boolean {
  return event.sig !== undefined && passed.get(event.id) === event.sig;
}

/** Keeps at most `count` signatures from now on, the least recently met forgotten; PASSED_CHECKS when undefined. */
export function keepPassedChecksFor(count: number | undefined): void {
  passed.resize(count ?? PASSED_CHECKS);
}

/** How many signatures are kept now. */
export function passedChecksKept(): number {
  return passed.size;
}
