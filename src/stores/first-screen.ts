/**
 * The warm start's first paint (docs/cache-and-offline.md, First screen hint; the
 * benchmark's warm first picture budget, bench/budgets.ts). A visit
 * remembers the picture files its first screen showed and where; the next visit of that
 * route, in the same window size, paints those pictures in place as the app starts,
 * before React has rendered a tile. The grid takes over once its own
 * pictures are on screen (hooks/use-first-screen.ts). It is a picture of the past
 * visit, not the feed: it takes no clicks and screen readers skip it.
 */
import { hintedTiles, parseHints, viewportKey, withHint, type HintTile } from '../core/first-screen-hint';

const STORAGE_KEY = 'diorama-first-screen';
/** Gone by now at the latest, whatever the page shows (an error page, a slow start). */
const SKETCH_LIMIT_MS = 3_000;

let sketch: HTMLElement | undefined;
let sketchUrls: ReadonlySet<string> = new Set();
let limitTimer: ReturnType<typeof setTimeout> | undefined;

function currentViewport(): string {
  return viewportKey(window.innerWidth, window.innerHeight, window.devicePixelRatio);
}

function storedHints(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the pictures the route's first screen shows now, with their boxes. */
export function rememberFirstScreen(route: string, tiles: readonly HintTile[]): void {
  const hints = withHint(parseHints(storedHints()), { route, viewport: currentViewport(), tiles: [...tiles] });
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

/** Paints the pictures this route's previous visit showed first, where it showed them. */
export function showFirstScreen(route: string): void {
  const tiles = hintedTiles(parseHints(storedHints()), route, currentViewport());
  if (tiles.length === 0 || sketch) return;
  sketch = document.createElement('div');
  sketch.className = 'first-screen';
  sketch.setAttribute('aria-hidden', 'true');
  for (const tile of tiles) sketch.append(sketchImage(tile));
  sketchUrls = new Set(tiles.map((tile) => tile.url));
  document.body.append(sketch);
  limitTimer = setTimeout(dismissFirstScreen, SKETCH_LIMIT_MS);
}

function sketchImage({ url, x, y, width, height }: HintTile): HTMLImageElement {
  const image = document.createElement('img');
  image.className = 'first-screen__img';
  image.alt = '';
  // As the tiles ask for them, so the browser hands the same pictures over to the grid.
  image.referrerPolicy = 'no-referrer';
  image.decoding = 'async';
  image.fetchPriority = 'high';
  image.style.transform = `translate(${x}px, ${y}px)`;
  image.style.width = `${width}px`;
  image.style.height = `${height}px`;
  image.src = url;
  return image;
}

export function hasFirstScreen(): boolean {
  return sketch !== undefined;
}

/** Whether the painted first screen holds this picture file. */
export function firstScreenShows(url: string): boolean {
  return sketchUrls.has(url);
}

/** Removes the painted first screen: the grid shows its own pictures now. */
export function dismissFirstScreen(): void {
  clearTimeout(limitTimer);
  sketch?.remove();
  sketch = undefined;
  sketchUrls = new Set();
}
