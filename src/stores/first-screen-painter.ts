/**
 * The painter of the first screen (docs/cache-and-offline.md, First screen): pictures in
 * boxes over where the grid will be, before React has rendered a tile. Two sources feed
 * it: a second visit's remembered first screen (stores/first-screen.ts) and the feed's
 * checked posts (stores/first-screen-posts.ts). Each picture is in the page at once and
 * drawn by the browser as it decodes it, as a grid tile's picture is. The grid takes over
 * picture by picture, each once its own is decoded under it (stores/first-screen-handover.ts,
 * hooks/use-first-screen.ts). Screen readers skip it: the grid is the page's list of pictures.
 */
import { srcSetUrls } from '../core/media';
import type { Box } from '../core/layout';
import { handOverTo } from './first-screen-handover';

export { HAND_OVER_LIMIT_MS, picturesOnScreen } from './first-screen-handover';

/**
 * Gone this long after the app has rendered, unless a grid has taken it over (an error
 * page, another screen), or after the grid took it over, whatever its pictures do. Never
 * counted before the app renders: a slow start keeps its painted pictures, as taking them
 * away would leave the screen empty until the grid's are drawn.
 */
export const SKETCH_LIMIT_MS = 3_000;

/** A picture of the first screen, in page coordinates (the page scrolled to its top). */
export interface SketchPicture {
  /** Names the picture among those painted: the feed item's key, or the hint's file. */
  key: string;
  src: string;
  srcset?: string;
  sizes?: string;
  box: Box;
  /** Whose press opens this picture, when it is a post of the feed. */
  onPress?: () => void;
  /** The file could not be loaded or decoded. */
  onError?: () => void;
  /** The picture is decoded, so on screen. */
  onDrawn?: () => void;
  /**
   * An image already loading this picture's file, fetched while its post was checked: it
   * is drawn itself, so the file is asked for once (a second element may ask again).
   */
  loading?: HTMLImageElement;
}

export interface FirstScreenPainter {
  /** Paints a picture, or moves the one painted under the same key to its box; nothing once dismissed. */
  paint(picture: SketchPicture): void;
  /** Takes a painted picture away. */
  unpaint(key: string): void;
  /** A source will paint posts as they come: the first screen is not ready until it completes. */
  expect(): void;
  /** The source has painted all it will for now (its screen is full, or its posts are in). */
  complete(): void;
  /**
   * Resolves once an expected source has completed and its pictures are decoded or have
   * failed, or the painted screen is gone; at once when no source is expected.
   */
  ready(): Promise<void>;
  /** Whether anything is painted. */
  showing(): boolean;
  /**
   * The grid (its element, `grid`) takes the first screen over: it draws the feed from now
   * on, so the sources stop, and each painted picture goes once the grid's picture of its
   * file is decoded under it, so no frame shows neither (stores/first-screen-handover.ts);
   * the whole painted screen at once when the grid shows other pictures (newer posts came
   * first). A tile the painted screen leaves to the grid (a video, a content-warned
   * picture) is not another picture, nor is one whose file failed.
   */
  handOver(grid: HTMLElement): void;
  /** The app has rendered: unless a grid takes the painted screen over, it goes within SKETCH_LIMIT_MS. */
  appStarted(): void;
  /** Runs `stop` once the grid has taken over, or the painted screen has gone. */
  onHandedOver(stop: () => void): void;
  /** Removes the painted screen for good: the grid shows its own pictures now. */
  dismiss(): void;
}

interface Painted {
  image: HTMLImageElement;
  /** Every address the picture was painted from. */
  urls: string[];
  /** Decoded, or failed: nothing more to wait for. */
  done: boolean;
}

function placeImage(image: HTMLImageElement, { x, y, width, height }: Box): void {
  image.style.transform = `translate(${x}px, ${y}px)`;
  image.style.width = `${width}px`;
  image.style.height = `${height}px`;
}

