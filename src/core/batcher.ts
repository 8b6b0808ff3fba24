/**
 * Collects items that arrive one by one (relay events) and hands them over in batches,
 * so the feed is sorted and filtered once per batch instead of once per event.
 */
export type Schedule = (run: () => void) => () => void;

export interface Batcher<T> {
  push(item: T): void;
  /** Hands over what is pending now. */
  flush(): void;
  /** Drops what is pending and stops. */
  cancel(): void;
}

export function createBatcher<T>(deliver: (items: T[]) => void, schedule: Schedule): Batcher<T> {
  let pending: T[] = [];
  let cancelScheduled: (() => void) | undefined;

  function flush(): void {
    cancelScheduled?.();
    cancelScheduled = undefined;
    if (pending.length === 0) return;
    const items = pending;
    pending = [];
    deliver(items);
  }

  return {
    push(item) {
      pending.push(item);
      cancelScheduled ??= schedule(flush);
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
