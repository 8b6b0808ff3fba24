import type { BrowserContext, Page } from '@playwright/test';
import { finalizeEvent } from 'nostr-tools';
import { expect, MEDIA_BASE, test } from './fixtures';

interface Picture {
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface SketchRecord {
  /** When the painted first screen was added to the page, and when the first grid tile was. */
  sketchAt?: number;
  tileAt?: number;
  hidden?: string | null;
  pictures: Picture[];
  /** When it was removed, and whether each grid picture on screen had loaded by then. */
  handOverAt?: number;
  gridLoadedAtHandOver?: boolean[];
}

/** Records the painted first screen (stores/first-screen.ts) as it is added, before the app goes on. */
async function recordSketch(page: Page): Promise<() => Promise<SketchRecord>> {
  await page.addInitScript(() => {
    const record: SketchRecord = { pictures: [] };
    Object.assign(window, { __sketch: record });
    new MutationObserver(() => {
      const sketch = document.querySelector('.first-screen');
      if (!sketch && record.sketchAt !== undefined && !record.gridLoadedAtHandOver) {
        record.handOverAt = performance.now();
        record.gridLoadedAtHandOver = Array.from(document.querySelectorAll<HTMLImageElement>('.grid-tile:not([hidden]) img')).flatMap(
          (image) => {
            const box = image.getBoundingClientRect();
            return box.top < window.innerHeight && box.bottom > 0 ? [image.complete && image.naturalWidth > 0] : [];
          },
        );
      }
      if (sketch && record.sketchAt === undefined) {
        record.sketchAt = performance.now();
        record.hidden = sketch.getAttribute('aria-hidden');
      }
      // Each picture is added once it has decoded.
      for (const image of sketch ? Array.from(sketch.querySelectorAll('img')) : []) {
        if (record.pictures.some((picture) => picture.src === image.src)) continue;
        const box = image.getBoundingClientRect();
        record.pictures.push({ src: image.src, x: box.x, y: box.y, width: box.width, height: box.height });
      }
      if (document.querySelector('.grid-tile')) record.tileAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __sketch: SketchRecord }).__sketch);
}

/** The grid's loaded pictures on screen, as the browser chose and placed them. */
function gridPictures(page: Page): Promise<Picture[]> {
  return page.locator('.grid-tile:not([hidden]) img').evaluateAll((images) =>
    (images as HTMLImageElement[]).flatMap((image) => {
      const box = image.getBoundingClientRect();
      const onScreen = image.complete && image.naturalWidth > 0 && box.top < window.innerHeight && box.bottom > 0;
      return onScreen ? [{ src: image.currentSrc, x: box.x, y: box.y, width: box.width, height: box.height }] : [];
    }),
  );
}

/** A first visit, left once it has remembered its first screen for the next. */
async function visitAndRemember(page: Page, route = '/tags/photography'): Promise<Picture[]> {
  await page.goto(route);
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('diorama-first-screen'))).toContain(route);
  const pictures = await gridPictures(page);
  await page.close();
  return pictures;
}

/** In the order of their places, top to bottom and left to right, in whole pixels. */
const rounded = (pictures: Picture[]): Picture[] =>
  pictures
    .map(({ src, x, y, width, height }) => ({
      src,
      x: Math.round(x),
      y: Math.round(y),
      width: Math.round(width),
      height: Math.round(height),
    }))
    .sort((a, b) => a.y - b.y || a.x - b.x);

/**
 * A first visit of `route`, then a second that must paint the pictures the first showed,
 * in their boxes, before React renders, and hand over to the grid showing the same.
 */
async function paintsWhatItShowed(context: BrowserContext, page: Page, route: string): Promise<void> {
  const first = await visitAndRemember(page, route);
  expect(first.length).toBeGreaterThan(3);

  const second = await context.newPage();
  const sketch = await recordSketch(second);
  await second.goto(route);
  await expect(second.locator('.grid-tile img').first()).toBeVisible();
  await expect(second.locator('.first-screen')).toHaveCount(0);

  const { sketchAt, tileAt, hidden, pictures, gridLoadedAtHandOver } = await sketch();
  expect(sketchAt).toBeLessThan(tileAt ?? 0);
  expect(hidden).toBe('true');
  // The grid's pictures have loaded when the painted ones go: nothing flickers.
  expect(gridLoadedAtHandOver).toEqual(first.map(() => true));
  // The same files in the same boxes: the grid takes over without a picture moving.
  expect(rounded(pictures)).toEqual(rounded(first));
  expect(rounded(await gridPictures(second))).toEqual(rounded(first));
}

// docs/cache-and-offline.md, First screen hint: a second visit paints its last first screen
// before React renders.
test('a second visit paints the pictures its first screen showed, where the grid then shows them, and hands over', async ({
  context,
  page,
  offsite,
}) => {
  void offsite;
  await paintsWhatItShowed(context, page, '/tags/photography');
});

