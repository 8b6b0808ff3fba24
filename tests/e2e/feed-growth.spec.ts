import { finalizeEvent } from 'nostr-tools';
import { expect, MEDIA_BASE, test } from './fixtures';
import { stepDownTo } from './scroll-view-keys';

const secret = new Uint8Array(32).fill(42);
/** Older than /global's 24 hours, so these bulk posts never crowd other tests' feeds. */
const TWO_DAYS = 2 * 86_400;

function picturePost(tag: string, index: number, createdAt: number) {
  return finalizeEvent(
    { kind: 1, created_at: createdAt, tags: [['t', tag]], content: `Picture ${index} ${MEDIA_BASE}/media/${tag}-${index}.jpg #${tag}` },
    secret,
  );
}

/** `count` posts tagged `tag`, newest first, `spacing` seconds apart, from two days back. */
function picturePosts(tag: string, count: number, spacing: number, now: number) {
  return Array.from({ length: count }, (_, index) => picturePost(tag, index, now - TWO_DAYS - index * spacing));
}

test('a feed is not capped at 300: older posts load at the end of the grid', async ({ page, relay, offsite }) => {
  void offsite;
  const now = Math.floor(Date.now() / 1000);
  await relay.insert(picturePosts('longfeed', 360, 30, now));
  await page.goto('/tags/longfeed');
  const grid = page.getByRole('list', { name: 'Pictures' });
  await expect(grid).toHaveAttribute('data-items', '300');
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(grid).toHaveAttribute('data-items', '360', { timeout: 1000 });
  }).toPass();
  // However long the feed, only the tiles near the viewport are in the DOM.
  expect(await page.locator('.grid-tile').count()).toBeLessThan(120);

  // Tiles are reused while scrolling: back at the top, each shown tile's picture is its own.
  await page.evaluate(() => window.scrollTo(0, 0));
  const shown = page.locator('.grid-tile:not([hidden])');
  await expect(shown.first().locator('img')).toHaveAttribute('src', /longfeed-0\.jpg$/);
  const pairs = await shown.evaluateAll((tiles) =>
    tiles.map((tile) => ({
      label: tile.querySelector('button')?.getAttribute('aria-label') ?? '',
      src: tile.querySelector('img')?.getAttribute('src') ?? '',
    })),
  );
  expect(pairs.length).toBeGreaterThan(10);
  for (const { label, src } of pairs) expect(src).toMatch(new RegExp(`longfeed-${/Picture (\d+)/.exec(label)?.[1]}\\.jpg$`));

  // Reused or not, the tiles are in feed order (newest first), the order keyboards and
  // screen readers go through the list in; also part way down, where some tiles stay
  // and others are taken over.
  const pictureOrder = (): Promise<number[]> =>
    shown.evaluateAll((tiles) =>
      tiles.map((tile) => Number(/Picture (\d+)/.exec(tile.querySelector('button')?.getAttribute('aria-label') ?? '')?.[1])),
    );
  for (let step = 0; step < 4; step++) {
    await page.mouse.wheel(0, 700);
    // The grid follows the scroll over a few frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
    );
    const order = await pictureOrder();
    expect(order).toEqual([...order].sort((a, b) => a - b));
  }
});

test('the grid keeps tiles ahead of the scroll, in the direction it goes, and few behind', async ({ page, relay, offsite }) => {
  void offsite;
  const now = Math.floor(Date.now() / 1000);
  await relay.insert(picturePosts('aheadfeed', 200, 30, now));
  await page.goto('/tags/aheadfeed');
  const grid = page.getByRole('list', { name: 'Pictures' });
  await expect(grid).toHaveAttribute('data-items', '200');
  /**
   * How far beyond the viewport the shown tiles reach (their far edges) and how far
   * beyond it a tile lies wholly (its near edge), above it and below it.
   */
  const reach = () =>
    page.locator('.grid-tile:not([hidden])').evaluateAll((tiles) => {
      const boxes = tiles.map((tile) => tile.getBoundingClientRect());
      const height = window.innerHeight;
      return {
        above: -Math.min(...boxes.map((box) => box.top)),
        whollyAbove: -Math.min(...boxes.map((box) => box.bottom)),
        below: Math.max(...boxes.map((box) => box.bottom)) - height,
        whollyBelow: Math.max(...boxes.map((box) => box.top)) - height,
      };
    });

  await page.evaluate(() => window.scrollTo(0, 4000));
  await expect.poll(async () => (await reach()).below).toBeGreaterThan(700);
  expect((await reach()).whollyAbove).toBeLessThan(400);

  await page.evaluate(() => window.scrollBy(0, -300));
  await expect.poll(async () => (await reach()).above).toBeGreaterThan(700);
  expect((await reach()).whollyBelow).toBeLessThan(400);
});

