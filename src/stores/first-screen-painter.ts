/**
 * The painter of the first screen (docs/cache-and-offline.md, First screen): pictures in
 * boxes over where the grid will be, before React has rendered a tile. Two sources feed
 * it: a second visit's remembered first screen (stores/first-screen.ts) and the feed's
 * checked posts (stores/first-screen-posts.ts). Each picture is in the page at once and
 * drawn by the browser as it decodes it, as a grid tile's picture is. The grid takes over
 * once its own pictures on screen are ready (hooks/use-first-screen.ts). Screen readers
 * skip it: the grid is the page's list of pictures.
 */
import { srcSetUrls } from '../core/image-proxy';
import type { Box } from '../core/masonry-layout';

/** Gone by now at the latest, unless a grid has taken it over: an error page, a slow start. */
export const SKETCH_LIMIT_MS = 3_000;
/** A picture of the grid that never loads does not keep the painted one up longer than this once the grid shows pictures. */
export const HAND_OVER_LIMIT_MS = 1_500;

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
   * on, so the sources stop, and the painted screen goes once the grid's pictures under
   * it are decoded, so nothing flickers; at once when the grid shows other pictures
   * (newer posts came first). A tile the painted screen leaves to the grid (a video, a
   * content-warned picture) is not another picture, nor is one whose file failed.
   */
  handOver(grid: HTMLElement): void;
  /** Runs `stop` once the grid has taken over, or the painted screen has gone. */
  onHandedOver(stop: () => void): void;
  /** Removes the painted screen for good: the grid shows its own pictures now. */
  dismiss(): void;
}

interface Painted {
  image: HTMLImageElement;
  /** Decoded, or failed: nothing more to wait for. */
  done: boolean;
}

/** A grid's pictures in the window, with their boxes on screen. */
export function picturesOnScreen(grid: HTMLElement): { image: HTMLImageElement; box: DOMRect }[] {
  return Array.from(grid.querySelectorAll('img')).flatMap((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.top < window.innerHeight && box.bottom > 0 ? [{ image, box }] : [];
  });
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
    limitTimer = setTimeout(dismiss, SKETCH_LIMIT_MS);
    return layer;
  }

  function paint(picture: SketchPicture): void {
    if (dismissed) return;
    const known = painted.get(picture.key);
    if (known) return placeImage(known.image, picture.box);
    const image = pictureElement(page(), picture);
    const entry: Painted = { image, done: false };
    painted.set(picture.key, entry);
    for (const url of [picture.src, ...srcSetUrls(picture.srcset ?? '')]) urls.add(url);
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
        for (const url of [picture.src, ...srcSetUrls(picture.srcset ?? '')]) urls.delete(url);
        settle(picture.onError);
      },
    );
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

  return {
    paint,
    unpaint(key) {
      painted.get(key)?.image.remove();
      painted.delete(key);
      checkReady();
    },
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
      clearTimeout(limitTimer);
      stopSources();
      if (!layer) return dismiss();
      let firstPictures: number | undefined;
      const check = (): void => {
        if (dismissed) return;
        const pictures = picturesOnScreen(grid)
          .map(({ image }) => image)
          .filter((image) => !(image.complete && image.naturalWidth === 0));
        const shared = pictures.filter((image) => [image.src, ...srcSetUrls(image.srcset)].some((url) => urls.has(url)));
        if (pictures.some((image) => !shared.includes(image) && image.dataset.contentWarning === undefined)) return dismiss();
        if (pictures.length > 0) firstPictures ??= performance.now();
        const loaded = shared.filter((image) => image.complete && image.naturalWidth > 0);
        const timeUp = firstPictures !== undefined && performance.now() - firstPictures > HAND_OVER_LIMIT_MS;
        if ((shared.length > 0 && loaded.length === shared.length) || timeUp) {
          void Promise.allSettled(loaded.map((image) => image.decode())).then(dismiss);
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
      // However the grid fares, the painted screen is not left up for good.
      limitTimer = setTimeout(dismiss, SKETCH_LIMIT_MS);
    },
    onHandedOver: (stop) => void sources.push(stop),
    dismiss,
  };
}
