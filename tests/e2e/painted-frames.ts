/**
 * What the browser tests of a painted first screen read (docs/cache-and-offline.md, First
 * screen): every frame's pictures, where each is drawn and whether it moved or blinked,
 * React's script held at the network, and the grid's pictures by file.
 */
import type { Page } from '@playwright/test';

export interface Size {
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FrameRecord {
  /** A file on screen that is elsewhere a frame later, or gone, with no input in between. */
  moves: string[];
  blinks: string[];
  /** Every file the painted first screen drew, by its name, with its box. */
  painted: Record<string, Box>;
  /** Page time of the first frame a painted picture was drawn in. */
  firstPaintedAt?: number;
  /** Whether the grid existed when the first painted picture was drawn. */
  gridAtFirstPaint?: boolean;
}

/** The picture file behind a proxied address: the part after the image proxy's `/plain/`. */
export const fileOf = (src: string): string => src.split('/plain/').pop() ?? src;

/**
 * Watches every frame from the first script on: where each picture file is drawn on
 * screen, and whether it was painted first. A picture counts as drawn only once it has
 * loaded, its `decode()` has resolved (the browser can draw it in the next frame), and it
 * is visible (no `visibility`, `opacity` or `content-visibility` hiding it); a loaded
 * picture still decoding is drawn as nothing. Besides each frame, the moment a painted
 * picture leaves the page is checked: the grid's picture of its file must be drawn then,
 * or the next frame shows neither.
 */
export async function watchFrames(page: Page): Promise<() => Promise<FrameRecord>> {
  await page.addInitScript(() => {
    const record: FrameRecord = { moves: [], blinks: [], painted: {} };
    Object.assign(window, { __frames: record });
    let input = false;
    for (const type of ['pointerdown', 'keydown', 'wheel']) addEventListener(type, () => (input = true), { capture: true });
    // The picture file's own name, however the image proxy's address spells it.
    const file = (image: HTMLImageElement): string => (image.currentSrc || image.src).split('/').pop() ?? '';
    // Which address each image has decoded, asked as soon as the image is in the page.
    const decoded = new WeakMap<HTMLImageElement, string>();
    const asked = new WeakMap<HTMLImageElement, string>();
    const track = (image: HTMLImageElement): void => {
      const src = image.currentSrc || image.src;
      if (!src || asked.get(image) === src) return;
      asked.set(image, src);
      image.decode().then(
        () => decoded.set(image, src),
        () => asked.delete(image),
      );
    };
    addEventListener('load', ({ target }) => target instanceof HTMLImageElement && track(target), { capture: true });
    const drawn = (image: HTMLImageElement): boolean => {
      track(image);
      const box = image.getBoundingClientRect();
      return (
        image.isConnected &&
        image.complete &&
        image.naturalWidth > 0 &&
        decoded.get(image) === (image.currentSrc || image.src) &&
        box.width > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        image.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
      );
    };
    const placeOf = (image: HTMLImageElement): string => {
      const box = image.getBoundingClientRect();
      return `${Math.round(box.x)},${Math.round(box.y + scrollY)},${Math.round(box.width)}x${Math.round(box.height)}`;
    };
    let last = new Map<string, string>();
    const frame = (): void => {
      const now = new Map<string, string>();
      for (const image of Array.from(document.querySelectorAll('img'))) {
        if (!drawn(image)) continue;
        now.set(file(image), placeOf(image));
        if (image.closest('.first-screen')) {
          record.firstPaintedAt ??= performance.now();
          record.gridAtFirstPaint ??= document.querySelector('.grid') !== null;
          const box = image.getBoundingClientRect();
          record.painted[file(image)] = { x: box.x, y: box.y + scrollY, width: box.width, height: box.height };
        }
      }
      for (const [name, place] of last) {
        const next = now.get(name);
        if (next === undefined && !input) record.blinks.push(`${name} at ${place}`);
        else if (next !== undefined && next !== place && !input) record.moves.push(`${name} ${place} -> ${next}`);
      }
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver((mutations) => {
      for (const { addedNodes, removedNodes } of mutations) {
        for (const node of Array.from(addedNodes)) {
          if (node instanceof HTMLImageElement) track(node);
          else if (node instanceof Element) node.querySelectorAll('img').forEach(track);
        }
        for (const node of Array.from(removedNodes)) {
          if (!(node instanceof Element)) continue;
          const images = node instanceof HTMLImageElement ? [node] : Array.from(node.querySelectorAll('img'));
          for (const image of images) {
            const name = file(image);
            // Only a painted picture that was drawn, not one whose file failed.
            if (!image.classList.contains('first-screen__img') || !last.has(name) || input) continue;
            const grid = Array.from(document.querySelectorAll<HTMLImageElement>('.grid img')).filter((other) => file(other) === name);
            if (!grid.some(drawn)) record.blinks.push(`${name} taken away before the grid's was drawn`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __frames: FrameRecord }).__frames);
}

/** Holds React's script (the app's screens) until the returned function is called. */
export async function holdReact(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-root-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The grid's pictures on screen, by file. */
export function gridBoxes(page: Page): Promise<Record<string, Box>> {
  return page.locator('.grid-tile:not([hidden]) img').evaluateAll((images) => {
    const boxes: Record<string, Box> = {};
    for (const image of images as HTMLImageElement[]) {
      const box = image.getBoundingClientRect();
      if (!image.complete || image.naturalWidth === 0 || box.top >= innerHeight || box.bottom <= 0) continue;
      boxes[(image.currentSrc || image.src).split('/').pop() ?? ''] = {
        x: box.x,
        y: box.y + scrollY,
        width: box.width,
        height: box.height,
      };
    }
    return boxes;
  });
}

export const rounded = (boxes: Record<string, Box>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(boxes).map(([name, box]) => [
      name,
      `${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)}x${Math.round(box.height)}`,
    ]),
  );