test('newer posts wait behind an "N new" control instead of moving the grid', async ({ page, relay, offsite }) => {
  void offsite;
  const now = Math.floor(Date.now() / 1000);
  await relay.insert(picturePosts('livefeed', 30, 1, now));
  await page.goto('/tags/livefeed');
  const firstTile = page.locator('.grid-tile').first();
  await expect(firstTile.locator('img')).toHaveAttribute('src', /livefeed-0\.jpg$/);
  // Until the relays have sent all they store, posts still sort into place.
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');

  await relay.insert([picturePost('livefeed', 999, now)]);
  const control = page.getByRole('button', { name: '1 new picture' });
  await expect(control).toBeVisible();
  await expect(firstTile.locator('img')).toHaveAttribute('src', /livefeed-0\.jpg$/);
  await control.click();
  await expect(page.locator('.grid-tile').first().locator('img')).toHaveAttribute('src', /livefeed-999\.jpg$/);
});

test('showing the new posts goes to the top, letting the current picture go', async ({ page, relay, offsite }) => {
  void offsite;
  const now = Math.floor(Date.now() / 1000);
  await relay.insert(picturePosts('newtop', 30, 1, now));
  await page.goto('/tags/newtop');
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  // The arrow keys take the current picture, and the page with it, down the grid: the
  // first press picks the first tile, the others go down its column of equal squares
  // (five columns at 1280 px wide).
  for (let press = 0; press < 6; press++) await page.keyboard.press('ArrowDown');
  await expect(page.locator('.grid-tile.is-current img')).toHaveAttribute('src', /newtop-25\.jpg$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await relay.insert([picturePost('newtop', 999, now)]);
  await page.getByRole('button', { name: '1 new picture' }).click();
  await expect(page.locator('.grid-tile').first().locator('img')).toHaveAttribute('src', /newtop-999\.jpg$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.grid-tile.is-current')).toHaveCount(0);
});

test("a post that would sort in above the scroll view's item joins below what is mounted, leaving the item where it is", async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const now = Math.floor(Date.now() / 1000);
  await relay.insert(picturePosts('sortin', 30, 10, now));
  // A small window: the grid shows few tiles, and the items it showed never move.
  await page.setViewportSize({ width: 640, height: 480 });
  await page.goto('/tags/sortin');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await expect(page.getByText('Loading pictures…')).toHaveCount(0);
  await page.keyboard.press('x');
  await stepDownTo(page, 12);
  const feed = page.getByRole('feed');
  const viewed = feed.locator('article', { has: page.locator('img[src*="sortin-11.jpg"]') });
  await expect(viewed).toHaveAttribute('aria-posinset', '12');

  // Newer than the viewed item, older than the feed's top: it joins the list below what
  // the scroll view has mounted, never above the item.
  await relay.insert([picturePost('sortin', 100, now - TWO_DAYS - 55)]);
  await expect(viewed).toHaveAttribute('aria-setsize', '31');
  await expect(viewed).toHaveAttribute('aria-posinset', '12');
  await expect(viewed).toBeInViewport({ ratio: 0.9 });
  // Item 12 and the eight after it are mounted: the post is the 21st.
  await stepDownTo(page, 21, 12);
  await expect(feed.locator('article', { has: page.locator('img[src*="sortin-100.jpg"]') })).toHaveAttribute('aria-posinset', '21');
});
