import type { Page } from '@playwright/test';
import { finalizeEvent, getPublicKey, nip19 } from 'nostr-tools';
import { expect, MEDIA_BASE, test } from './fixtures';

test.use({ hasTouch: true });

/** A one-finger horizontal swipe through the browser's real touch input. */
async function swipe(page: Page, fromX: number, toX: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const y = 400;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (fromX + toX) / 2, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: toX, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function startSlideshow(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await page.clock.fastForward(200);
}

test('swiping left and right steps the slideshow', async ({ page, offsite }) => {
  void offsite;
  await startSlideshow(page);
  const image = page.getByLabel('Slideshow', { exact: true }).locator('img.slideshow__image');
  await expect(image).toHaveAttribute('src', /\/insecure\//);
  const first = await image.getAttribute('src');

  await swipe(page, 900, 300);
  await expect(image).not.toHaveAttribute('src', first ?? '');
  await swipe(page, 300, 900);
  await expect(image).toHaveAttribute('src', first ?? '');
});

test('swiping left and right in the scroll view moves between items', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  // Swiping is under test, not loading: until the first answer is complete, posts still
  // sort into place and may move the item the view opened on.
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  await page.locator('.grid-tile').first().click();
  const feed = page.getByRole('feed');
  await expect(feed.locator('article[aria-posinset="1"]')).toBeInViewport({ ratio: 0.9 });
  await swipe(page, 900, 300);
  await expect(feed.locator('article[aria-posinset="2"]')).toBeInViewport({ ratio: 0.9 });
  await swipe(page, 300, 900);
  await expect(feed.locator('article[aria-posinset="1"]')).toBeInViewport({ ratio: 0.9 });
});

test('a swipe that starts while the picture is still loading still moves on', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  // Hold back the full-screen pictures so the blurred preview is showing when the swipe starts.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(/\/insecure\//, (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
  await page.locator('.grid-tile').first().click();
  const feed = page.getByRole('feed');
  await expect(feed.locator('article[aria-posinset="1"]')).toBeInViewport({ ratio: 0.9 });
  await expect(feed.locator('.fitted-image__blur').first()).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 900, y: 400 }] });
  holding = false;
  for (const release of held.splice(0)) await release();
  await expect(feed.locator('article[aria-posinset="1"] .fitted-image__blur')).toHaveCount(0);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 300, y: 400 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(feed.locator('article[aria-posinset="2"]')).toBeInViewport({ ratio: 0.9 });
});

test('the full screen button enters and leaves full screen', async ({ page, offsite }) => {
  void offsite;
  await startSlideshow(page);
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
});

test('changing the settings ends the slideshow', async ({ page, offsite }) => {
  void offsite;
  // The page's own clock runs here: the change of route is under test, and React
  // schedules parts of a render on timers a frozen clock would hold back.
  await page.goto('/tags/photography');
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(page.getByLabel('Slideshow', { exact: true })).toBeVisible();
  await page.keyboard.press('h');
  // Home is the default gallery, with no view in its address.
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname).startsWith('/tags/artstr,') && url.search === '');
  await expect(page.getByLabel('Slideshow', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Pictures' })).toBeVisible();
});

test('one picture is not enough for a slideshow; a video makes two, and the play button is offered', async ({ page, relay, offsite }) => {
  void offsite;
  const secret = new Uint8Array(32).fill(51);
  const now = Math.floor(Date.now() / 1000);
  const post = (content: string, offset: number) => finalizeEvent({ kind: 1, created_at: now - offset, tags: [], content }, secret);
  await relay.insert([post(`Only picture ${MEDIA_BASE}/media/lonely.jpg`, 10)]);

  await page.goto(`/p/${nip19.npubEncode(getPublicKey(secret))}`);
  await expect(page.locator('.grid-tile')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Scroll view' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toHaveCount(0);
  // Videos play in the slideshow too (docs/views-and-keys.md, Slideshow view). An older
  // post joins below at once, where a newer one would wait behind "1 new picture".
  await relay.insert([post(`A clip ${MEDIA_BASE}/media/lonely.mp4`, 20)]);
  await expect(page.locator('.grid-tile')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});
