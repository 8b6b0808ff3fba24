/**
 * Collects items that arrive one by one (relay events) and hands them over in batches,
 * so the feed is sorted and filtered once per batch instead of once per event.
 */
/** For relay events: long enough to gather a relay's burst, short enough to stay under a frame or two. */
export const RELAY_BATCH_DELAY_MS = 32;

export type Schedule = (run: () => void) => () => void;

export interface Batcher<T> {
  push(item: T): void;
  /** Hands over what is pending now. */
  flush(): void;
  /** Drops what is pending and stops. */
  cancel(): void;
}

export interface BatcherOptions {
  /**
   * Hand the first batch over as soon as it holds this many items. While a relay sends
   * a page of hundreds of events, its messages keep the page's timers waiting until the
   * last one (a short timer fires only at the relay's EOSE), and the first screen needs
   * only a few dozen.
   */
  firstBatchSize?: number;
  /**
   * Go on handing batches of `firstBatchSize` over until this many items have been handed
   * over (by default, only the first batch): a first screen's posts each reach the screen
   * as soon as their few are in, not when the relay's whole page has come.
   */
  smallBatchesUpTo?: number;
}

export function createBatcher<T>(deliver: (items: T[]) => void, schedule: Schedule, options: BatcherOptions = {}): Batcher<T> {
  let pending: T[] = [];
  let cancelScheduled: (() => void) | undefined;
  let firstBatchSize = options.firstBatchSize ?? Number.POSITIVE_INFINITY;
  let handedOver = 0;

  function flush(): void {
    cancelScheduled?.();
    cancelScheduled = undefined;
    if (pending.length === 0) return;
    const items = pending;
    pending = [];
    handedOver += items.length;
    if (handedOver >= (options.smallBatchesUpTo ?? 0)) firstBatchSize = Number.POSITIVE_INFINITY;
    deliver(items);
  }

  return {
    push(item) {
      pending.push(item);
      if (pending.length >= firstBatchSize) flush();
      else cancelScheduled ??= schedule(flush);
    },
    flush,
    cancel() {
      cancelScheduled?.();
      cancelScheduled = undefined;
      pending = [];
    },
  };
}

/** A schedule that runs after `ms` milliseconds. */
export function afterDelay(ms: number): Schedule {
  return (run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  };
}
