/**
 * The page's first screen (docs/cache-and-offline.md, First screen): its painter
 * (stores/first-screen-painter.ts), and the hint a visit leaves for the next visit of its
 * route (docs/cache-and-offline.md, First screen hint): the picture files its first
 * screen showed and where, painted in place by the page's first script.
 */
import { hintedTiles, parseHints, viewportKey, withHint, type HintTile } from '../core/feed';
import { createFirstScreenPainter } from './first-screen-painter';
import { readStored } from './local-storage';

const STORAGE_KEY = 'diorama-first-screen';

/** The page's one painter. */
export const firstScreen = createFirstScreenPainter(() => document);

function currentViewport(): string {
  return viewportKey(window.innerWidth, window.innerHeight, window.devicePixelRatio);
}

/** Remembers the pictures the route's first screen shows now, with their boxes. */
export function rememberFirstScreen(route: string, tiles: readonly HintTile[]): void {
  const hints = withHint(parseHints(readStored(STORAGE_KEY)), { route, viewport: currentViewport(), tiles: [...tiles] });
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(hints));
  } catch {
    // Without storage a second visit waits for its tiles, as a first one does.
  }
}

/**
 * Forgets every route's first screen: what was muted since must not be painted on the next
 * visit (docs/session-and-actions.md, Muting), and a hint holds addresses, not authors.
 */
export function forgetFirstScreens(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, then.
  }
}

/**
 * Paints the pictures this route's previous visit showed first, where it showed them. A
 * picture of the past visit, not of the feed: it takes no presses.
 */
export function showFirstScreen(route: string): void {
  const tiles = hintedTiles(parseHints(readStored(STORAGE_KEY)), route, currentViewport());
  if (firstScreen.showing()) return;
  for (const { url, x, y, width, height } of tiles) firstScreen.paint({ key: url, src: url, box: { x, y, width, height } });
}
