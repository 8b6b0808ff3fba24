/**
 * The slideshow's timing (docs/constants.md) and its random order: every picture once,
 * shuffled, before any repeats; pictures that arrive later join the rotation.
 */
export const SLIDE_ANIMATION_MS = 12_000;
export const SLIDE_INTERVAL_MS = 8_000;
export const FIRST_SLIDE_MS = 100;
export const CAPTION_DELAY_MS = 2_000;
export const MIN_SLIDESHOW_IMAGES = 2;

export type Random = () => number;

/** docs/views-and-keys.md, Slideshow view: the slideshow starts only with at least 2 images; stops counting there. */
export function hasEnoughImages(items: readonly { type: string }[]): boolean {
  let images = 0;
  for (const item of items) if (item.type === 'image' && ++images >= MIN_SLIDESHOW_IMAGES) return true;
  return false;
}

export interface SlideOrder {
  /** Keys in showing order; the current one is at `position`. */
  queue: string[];
  position: number;
}

function shuffle<T>(values: T[], random: Random): T[] {
  const result = [...values];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/** A shuffled run; `first`, when it is one of the keys, opens it (an address names that picture). */
export function startOrder(keys: readonly string[], random: Random = Math.random, first?: string): SlideOrder {
  const queue = shuffle([...new Set(keys)], random);
  const at = first === undefined ? -1 : queue.indexOf(first);
  if (at > 0) queue.unshift(...queue.splice(at, 1));
  return { queue, position: 0 };
}

/** New keys go in at random places after the current slide. */
export function addToOrder(order: SlideOrder, keys: readonly string[], random: Random = Math.random): SlideOrder {
  const known = new Set(order.queue);
  const fresh = keys.filter((key) => !known.has(key));
  if (fresh.length === 0) return order;
  const queue = [...order.queue];
  for (const key of shuffle(fresh, random)) {
    const at = order.position + 1 + Math.floor(random() * (queue.length - order.position));
    queue.splice(at, 0, key);
  }
  return { queue, position: order.position };
}

/**
 * The next slide; after the last one a fresh shuffle starts, never with the picture just
 * shown: the same picture twice looks like a stall, and the slide timer is keyed by picture.
 */
export function nextSlide(order: SlideOrder, random: Random = Math.random): SlideOrder {
  if (order.position + 1 < order.queue.length) return { ...order, position: order.position + 1 };
  const fresh = startOrder(order.queue, random);
  if (fresh.queue.length > 1 && fresh.queue[0] === currentKey(order)) fresh.queue.push(...fresh.queue.splice(0, 1));
  return fresh;
}

export function previousSlide(order: SlideOrder): SlideOrder {
  return { ...order, position: Math.max(0, order.position - 1) };
}

export function currentKey(order: SlideOrder): string | undefined {
  return order.queue[order.position];
}
