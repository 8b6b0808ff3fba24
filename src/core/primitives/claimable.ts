/**
 * Something started ahead of the code that will use it (the page's early first request,
 * the address's early feed; docs/architecture.md, A feed's start), held until that code
 * claims it: handed out once, to a claim with its key; a claim with another key stops it.
 */
export interface Claimable<T> {
  /** Holds `value` under `key`, stopping whatever was held before. */
  hold(key: string, value: T): void;
  /** The held value when it was held under `key`; either way nothing is held afterwards. */
  claim(key: string): T | undefined;
  /** Stops and forgets what is held: the state of a page that has just started. */
  clear(): void;
}

export function createClaimable<T>(stop: (value: T) => void): Claimable<T> {
  let held: { key: string; value: T } | undefined;

  function take(): { key: string; value: T } | undefined {
    const found = held;
    held = undefined;
    return found;
  }

  return {
    hold(key, value) {
      const previous = take();
      if (previous) stop(previous.value);
      held = { key, value };
    },
    claim(key) {
      const found = take();
      if (found?.key === key) return found.value;
      if (found) stop(found.value);
      return undefined;
    },
    clear() {
      const found = take();
      if (found) stop(found.value);
    },
  };
}
