/**
 * The slideshow's timing (docs/constants.md) and its random order: every picture once,
 * shuffled, before any repeats; pictures that arrive later join the rotation. In screen
 * mode a new post is shown next, then joins the rotation (docs/views-and-keys.md, Screen mode).
 */
export const SLIDE_ANIMATION_MS = 12_000;
export const SLIDE_INTERVAL_MS = 8_000;
export const FIRST_SLIDE_MS = 100;
export const CAPTION_DELAY_MS = 2_000;
export const MIN_SLIDESHOW_IMAGES = 2;
/** Screen mode shows the feed's newest pictures: what is new in the room, not last year's (docs/views-and-keys.md, Screen mode). */
export const SCREEN_PICTURES = 100;

export type Random = () => number;

/**
 * The order a ranked feed plays in (docs/routes-and-filters.md, Popular): as a source of
 * chance it leaves every picture where it is, adds new ones at the end, and starts each
 * round over from the top.
 */
export const FEED_ORDER: Random = () => 1 - Number.EPSILON;

/** docs/views-and-keys.md, Slideshow view: the slideshow starts only with at least 2 pictures or videos; stops counting there. */
export function hasEnoughImages(items: readonly { type: string }[]): boolean {
  let images = 0;
  for (const item of items) if ((item.type === 'image' || item.type === 'video') && ++images >= MIN_SLIDESHOW_IMAGES) return true;
  return false;
}

export interface SlideOrder {
  /** Keys in showing order; the current one is at `position`. */
  queue: string[];
  position: number;
  /** New posts waiting right after the current slide, in the order they were posted (screen mode). */
  waiting?: number;
}

function shuffle<T>(values: T[], random: Random): T[] {
  const result = [...values];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/**
 * The `count` newest of `items`, in the order they came: by `rank`, their post's time, or
 * on a set feed their entry's place in the order entries were added.
 */
export function newestOf<T>(items: readonly T[], count: number, rank: (item: T) => number): readonly T[] {
  if (items.length <= count) return items;
  const cutoff = [...items].sort((a, b) => rank(b) - rank(a)).slice(0, count);
  const kept = new Set(cutoff);
  return items.filter((item) => kept.has(item));
}

/** A shuffled run; `first`, when it is one of the keys, opens it (an address names that picture). */
export function startOrder(keys: readonly string[], random: Random = Math.random, first?: string): SlideOrder {
  const queue = shuffle([...new Set(keys)], random);
  const at = first === undefined ? -1 : queue.indexOf(first);
  if (at > 0) queue.unshift(...queue.splice(at, 1));
  return { queue, position: 0 };
}

/** New keys go in at random places after the current slide, and after the new posts waiting to be shown next. */
export function addToOrder(order: SlideOrder, keys: readonly string[], random: Random = Math.random): SlideOrder {
  const known = new Set(order.queue);
  const fresh = keys.filter((key) => !known.has(key));
  if (fresh.length === 0) return order;
  const queue = [...order.queue];
  const after = order.position + 1 + (order.waiting ?? 0);
  for (const key of shuffle(fresh, random)) {
    const at = after + Math.floor(random() * (queue.length - after + 1));
    queue.splice(at, 0, key);
  }
  return { ...order, queue };
}

/** A picture and how new it is. */
export interface Arrival {
  key: string;
  /**
   * The time of its post, in seconds; on a set feed its entry's place in the order the
   * entries were added, whenever the post was written (docs/views-and-keys.md, Screen mode).
   */
  rank: number;
}

/**
 * Screen mode: pictures at least as new as `newestKnown` (the newest the show had) are
 * shown next, oldest first and after any new one still waiting, so the room sees them in
 * the order they were posted, or added to the set; the rest (a late relay's older posts)
 * join the rotation at random places.
 */
export function addNewPostsNext(
  order: SlideOrder,
  arrivals: readonly Arrival[],
  newestKnown: number,
  random: Random = Math.random,
): SlideOrder {
  const known = new Set(order.queue);
  const fresh: Arrival[] = [];
  for (const arrival of arrivals) {
    if (known.has(arrival.key)) continue;
    known.add(arrival.key);
    fresh.push(arrival);
  }
  const newer = fresh.filter((arrival) => arrival.rank >= newestKnown).sort((a, b) => a.rank - b.rank);
  const waiting = order.waiting ?? 0;
  const queue = [...order.queue];
  queue.splice(Math.min(order.position + 1 + waiting, queue.length), 0, ...newer.map((arrival) => arrival.key));
  const withNewer = newer.length === 0 ? order : { queue, position: order.position, waiting: waiting + newer.length };
  return addToOrder(
    withNewer,
    fresh.filter((arrival) => arrival.rank < newestKnown).map((arrival) => arrival.key),
    random,
  );
}

/**
 * Only the keys still in the feed stay (a picture muted, or older than screen mode keeps);
 * the one on screen stays until the show moves on, so nothing changes under the viewer.
 */
export function keepInOrder(order: SlideOrder, keys: ReadonlySet<string>): SlideOrder {
  const current = currentKey(order);
  if (order.queue.every((key) => keys.has(key) || key === current)) return order;
  let position = 0;
  let waiting = order.waiting ?? 0;
  const queue: string[] = [];
  order.queue.forEach((key, index) => {
    if (index === order.position) position = queue.length;
    if (keys.has(key) || index === order.position) queue.push(key);
    else if (index > order.position && index <= order.position + waiting) waiting -= 1;
  });
  return { queue, position, waiting };
}

/**
 * The next slide; after the last one a fresh shuffle starts, never with the picture just
 * shown: the same picture twice looks like a stall, and the slide timer is keyed by picture.
 */
export function nextSlide(order: SlideOrder, random: Random = Math.random): SlideOrder {
  if (order.position + 1 < order.queue.length) {
    return { ...order, position: order.position + 1, waiting: Math.max(0, (order.waiting ?? 0) - 1) };
  }
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
