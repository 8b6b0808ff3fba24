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

export interface FirstPictures {
  markShown(): void;
  isShown(): boolean;
  /** Resolves once the first screen's pictures are on screen, or at the limit. */
  whenShown(): Promise<void>;
}

/** What one page knows of its first pictures: the page has one, tests make a fresh one per case. */
export function createFirstPictures(): FirstPictures {
  let shown = false;
  let limitTimer: ReturnType<typeof setTimeout> | undefined;
  const waiting: (() => void)[] = [];

  function markShown(): void {
    shown = true;
    clearTimeout(limitTimer);
    for (const resolve of waiting.splice(0)) resolve();
  }

  function isShown(): boolean {
    return shown || performance.now() >= FIRST_SCREEN_LIMIT_MS;
  }

  function whenShown(): Promise<void> {
    if (isShown()) return Promise.resolve();
    limitTimer ??= setTimeout(markShown, FIRST_SCREEN_LIMIT_MS - performance.now());
    return new Promise((resolve) => waiting.push(resolve));
  }

  return { markShown, isShown, whenShown };
}

const page = createFirstPictures();

export const markFirstPicturesShown = page.markShown;
export const firstPicturesShown = page.isShown;
export const whenFirstPicturesShown = page.whenShown;
