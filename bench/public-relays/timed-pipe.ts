/**
 * One direction of an emulated link: a message leaves once the link has carried every
 * message before it at `kbps`, and arrives `oneWayMs` later. One queue with one timer;
 * the link is busy until a message has left, so messages arrive in the order they were
 * sent, as over TCP.
 */
export interface TimedPipe {
  /** Schedules `deliver` for a message of `bytes`. */
  push(bytes: number, deliver: () => void): void;
  /** Drops every message not yet delivered. */
  clear(): void;
}

export function createTimedPipe(oneWayMs: number, kbps: number): TimedPipe {
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  const queue: { due: number; deliver: () => void }[] = [];
  let busyUntil = 0;
  let timer: NodeJS.Timeout | undefined;

  function pump(): void {
    timer = undefined;
    const now = performance.now();
    while (queue.length > 0 && (queue[0]?.due ?? Infinity) <= now) queue.shift()?.deliver();
    const next = queue[0];
    if (next) timer = setTimeout(pump, next.due - now);
  }

  return {
    push(bytes, deliver) {
      const now = performance.now();
      busyUntil = Math.max(now, busyUntil) + bytes / bytesPerMs;
      const due = busyUntil + oneWayMs;
      queue.push({ due, deliver });
      if (!timer) timer = setTimeout(pump, due - now);
    },
    clear() {
      queue.length = 0;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
