/**
 * The floor page: what a page without a framework reaches over the same relay, link and
 * image proxy as the app, built and served by the bench (build-floor-page.ts) and read
 * with the same probe (bench/page-probe.js). It opens one WebSocket to the relay named
 * in its address's hash, sends the filter the app's first request sends for the route
 * (the app's own src/core functions), checks each post's signature with the app's
 * checker before showing it, and puts each picture into an <img> at once, with the app's
 * tile sources and sizes, in the box the app's masonry gives it, until twenty pictures
 * are in the window (or it is full). Its media are what the app's own extraction finds
 * (src/core/media/extract-media.ts); a video gets its box and nothing in it, as the app's video
 * tile is no picture to the probe, so both pages have the same boxes to count pictures
 * in. A picture that fails gives its box to a later post's. A people list's route asks for
 * the list first, as the app does (floor-list.ts).
 */
import { feedFilter, feedRequestForAddress } from '../../src/core/feed/feed-request';
import { imageSrcSet, proxiedImageUrl, type ImageProxyConfig } from '../../src/core/media/image-proxy';
import { extractMedia } from '../../src/core/media/extract-media';
import { aspectRatio, extendMasonry, layoutMasonry, type Box } from '../../src/core/layout/masonry-layout';
import type { MediaItem, NostrEvent } from '../../src/core/types';
import { columnSizes, GAP, TILE_PICTURE_WIDTH } from '../../src/core/layout/grid-geometry';
import { listRouteOf } from './floor-list';

/** The app build's image proxy, set by the build (build-floor-page.ts). */
declare const FLOOR_IMAGE_PROXY: ImageProxyConfig;

const PICTURES = 20;
const SUBSCRIPTION = 'floor';
const LIST_SUBSCRIPTION = 'floor-list';

const hash = new URLSearchParams(location.hash.slice(1));
const relay = hash.get('relay') ?? '';
// Where the app's grid is on the same window: the bench reads it from the app's visit.
const left = Number(hash.get('left') ?? 0);
const top = Number(hash.get('top') ?? 0);
const width = Number(hash.get('width') ?? 0) || document.documentElement.clientWidth - left;

const grid = document.createElement('div');
grid.style.cssText = `position:absolute;left:${left}px;top:${top}px;width:${width}px`;
document.body.append(grid);

let layout = layoutMasonry([], width, GAP);
let placed = 0;
let full = false;
/** Placed, or failed: each file once, as the app drops what it has shown. */
const shownUrls = new Set<string>();
/** Posts that came after the screen was full, kept for a box whose picture fails. */
const spares: NostrEvent[] = [];
const emptyBoxes: Box[] = [];
const checked = new Map<string, boolean>();
/** The app's checker, fetched while the relay looks the posts up, as the app fetches it. */
let verify: ((event: NostrEvent) => boolean) | undefined;
const beforeChecker: NostrEvent[] = [];

const isGenuine = (check: (event: NostrEvent) => boolean, event: NostrEvent): boolean => {
  let valid = checked.get(event.id);
  if (valid === undefined) checked.set(event.id, (valid = check(event)));
  return valid;
};

const newMedia = (event: NostrEvent): MediaItem[] => extractMedia(event).filter((media) => !shownUrls.has(media.url));

function show(media: MediaItem, box: Box): void {
  shownUrls.add(media.url);
  const tile = document.createElement('div');
  tile.style.cssText = `position:absolute;left:${box.x}px;top:${box.y}px;width:${box.width}px;height:${box.height}px;overflow:hidden;border-radius:4px`;
  grid.append(tile);
  // A video's box stays empty: no picture, as the app's video tile is none for the probe.
  if (media.type === 'video') return;
  const image = document.createElement('img');
  image.style.cssText = 'width:100%;height:100%;object-fit:cover;display:block';
  image.alt = '';
  image.loading = 'eager';
  image.decoding = 'async';
  image.fetchPriority = 'high';
  image.referrerPolicy = 'no-referrer';
  const srcset = imageSrcSet(media.url, FLOOR_IMAGE_PROXY);
  if (srcset) {
    image.sizes = columnSizes(layout);
    image.srcset = srcset;
  }
  image.src = proxiedImageUrl(media.url, TILE_PICTURE_WIDTH, FLOOR_IMAGE_PROXY) ?? media.url;
  image.onerror = () => {
    tile.remove();
    refill(box);
  };
  tile.append(image);
}

/** The next spare post's picture in a failed picture's box, or the box waits for one. */
function refill(box: Box): void {
  const check = verify;
  for (let event = spares.shift(); check && event; event = spares.shift()) {
    const picture = newMedia(event).find((media) => media.type !== 'video');
    if (picture && isGenuine(check, event)) return show(picture, box);
  }
  emptyBoxes.push(box);
}

function place(media: MediaItem): void {
  const next = extendMasonry(layout, [aspectRatio(media.width, media.height)]);
  const box = next.boxes[next.boxes.length - 1];
  // The shortest column starts below the window: every later box would too.
  if (!box || top + box.y >= window.innerHeight) {
    full = true;
    return;
  }
  layout = next;
  if (media.type !== 'video') placed += 1;
  if (placed >= PICTURES) full = true;
  show(media, box);
}

function receive(event: NostrEvent): void {
  const check = verify;
  if (!check) return void beforeChecker.push(event);
  if (full) {
    spares.push(event);
    const box = emptyBoxes.shift();
    if (box) refill(box);
    return;
  }
  const found = newMedia(event);
  if (found.length === 0 || !isGenuine(check, event)) return;
  for (const media of found) if (!full) place(media);
}

const request = feedRequestForAddress(location.pathname, location.search);
const listRoute = request ? undefined : listRouteOf(location.pathname, location.search);
if ((request || listRoute) && relay) {
  void import('../../src/core/events/event-signature').then(({ verifyEventSignature }) => {
    verify = verifyEventSignature;
    for (const event of beforeChecker.splice(0)) receive(event);
  });
  const socket = new WebSocket(relay);
  const send = (message: unknown[]): void => socket.send(JSON.stringify(message));
  const now = Math.floor(Date.now() / 1000);
  socket.onopen = () => {
    if (request) send(['REQ', SUBSCRIPTION, feedFilter(request, now)]);
    else if (listRoute) send(['REQ', LIST_SUBSCRIPTION, listRoute.listFilter]);
  };
  let listRead = false;
  socket.onmessage = ({ data }) => {
    const message: unknown = JSON.parse(String(data));
    if (!Array.isArray(message)) return;
    const event: unknown = message[2];
    if (message[1] === LIST_SUBSCRIPTION && message[0] === 'EVENT' && typeof event === 'object' && event !== null && !listRead) {
      const filter = listRoute?.feedFilterOf(event as NostrEvent, now);
      if (!filter) return;
      listRead = true;
      send(['CLOSE', LIST_SUBSCRIPTION]);
      send(['REQ', SUBSCRIPTION, filter]);
    }
    if (message[1] !== SUBSCRIPTION) return;
    if (message[0] === 'EVENT' && typeof event === 'object' && event !== null) receive(event as NostrEvent);
    else if (message[0] === 'EOSE') send(['CLOSE', SUBSCRIPTION]);
  };
}
