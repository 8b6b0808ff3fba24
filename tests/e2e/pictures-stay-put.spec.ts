/**
 * Pictures stay where the eye left them (docs/views-and-keys.md, Pictures stay put): the
 * app built with eight relays (.env.hostile-relays), of which the good one answers at once
 * and the slow one 2 s later with posts of its own, newer than and among those on screen.
 */
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import type { Page } from '@playwright/test';
import { startHostileRelays, type HostileRelays } from '../support/hostile-relays';
import { startRelay } from '../support/relay';
import { expect, MEDIA_BASE, test } from './fixtures';
import { appUrl, slotPort } from '../support/ports';

const HOSTILE_APP = appUrl('hostile');
/** The relay only the slow one passes on. */
const LATE_RELAY_PORT = slotPort(7458);
const TAG = 'steady';
const secret = new Uint8Array(32).fill(43);
/** Older than /global's 24 hours, so these posts stay out of other tests' feeds. */
const TWO_DAYS = 2 * 86_400;

function picturePost(name: string, createdAt: number): NostrEvent {
  return finalizeEvent({ kind: 1, created_at: createdAt, tags: [['t', TAG]], content: `${MEDIA_BASE}/media/${name}.jpg #${TAG}` }, secret);
}

const now = Math.floor(Date.now() / 1000);
const start = now - TWO_DAYS;
/** The good relay's: a minute apart, newest first. */
const early = Array.from({ length: 40 }, (_, index) => picturePost(`steady-${index}`, start - index * 60));
/** The slow relay's: three newer than all of them, three among the first screen's. */
const late = [
  ...[1, 2, 3].map((index) => picturePost(`steady-new-${index}`, start + index * 60)),
  ...[1, 2, 3].map((index) => picturePost(`steady-among-${index}`, start - index * 60 - 30)),
];

let lateRelay: Awaited<ReturnType<typeof startRelay>>;
let hostile: HostileRelays;

test.beforeEach(async ({ relay, fixtures }) => {
  await relay.insert(early);
  lateRelay = await startRelay({ port: LATE_RELAY_PORT, events: late });
  const sample = fixtures.events.find((event) => event.id === fixtures.meta.photographyPosts[0]?.id);
  if (!sample) throw new Error('no photography post in the fixtures');
  hostile = await startHostileRelays({ goodRelayUrl: relay.url, slowUpstreamUrl: lateRelay.url, mediaBase: MEDIA_BASE, sample });
});

test.afterEach(async () => {
  await hostile.stop();
  await lateRelay.stop();
});

/** Counts, every frame, the pictures on screen that are somewhere else on the page than the frame before. */
async function watchMoves(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const places = new Map<Element, string>();
    const state = { moves: 0 };
    (window as unknown as { __moves: typeof state }).__moves = state;
    const tick = (): void => {
      for (const image of Array.from(document.querySelectorAll<HTMLImageElement>('.grid img'))) {
        const box = image.getBoundingClientRect();
        if (!image.complete || image.naturalWidth === 0 || box.width === 0 || box.bottom < 0 || box.top > innerHeight) continue;
        const place = `${Math.round(box.left + scrollX)},${Math.round(box.top + scrollY)}`;
        const before = places.get(image);
        if (before !== undefined && before !== place) state.moves++;
        places.set(image, place);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return () => page.evaluate(() => (window as unknown as { __moves: { moves: number } }).__moves.moves);
}

const imageNamed = (page: Page, name: string) => page.locator(`.grid img[src$="/media/${name}.jpg"]`);

test('posts a later relay sends never move the pictures on screen: newer ones wait behind "3 new pictures", older ones join below', async ({
  page,
  offsite,
}) => {
  void offsite;
  await page.goto(`${HOSTILE_APP}/tags/${TAG}`);
  await expect(imageNamed(page, 'steady-0')).toBeVisible();
  await expect(imageNamed(page, 'steady-4')).toBeVisible();
  const moves = await watchMoves(page);
  const firstTile = await imageNamed(page, 'steady-0').boundingBox();

  // The slow relay's answer is in: the newer posts wait, the older ones are in the grid.
  await expect.poll(() => hostile.slowEosesDelivered()).toBeGreaterThan(0);
  const control = page.getByRole('button', { name: '3 new pictures' });
  await expect(control).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('data-items', '43');
  expect(await moves()).toBe(0);
  expect(await imageNamed(page, 'steady-0').boundingBox()).toEqual(firstTile);
  // Below what was on screen, where nobody was looking.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(imageNamed(page, 'steady-among-1')).toBeAttached();

  // Asked for, they go on top, and the page with them.
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.grid-tile').first().locator('img')).toHaveAttribute('src', /steady-new-3\.jpg$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(control).toHaveCount(0);
});

test("the scroll view's picture stays while a later relay's posts come in", async ({ page, offsite }) => {
  void offsite;
  await page.goto(`${HOSTILE_APP}/tags/${TAG}`);
  await imageNamed(page, 'steady-2').click();
  const viewed = page.getByRole('feed').locator('article', { has: page.locator('img[src$="/media/steady-2.jpg"]') });
  await expect(viewed).toBeInViewport({ ratio: 0.9 });
  const position = await viewed.getAttribute('aria-posinset');

  await expect.poll(() => hostile.slowEosesDelivered()).toBeGreaterThan(0);
  await expect(viewed).toHaveAttribute('aria-setsize', '43');
  await expect(viewed).toHaveAttribute('aria-posinset', position ?? '');
  await expect(viewed).toBeInViewport({ ratio: 0.9 });
});

test('a picture that fails once the grid is on screen keeps its place, marked unavailable', async ({ page, offsite }) => {
  void offsite;
  // Its host answers only once the pictures around it are on screen, and then with 404.
  const held: (() => Promise<void>)[] = [];
  await page.route(/\/media\/steady-3\.jpg$/, (route) => void held.push(() => route.fulfill({ status: 404 })));
  await page.goto(`${HOSTILE_APP}/tags/${TAG}`);
  await expect(imageNamed(page, 'steady-4')).toBeVisible();
  const moves = await watchMoves(page);
  const neighbour = await imageNamed(page, 'steady-4').boundingBox();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await Promise.all(held.map((fail) => fail()));

  await expect(page.getByText('Picture unavailable')).toBeVisible();
  expect(await imageNamed(page, 'steady-4').boundingBox()).toEqual(neighbour);
  expect(await moves()).toBe(0);
});