// docs/routes-and-filters.md, Popular: a popular order's next visit opens on the ranking it kept.
test('a second visit to a popular order paints the first screen of the ranking it kept, and hands over to it', async ({
  context,
  page,
  offsite,
}) => {
  void offsite;
  await paintsWhatItShowed(context, page, '/tags/photography?sort=popular&period=7d');
});

test('a visit in another window size paints nothing from the last one, but its own posts where its grid puts them', async ({
  context,
  page,
  offsite,
}) => {
  void offsite;
  const first = await visitAndRemember(page);

  const second = await context.newPage();
  await second.setViewportSize({ width: 900, height: 700 });
  const sketch = await recordSketch(second);
  await second.goto('/tags/photography');
  await expect(second.locator('.grid-tile img').first()).toBeVisible();
  await expect(second.locator('.first-screen')).toHaveCount(0);
  const { pictures } = await sketch();
  expect(pictures.length).toBeGreaterThan(0);
  const grid = rounded(await gridPictures(second));
  for (const picture of rounded(pictures)) expect(grid).toContainEqual(picture);
  for (const picture of rounded(first)) expect(rounded(pictures)).not.toContainEqual(picture);
});

test('when the grid opens on other pictures than the painted ones, it takes over at once', async ({ context, page, relay, offsite }) => {
  void offsite;
  const secret = new Uint8Array(32).fill(7);
  // Older than /global's 24 hours, so these posts never crowd other tests' feeds.
  const createdAt = Math.floor(Date.now() / 1000) - 3 * 86_400;
  const post = (name: string, at: number) =>
    finalizeEvent({ kind: 1, created_at: at, tags: [['t', 'handover']], content: `${MEDIA_BASE}/media/${name}.jpg #handover` }, secret);
  await relay.insert(Array.from({ length: 12 }, (_, index) => post(`handover-${index}`, createdAt - index)));
  const first = await visitAndRemember(page, '/tags/handover');
  expect(first.length).toBeGreaterThan(3);

  // A newer post, and a visit without the cached feed (a cleared cache, say): the relay's
  // answer puts a picture the painted screen does not have at the top.
  await relay.insert([post('handover-newer', createdAt + 60)]);
  const second = await context.newPage();
  // The feed and event caches go too, or the grid could open on its cached posts, the painted ones.
  await second.addInitScript(() => {
    localStorage.removeItem('diorama-feed-snapshots');
    indexedDB.deleteDatabase('diorama-feeds');
    indexedDB.deleteDatabase('diorama-events');
  });
  // The new picture is held back: the painted screen must not wait for it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await second.route(/handover-newer\.jpg/, async (route) => {
    await held;
    await route.continue();
  });
  const sketch = await recordSketch(second);
  // Not until "load": a picture held back holds the page's load event back too.
  await second.goto('/tags/handover', { waitUntil: 'commit' });
  await expect(second.locator('.grid-tile img').first()).toHaveAttribute('src', /handover-newer\.jpg$/);
  await expect(second.locator('.first-screen')).toHaveCount(0);

  const { sketchAt, tileAt, handOverAt, gridLoadedAtHandOver } = await sketch();
  expect(sketchAt).toBeDefined();
  // Gone while the grid's new picture was still loading, well before the 1.5 s after
  // which it would go anyway (HAND_OVER_LIMIT_MS): other pictures are never covered.
  expect(gridLoadedAtHandOver?.some((loaded) => !loaded)).toBe(true);
  expect((handOverAt ?? Infinity) - (tileAt ?? 0)).toBeLessThan(1000);
  release();
});

// docs/cache-and-offline.md, First screen hint: a relay that never finishes its answer keeps
// the feed loading; the first screen is remembered once the first answer is on screen, not
// when every relay is done.
test('the first screen is remembered once the first answer shows, while the feed still waits for other relays', async ({
  context,
  page,
  offsite,
}) => {
  void offsite;
  // The relay client (NDK's chunk) never arrives: the feed stays busy until its time-out,
  // as it does while one silent relay keeps it waiting.
  await page.route(/\/assets\/ndk-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/tags/photography');
  const list = page.getByRole('list', { name: 'Pictures' });
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('diorama-first-screen'))).toContain('/tags/photography');
  await expect(list).toHaveAttribute('aria-busy', 'true');
  const first = await gridPictures(page);
  await page.close();

  const second = await context.newPage();
  const sketch = await recordSketch(second);
  await second.goto('/tags/photography');
  await expect(second.locator('.grid-tile img').first()).toBeVisible();
  const { sketchAt, tileAt, pictures } = await sketch();
  expect(sketchAt).toBeLessThan(tileAt ?? 0);
  expect(rounded(pictures)).toEqual(rounded(first));
});
