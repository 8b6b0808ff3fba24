/**
 * Gathers checks asked for one at a time into one request (docs/constants.md, Feeds and
 * requests). NDK asks for each relay event's signature check on its own, as the event
 * arrives, one per task; a worker round trip each would be two main-thread tasks per
 * event, thousands on a long scroll. Checks asked for within a short window go out
 * together, and each asker gets back the ids of its own items that passed.
 */
import type { Schedule } from '../primitives/batcher';

export interface GatherOptions {
  /** The window's timer, started by the first ask after a flush. */
  schedule: Schedule;
  /** A request this large goes out at once. */
  maxItems: number;
}

interface Ask<T> {
  items: T[];
  resolve(passed: Set<string>): void;
}

export function gatherChecks<T extends { id: string }>(
  check: (items: T[]) => Promise<ReadonlySet<string>>,
  { schedule, maxItems }: GatherOptions,
): (items: T[]) => Promise<Set<string>> {
  let asks: Ask<T>[] = [];
  let gathered = 0;
  let cancelScheduled: (() => void) | undefined;

  function flush(): void {
    cancelScheduled?.();
    cancelScheduled = undefined;
    const batch = asks;
    asks = [];
    gathered = 0;
    const answer = (passed: ReadonlySet<string>): void => {
      for (const ask of batch) ask.resolve(new Set(ask.items.filter((item) => passed.has(item.id)).map((item) => item.id)));
    };
    // A failed check passes nothing: the items are treated as unverified, never as valid.
    check(batch.flatMap((ask) => ask.items)).then(answer, () => answer(new Set()));
  }

  return (items) => {
    if (items.length === 0) return Promise.resolve(new Set());
    return new Promise((resolve) => {
      asks.push({ items, resolve });
      gathered += items.length;
      if (gathered >= maxItems) flush();
      else cancelScheduled ??= schedule(flush);
    });
  };
}
