/**
 * Whether the first screen's pictures are on screen: the grid says so
 * (hooks/use-first-screen.ts), and work the first screen does not need, such as starting
 * the relay client, waits for it. On two cores, every other thread busy while those
 * pictures load delays them.
 */

/**
 * Page time by which the first screen counts as shown, its pictures loaded or not: a
 * slow image host, an empty feed or a view without a grid hold nothing back for longer.
 */
const FIRST_SCREEN_LIMIT_MS = 2_000;

let shown = false;
let limitTimer: ReturnType<typeof setTimeout> | undefined;
const waiting: (() => void)[] = [];

export function markFirstPicturesShown(): void {
  shown = true;
  clearTimeout(limitTimer);
  for (const resolve of waiting.splice(0)) resolve();
}

export function firstPicturesShown(): boolean {
  return shown || performance.now() >= FIRST_SCREEN_LIMIT_MS;
}

/** Resolves once the first screen's pictures are on screen, or at the limit. */
export function whenFirstPicturesShown(): Promise<void> {
  if (firstPicturesShown()) return Promise.resolve();
  limitTimer ??= setTimeout(markFirstPicturesShown, FIRST_SCREEN_LIMIT_MS - performance.now());
  return new Promise((resolve) => waiting.push(resolve));
}
