/**
 * Whether the first screen's pictures are on screen (issue 4): the grid says so
 * (hooks/use-first-screen.ts), and work the first screen does not need, such as starting
 * the relay client, waits for it. On two cores, every other thread busy while those
 * pictures load delays them.
 */
let shown = false;
const waiting = new Set<() => void>();

export function markFirstPicturesShown(): void {
  shown = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

export function firstPicturesShown(): boolean {
  return shown;
}

/** Resolves once the first screen's pictures are on screen, or after `limitMs` at the latest. */
export function whenFirstPicturesShown(limitMs: number): Promise<void> {
  if (shown || limitMs <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    waiting.add(done);
  });
}
