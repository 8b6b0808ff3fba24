/**
 * docs/views-and-keys.md, Zoom and Scroll view: a scroll-view picture zooms by keyboard,
 * double-click, Ctrl+wheel and pinch; while zoomed, drags, swipes and the wheel move the
 * picture and never the view; leaving the item fits it again. The details link to the
 * original file and show the picture's description.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { finalizeEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { imageImeta } from '../support/fixture-events';
import { mediaUrl } from '../support/media-spec';
import { expect, MEDIA_BASE, test } from './fixtures';
import { pictureLoaded } from './layout-boxes';
import { freshUser } from './session-helpers';

interface Opened {
  item: Locator;
  picture: Locator;
  /** The picture's width on the screen when fitted. */
  fitted: number;
}

/** The scroll view of a tag whose pictures all load, at its first item, once the feed has settled. */
async function openFirstPicture(page: Page): Promise<Opened> {
  await page.goto('/tags/photography');
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  await page.locator('.grid-tile').first().getByRole('button').click();
  const item = page.getByRole('feed').locator('article[aria-posinset="1"]');
  const picture = item.locator('img.scroll-item__media');
  await expect(item).toBeInViewport({ ratio: 1 });
  await pictureLoaded(picture);
  return { item, picture, fitted: await widthOf(picture) };
}

const widthOf = (element: Locator): Promise<number> => element.evaluate((own) => own.getBoundingClientRect().width);
const leftOf = (element: Locator): Promise<number> => element.evaluate((own) => own.getBoundingClientRect().left);
const topOf = (element: Locator): Promise<number> => element.evaluate((own) => own.getBoundingClientRect().top);
/** The zoom as drawn: how much wider the picture is than when fitted. */
const zoomOf = async (opened: Opened): Promise<number> => Math.round(((await widthOf(opened.picture)) / opened.fitted) * 100) / 100;

/** Two frames: what a gesture's handlers set in motion has been drawn by then. */
const drawn = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

test('+ zooms the picture in steps, − zooms it back out, and 0 fits it again', async ({ page, offsite }) => {
  void offsite;
  const opened = await openFirstPicture(page);
  const status = opened.item.getByRole('status');
  const reset = opened.item.getByRole('button', { name: 'Reset zoom' });
  await expect(reset).toHaveCount(0);

  await page.keyboard.press('+');
  await expect.poll(() => zoomOf(opened)).toBe(1.5);
  await expect(status).toHaveText('Zoomed 150%');
  await expect(reset).toBeVisible();
  // "=" is "+" without Shift.
  await page.keyboard.press('=');
  await expect.poll(() => zoomOf(opened)).toBe(2.25);
  await expect(opened.item.locator('.zoom-bar__level')).toHaveText('225%');

  await page.keyboard.press('-');
  await expect.poll(() => zoomOf(opened)).toBe(1.5);
  await page.keyboard.press('-');
  await expect.poll(() => zoomOf(opened)).toBe(1);
  await expect(reset).toHaveCount(0);
  await expect(status).toHaveText('Zoom reset');

  for (let press = 0; press < 6; press++) await page.keyboard.press('+');
  // The limit is 4×.
  await expect.poll(() => zoomOf(opened)).toBe(4);
  await page.keyboard.press('0');
  await expect.poll(() => zoomOf(opened)).toBe(1);
});

test('a double-click zooms to 2× about the point clicked, and another fits the picture again', async ({ page, offsite }) => {
  void offsite;
  const opened = await openFirstPicture(page);
  const box = await opened.picture.boundingBox();
  if (!box) throw new Error('the picture has no box');
  // A point above the middle stays under the pointer. (Across, a fixture picture may be
  // too narrow to leave the middle: it is kept centred, so the test clicks the middle.)
  const at = { x: box.x + box.width / 2, y: box.y + box.height * 0.4 };
  const share = await opened.picture.evaluate((image, point) => {
    const rect = image.getBoundingClientRect();
    return { x: (point.x - rect.left) / rect.width, y: (point.y - rect.top) / rect.height };
  }, at);

  await page.mouse.dblclick(at.x, at.y);
  await expect.poll(() => zoomOf(opened)).toBe(2);
  const after = await opened.picture.boundingBox();
  expect(Math.abs((after?.x ?? 0) + share.x * (after?.width ?? 0) - at.x)).toBeLessThan(2);
  expect(Math.abs((after?.y ?? 0) + share.y * (after?.height ?? 0) - at.y)).toBeLessThan(2);
  await expect(opened.item.getByRole('status')).toHaveText('Zoomed 200%');

  await page.mouse.dblclick(at.x, at.y);
  await expect.poll(() => zoomOf(opened)).toBe(1);
});

test('Ctrl+wheel zooms the picture, not the page', async ({ page, offsite }) => {
  void offsite;
  const opened = await openFirstPicture(page);
  const box = await opened.picture.boundingBox();
  const pixelRatio = await page.evaluate(() => window.devicePixelRatio);
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect.poll(() => zoomOf(opened)).toBeGreaterThan(1.3);
  // The browser's page zoom would change the pixel ratio.
  expect(await page.evaluate(() => window.devicePixelRatio)).toBe(pixelRatio);
});

