/**
 * NIP-36 content warnings (docs/content-rules.md, Content warnings): a warned picture of an
 * ordinary author is shown blurred behind its reason until "Show", never sharp before;
 * "Show" holds for the visit in every view; adult mode and the blur setting turned off show
 * it sharp; a warned post with an adult hashtag stays hidden.
 */
import type { Page } from '@playwright/test';
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { imageImeta } from '../support/fixture-events';
import { mediaUrl } from '../support/media-spec';
import { expect, MEDIA_BASE, test } from './fixtures';
import { anyImageOf, imageOf } from './proxied-image';
import { freshUser } from './session-helpers';

/** Older than /global's 24 hours: these posts show only on their own hashtag. */
const TWO_DAYS = 2 * 86_400;

/** A fresh author's posts on a hashtag of their own, newest first: warned, plain, warned without a reason, adult, warned with a blurhash. */
function warnedPosts() {
  const user = freshUser();
  const secret = hexToBytes(user.secretKeyHex);
  const id = user.pubkey.slice(0, 8);
  const tag = `cw${id}`;
  const name = (what: string): string => `cw-${id}-${what}`;
  const urls = {
    warned: mediaUrl(MEDIA_BASE, name('spiders'), 'jpg'),
    plain: mediaUrl(MEDIA_BASE, name('plain'), 'jpg'),
    unnamed: mediaUrl(MEDIA_BASE, name('unnamed'), 'jpg'),
    adult: mediaUrl(MEDIA_BASE, name('adult'), 'jpg'),
    previewed: mediaUrl(MEDIA_BASE, name('needles'), 'jpg'),
  };
  const now = Math.floor(Date.now() / 1000) - TWO_DAYS;
  const post = (kind: number, age: number, content: string, tags: string[][]): NostrEvent =>
    finalizeEvent({ kind, created_at: now - age, tags: [['t', tag], ...tags], content }, secret);
  const events = [
    post(1, 1, `Garden visitors ${urls.warned}`, [['content-warning', 'Spiders up close']]),
    post(1, 2, `A plain one ${urls.plain}`, []),
    post(1, 3, `No reason given ${urls.unnamed}`, [['content-warning', '']]),
    post(1, 4, `Late night ${urls.adult}`, [
      ['t', 'nsfw'],
      ['content-warning', 'nudity'],
    ]),
    post(20, 5, 'Needles', [['content-warning', 'Needles'], imageImeta(urls.previewed, name('needles'), 'jpg')]),
  ];
  return { tag, urls, events };
}

/**
 * Records every picture of `marker` the page ever puts on screen without its blur: a
 * MutationObserver reports each element as it is added or changed, before it is painted.
 */
async function watchSharpFrames(page: Page, marker: string): Promise<void> {
  await page.addInitScript((name: string) => {
    const sharp: string[] = [];
    Object.assign(window, { sharpFrames: sharp });
    const check = (node: Node): void => {
      if (node instanceof HTMLImageElement && node.src.includes(name) && !/\bis-(blurred|covered)\b/.test(node.className))
        sharp.push(node.src);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        check(record.target);
        record.addedNodes.forEach((added) => {
          check(added);
          if (added instanceof Element) added.querySelectorAll('img').forEach(check);
        });
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'src'] });
  }, marker);
}

const sharpFrames = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { sharpFrames: string[] }).sharpFrames);

const BLURRED = /blur\(/;

/** The scroll view's item showing the picture at `url`. */
const scrollItemOf = (page: Page, url: string) =>
  page
    .getByRole('feed')
    .locator('article')
    .filter({ has: page.locator(imageOf(url)) });

test('a warned picture is blurred behind its reason in the grid and the scroll view until Show, which holds for the visit', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const { tag, urls, events } = warnedPosts();
  await relay.insert(events);
  await watchSharpFrames(page, 'spiders');
  await page.goto(`/tags/${tag}`);

  const tileOf = (url: string) => page.locator('.grid-tile').filter({ has: page.locator(imageOf(url)) });
  const warned = tileOf(urls.warned);
  await expect(warned.locator('img')).toHaveCSS('filter', BLURRED);
  await expect(warned.getByText('Spiders up close', { exact: true })).toBeVisible();
  const showInGrid = warned.getByRole('button', { name: 'Show picture with content warning: Spiders up close' });
  await expect(showInGrid).toBeVisible();
  // A warning without a reason still says there is one.
  await expect(tileOf(urls.unnamed).getByRole('button', { name: 'Show picture with content warning: Content warning' })).toBeVisible();
  // An ordinary picture is as it was.
  await expect(tileOf(urls.plain).locator('img')).toHaveCSS('filter', 'none');
  await expect(tileOf(urls.plain).getByRole('button', { name: /^Show / })).toHaveCount(0);
  // The adult-tagged one stays out, warning or not.
  await expect(page.locator(anyImageOf(urls.adult))).toHaveCount(0);

  // A press beside the Show button still opens the picture, blurred there too.
  await warned.getByRole('button', { name: /^Open/ }).click({ position: { x: 8, y: 8 } });
  const item = scrollItemOf(page, urls.warned);
  const picture = item.locator('img.scroll-item__media');
  await expect(picture).toBeInViewport({ ratio: 0.9 });
  await expect(picture).toHaveCSS('filter', BLURRED);
  expect(await sharpFrames(page)).toEqual([]);

  // Shown by keyboard alone.
  const show = item.getByRole('button', { name: 'Show picture with content warning: Spiders up close' });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(picture).toHaveCSS('filter', 'none');
  await expect(show).toHaveCount(0);

  // Shown everywhere for the rest of the visit: back in the grid it is sharp.
  await page.keyboard.press('Escape');
  await expect(warned.locator('img')).toHaveCSS('filter', 'none');
  await expect(warned.getByRole('button', { name: /^Show / })).toHaveCount(0);
  // Only that one: the other warned picture is still blurred.
  await expect(tileOf(urls.unnamed).locator('img')).toHaveCSS('filter', BLURRED);

  // A new visit blurs it again, and paints it sharp at no moment: the remembered first
  // screen (docs/cache-and-offline.md, First screen hint) never holds a warned picture.
  await page.reload();
  await expect(warned.locator('img')).toHaveCSS('filter', BLURRED);
  expect(await sharpFrames(page)).toEqual([]);
});