function pictureElement(doc: Document, picture: SketchPicture): HTMLImageElement {
  const image = picture.loading ?? doc.createElement('img');
  image.className = picture.onPress ? 'first-screen__img first-screen__img--pressable' : 'first-screen__img';
  image.alt = '';
  // As the tiles ask for them, so the browser hands the same pictures over to the grid.
  image.referrerPolicy = 'no-referrer';
  image.decoding = 'async';
  image.fetchPriority = 'high';
  placeImage(image, picture.box);
  // Set again only when they differ: setting an image's sources starts its request over.
  if (picture.srcset && image.srcset !== picture.srcset) {
    image.sizes = picture.sizes ?? '100vw';
    image.srcset = picture.srcset;
  }
  if (image.getAttribute('src') !== picture.src) image.src = picture.src;
  if (picture.onPress) image.addEventListener('click', picture.onPress);
  return image;
}

/** One page's painter; `page` gives the document it paints in. */
export function createFirstScreenPainter(page: () => Document): FirstScreenPainter {
  let layer: HTMLElement | undefined;
  const painted = new Map<string, Painted>();
  const urls = new Set<string>();
  let limitTimer: ReturnType<typeof setTimeout> | undefined;
  let dismissed = false;
  let handedOver = false;
  let appStarted = false;
  let expecting = false;
  let complete = false;
  const sources: (() => void)[] = [];
  const waiting: (() => void)[] = [];

  function checkReady(): void {
    if (!complete || [...painted.values()].some((entry) => !entry.done)) return;
    for (const resolve of waiting.splice(0)) resolve();
  }

  function openLayer(): HTMLElement {
    if (layer) return layer;
    const doc = page();
    layer = doc.createElement('div');
    layer.className = 'first-screen';
    layer.setAttribute('aria-hidden', 'true');
    doc.body.append(layer);
    if (appStarted) startLimit();
    return layer;
  }

  function paint(picture: SketchPicture): void {
    if (dismissed) return;
    const known = painted.get(picture.key);
    if (known) return placeImage(known.image, picture.box);
    const image = pictureElement(page(), picture);
    const entry: Painted = { image, urls: [picture.src, ...srcSetUrls(picture.srcset ?? '')], done: false };
    painted.set(picture.key, entry);
    for (const url of entry.urls) urls.add(url);
    openLayer().append(image);
    const settle = (callback: (() => void) | undefined): void => {
      if (painted.get(picture.key) !== entry) return;
      entry.done = true;
      callback?.();
      checkReady();
    };
    image.decode().then(
      () => settle(picture.onDrawn),
      () => {
        // A file that failed is the grid's to recover or mark (docs/data-and-requests.md, Media recovery).
        image.remove();
        for (const url of entry.urls) urls.delete(url);
        // Taken away before it failed: the failure is still told, or the file's tile would ask the
        // dead address again. Only a broken image's: a picture taken away is no longer decoded.
        if (painted.get(picture.key) !== entry && image.complete && image.naturalWidth === 0) picture.onError?.();
        settle(picture.onError);
      },
    );
  }

  /** A screen other than the grid (an error page, another view) gets it away in time. */
  function startLimit(): void {
    if (handedOver) return;
    clearTimeout(limitTimer);
    limitTimer = setTimeout(dismiss, SKETCH_LIMIT_MS);
  }

  function stopSources(): void {
    for (const stop of sources.splice(0)) stop();
  }

  function dismiss(): void {
    dismissed = true;
    clearTimeout(limitTimer);
    stopSources();
    for (const resolve of waiting.splice(0)) resolve();
    layer?.remove();
    layer = undefined;
    painted.clear();
    urls.clear();
  }

  function unpaint(key: string): void {
    painted.get(key)?.image.remove();
    painted.delete(key);
    checkReady();
  }

  return {
    paint,
    unpaint,
    expect() {
      if (!dismissed) expecting = true;
    },
    complete() {
      complete = true;
      checkReady();
    },
    ready() {
      if (dismissed || !expecting) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        checkReady();
      });
    },
    showing: () => layer !== undefined,
    handOver(grid) {
      handedOver = true;
      clearTimeout(limitTimer);
      stopSources();
      if (!layer) return dismiss();
      handOverTo(grid, { painted: () => painted, urls, remove: unpaint, dismiss, gone: () => dismissed });
      // However the grid fares, the painted screen is not left up for good.
      limitTimer = setTimeout(dismiss, SKETCH_LIMIT_MS);
    },
    appStarted() {
      appStarted = true;
      if (layer) startLimit();
    },
    onHandedOver: (stop) => void sources.push(stop),
    dismiss,
  };
}