test('while zoomed, dragging and the wheel move the picture and the view stays on its item', async ({ page, offsite }) => {
  void offsite;
  const opened = await openFirstPicture(page);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect.poll(() => zoomOf(opened)).toBe(2.25);
  const address = page.url();
  const feed = page.getByRole('feed');
  // On the 1280×800 screen every fixture picture is at least 720 px high: at 2.25× it can move 400 px up or down.
  const before = await topOf(opened.picture);

  const middle = await feed.evaluate((element) => ({ x: element.clientWidth / 2, y: element.clientHeight / 2 }));
  await page.mouse.move(middle.x, middle.y);
  await page.mouse.down();
  await page.mouse.move(middle.x, middle.y - 300, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => topOf(opened.picture)).toBeCloseTo(before - 300, 0);

  // A roll of the wheel that would scroll to the next item pans the picture instead.
  await page.mouse.wheel(0, await feed.evaluate((element) => element.clientHeight));
  await expect.poll(() => topOf(opened.picture)).toBeLessThan(before - 300);
  await drawn(page);
  expect(await feed.evaluate((element) => element.scrollTop)).toBe(0);
  await expect(opened.item).toBeInViewport({ ratio: 1 });
  expect(page.url()).toBe(address);
  expect(await zoomOf(opened)).toBe(2.25);
});

test('leaving the item fits its picture again', async ({ page, offsite }) => {
  void offsite;
  const opened = await openFirstPicture(page);
  await page.keyboard.press('+');
  await expect.poll(() => zoomOf(opened)).toBe(1.5);
  const feed = page.getByRole('feed');

  await page.keyboard.press('ArrowDown');
  await expect(feed.locator('article[aria-posinset="2"]')).toBeInViewport({ ratio: 0.9 });
  await expect(opened.item.getByRole('button', { name: 'Reset zoom' })).toHaveCount(0);
  await expect(opened.item.locator('.zoomable-picture')).toHaveCSS('transform', 'none');
  // The view scrolls by hand again.
  await expect(feed).toHaveCSS('overflow-y', 'auto');

  await page.keyboard.press('ArrowUp');
  await expect(opened.item).toBeInViewport({ ratio: 0.9 });
  await expect.poll(() => zoomOf(opened)).toBe(1);
});

test('the details link to the original file, not to the image proxy', async ({ page, offsite }) => {
  void offsite;
  const opened = await openFirstPicture(page);
  const src = (await opened.picture.getAttribute('src')) ?? '';
  const original = src.split('/plain/')[1] ?? 'none';
  expect(original.startsWith(`${MEDIA_BASE}/media/`)).toBe(true);

  await opened.item.getByRole('button', { name: 'Show details' }).click();
  const link = opened.item.getByRole('link', { name: 'Open original' });
  await expect(link).toHaveAttribute('href', original);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // Reached by keyboard from the details' toggle.
  await link.focus();
  await expect(link).toBeFocused();
});

test("the details show the picture's description from its alt text, as text", async ({ page, relay, offsite }) => {
  void offsite;
  const user = freshUser();
  const url = mediaUrl(MEDIA_BASE, `described-${user.pubkey.slice(0, 8)}`, 'jpg');
  const alt = 'A grey heron standing in shallow water at dawn <b>not bold</b>';
  await relay.insert([
    finalizeEvent(
      {
        kind: 20,
        created_at: Math.floor(Date.now() / 1000) - 30,
        tags: [['title', 'Morning walk'], imageImeta(url, `described-${user.pubkey.slice(0, 8)}`, 'jpg', alt)],
        content: 'Morning walk',
      },
      hexToBytes(user.secretKeyHex),
    ),
  ]);
  await page.goto(`/p/${user.npub}`);
  await page.locator('.grid-tile').first().getByRole('button').click();
  const item = page.getByRole('feed').locator('article[aria-posinset="1"]');
  await item.getByRole('button', { name: 'Show details' }).click();

  const description = item.locator('.info-panel__alt');
  await expect(description.getByRole('term')).toHaveText('Description');
  await expect(description.getByRole('definition')).toHaveText(alt);
  await expect(description.locator('b')).toHaveCount(0);
  await expect(item.getByText('Morning walk', { exact: true })).toBeVisible();
});

test.describe('on a touch screen', () => {
  // A phone: every fixture picture fills the width, so a zoomed one can always move sideways.
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]): Promise<void> {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((point, id) => ({ ...point, id })) });
  }

  test('a pinch zooms, and a sideways swipe then pans the picture instead of changing the item', async ({ page, offsite }) => {
    void offsite;
    const opened = await openFirstPicture(page);
    const cdp = await page.context().newCDPSession(page);
    const middle = await page.getByRole('feed').evaluate((element) => ({ x: element.clientWidth / 2, y: element.clientHeight / 2 }));

    // Fingers 100 px apart, then 200: twice the scale.
    const apart = (half: number) => [
      { x: middle.x - half, y: middle.y },
      { x: middle.x + half, y: middle.y },
    ];
    await touch(cdp, 'touchStart', apart(50));
    for (const half of [60, 75, 90, 100]) await touch(cdp, 'touchMove', apart(half));
    await touch(cdp, 'touchEnd', []);
    await expect.poll(() => zoomOf(opened)).toBeCloseTo(2, 1);
    await expect(opened.item.getByRole('status')).toHaveText(/^Zoomed \d+%$/);
    const address = page.url();
    const before = await leftOf(opened.picture);

    await touch(cdp, 'touchStart', [{ x: middle.x + 100, y: middle.y }]);
    for (const dx of [70, 30, -10]) await touch(cdp, 'touchMove', [{ x: middle.x + dx, y: middle.y }]);
    await touch(cdp, 'touchEnd', []);
    await expect.poll(() => leftOf(opened.picture)).toBeLessThan(before - 50);
    await drawn(page);
    expect(page.url()).toBe(address);
    await expect(opened.item).toBeInViewport({ ratio: 1 });

    // A double-tap fits it again.
    for (let tap = 0; tap < 2; tap++) {
      await touch(cdp, 'touchStart', [middle]);
      await touch(cdp, 'touchEnd', []);
    }
    await expect.poll(() => zoomOf(opened)).toBe(1);
  });
});
