/**
 * The painted first screen's handover to the grid (docs/cache-and-offline.md, First
 * screen), picture by picture: a painted picture goes only once the grid's picture of the
 * same file is decoded in its place under it, so no frame shows neither. A painted
 * picture is the top layer, so keeping it a frame longer is never seen; taking it away a
 * frame early shows the tile's bare colour. A grid picture that fails, or is still not
 * decoded HAND_OVER_LIMIT_MS after it came on screen, does not keep the painted one up.
 */
import { srcSetUrls } from '../core/media';

/** A picture of the grid that never decodes does not keep the painted one up longer than this once it is on screen. */
export const HAND_OVER_LIMIT_MS = 1_500;

/** A picture still painted, with every address it was painted from. */
export interface HandedPicture {
  image: HTMLImageElement;
  urls: readonly string[];
}

/** What the handover reads of the painter, and how it takes its pictures away. */
export interface HandoverTarget {
  /** The painted pictures still up, by key. */
  painted(): ReadonlyMap<string, HandedPicture>;
  /** Every address painted and not failed, handed over or not: a grid picture of none of them is another picture. */
  urls: ReadonlySet<string>;
  /** Takes one painted picture away. */
  remove(key: string): void;
  /** Takes the whole painted screen away. */
  dismiss(): void;
  /** The painted screen is gone. */
  gone(): boolean;
}

/** A grid's pictures in the window, with their boxes on screen. */
export function picturesOnScreen(grid: HTMLElement): { image: HTMLImageElement; box: DOMRect }[] {
  return Array.from(grid.querySelectorAll('img')).flatMap((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.top < window.innerHeight && box.bottom > 0 ? [{ image, box }] : [];
  });
}

type Decoding = 'decoding' | 'decoded' | 'failed';

const addressesOf = (image: HTMLImageElement): string[] => [image.src, ...srcSetUrls(image.srcset)];
const isBroken = (image: HTMLImageElement): boolean => image.complete && image.naturalWidth === 0;

/**
 * Hands the painted pictures over to `grid`, checking once a frame: each goes once the
 * grid's picture of its file has decoded (`decode()`, which resolves once the picture can
 * be drawn in the next frame), has failed, or is late. The whole painted screen goes at
 * once when the grid shows a picture it did not paint (newer posts came first: the
 * painted screen would cover them), and once nothing painted is left.
 */
export function handOverTo(grid: HTMLElement, target: HandoverTarget): void {
  const decodes = new WeakMap<HTMLImageElement, { src: string; state: Decoding }>();
  /** When each painted picture's grid picture, or the grid's first picture, came on screen. */
  const since = new Map<string, number>();
  let firstPictures: number | undefined;

  function decodingOf(image: HTMLImageElement): Decoding {
    if (isBroken(image)) return 'failed';
    const src = image.currentSrc || image.src;
    const known = decodes.get(image);
    if (known?.src === src) return known.state;
    // A pooled tile given another picture starts over: its earlier decode was another file's.
    const entry: { src: string; state: Decoding } = { src, state: 'decoding' };
    decodes.set(image, entry);
    image.decode().then(
      () => (entry.state = 'decoded'),
      () => (entry.state = 'failed'),
    );
    return entry.state;
  }

  const check = (): void => {
    if (target.gone()) return;
    const now = performance.now();
    const pictures = picturesOnScreen(grid)
      .map(({ image }) => image)
      .filter((image) => !isBroken(image) || addressesOf(image).some((url) => target.urls.has(url)));
    const other = pictures.some(
      (image) => image.dataset.contentWarning === undefined && !addressesOf(image).some((url) => target.urls.has(url)),
    );
    if (other) return target.dismiss();
    if (pictures.length > 0) firstPictures ??= now;
    for (const [key, { image: painted, urls }] of target.painted()) {
      // Its own file failed: nothing of it is drawn to hand over.
      if (!painted.isConnected) {
        target.remove(key);
        continue;
      }
      const own = pictures.filter((image) => addressesOf(image).some((url) => urls.includes(url)));
      if (own.length > 0 && !since.has(key)) since.set(key, now);
      const states = own.map(decodingOf);
      // A painted picture the grid never shows on screen waits as long from the grid's first picture.
      const started = since.get(key) ?? firstPictures;
      const late = started !== undefined && now - started > HAND_OVER_LIMIT_MS;
      const failed = states.length > 0 && states.every((state) => state === 'failed');
      if (states.includes('decoded') || failed || late) target.remove(key);
    }
    if (target.painted().size === 0) return target.dismiss();
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