test('a warned picture with a blurhash shows only its preview in the scroll view until Show', async ({ page, relay, offsite }) => {
  void offsite;
  const { tag, urls, events } = warnedPosts();
  await relay.insert(events);
  await page.goto(`/tags/${tag}`);
  const tile = page.locator('.grid-tile').filter({ has: page.locator(imageOf(urls.previewed)) });
  await tile.getByRole('button', { name: /^Open/ }).click({ position: { x: 8, y: 8 } });
  const item = page
    .getByRole('feed')
    .locator('article')
    .filter({ has: page.locator(imageOf(urls.previewed)) });
  const picture = item.locator('img.scroll-item__media');
  await expect(item.locator('.fitted-image__blur')).toBeVisible();
  await expect(picture).toBeHidden();
  await item.getByRole('button', { name: 'Show picture with content warning: Needles' }).click();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveCSS('filter', 'none');
});

test('adult mode shows warned pictures sharp, with no Show button', async ({ page, relay, offsite }) => {
  void offsite;
  const { tag, urls, events } = warnedPosts();
  await relay.insert(events);
  await page.goto(`/tags/${tag}?adult=true`);
  const warned = page.locator('.grid-tile').filter({ has: page.locator(imageOf(urls.warned)) });
  await expect(warned.locator('img')).toHaveCSS('filter', 'none');
  // Adult mode shows the adult-tagged post too, sharp like the rest.
  await expect(page.locator(imageOf(urls.adult))).toHaveCSS('filter', 'none');
  await expect(page.getByRole('button', { name: /^Show (picture|video) with content warning/ })).toHaveCount(0);
});

test('with "Blur content warnings" turned off, warned pictures are sharp', async ({ page, relay, offsite }) => {
  void offsite;
  const { tag, urls, events } = warnedPosts();
  await relay.insert(events);
  await page.addInitScript(() =>
    localStorage.setItem('diorama-settings', JSON.stringify({ version: 1, settings: { blurWarnings: false } })),
  );
  await page.goto(`/tags/${tag}`);
  const warned = page.locator('.grid-tile').filter({ has: page.locator(imageOf(urls.warned)) });
  await expect(warned.locator('img')).toHaveCSS('filter', 'none');
  await expect(page.getByRole('button', { name: /^Show (picture|video) with content warning/ })).toHaveCount(0);
  // The adult rules are the address's: the adult-tagged post stays out.
  await expect(page.locator(anyImageOf(urls.adult))).toHaveCount(0);
});

test('on a phone the cover’s reason and Show sit clear of the post’s actions in the scroll view, upright and on its side', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const { tag, urls, events } = warnedPosts();
  await relay.insert(events);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tags/${tag}`);
  const tile = page.locator('.grid-tile').filter({ has: page.locator(imageOf(urls.warned)) });
  await tile.getByRole('button', { name: /^Open/ }).click({ position: { x: 8, y: 8 } });
  const item = scrollItemOf(page, urls.warned);
  const show = item.getByRole('button', { name: 'Show picture with content warning: Spiders up close' });
  const controls = item.locator('.scroll-item__side button, .scroll-item__byline a, .scroll-item__byline button');
  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 844, height: 390 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(show).toBeInViewport();
    await expect(controls.first()).toBeVisible();
    const cover = [await show.boundingBox(), await item.locator('.content-warning__reason').boundingBox()];
    const boxes = await controls.evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { name: element.getAttribute('aria-label') ?? element.textContent ?? '', x, y, width, height };
      }),
    );
    const covered = boxes.filter((box) => box.width > 0 && cover.some((part) => part && overlaps(part, box)));
    expect(covered.map((box) => box.name)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`cover-${viewport.width}.png`) });
  }
});
