import type { Locator, Page } from '@playwright/test';
import { nip19 } from 'nostr-tools';
import { expect, RELAY_URL, test } from './fixtures';
import { pictureLoaded, shortOf } from './layout-boxes';
import { stepDownTo } from './scroll-view-keys';
import { authorNamed } from './session-helpers';

test('a grid picture opens the scroll view at that item, with details and a way back', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  const third = page.locator('.grid-tile').nth(2);
  const src = await third.locator('img').getAttribute('src');
  const original = src?.split('/plain/')[1] ?? '';
  await third.getByRole('button').click();

  const feed = page.getByRole('feed');
  await expect(feed).toBeVisible();
  const current = feed.locator('article[aria-posinset="3"]');
  await expect(current.locator(`img[src$="/plain/${original}"]`)).toBeInViewport();
  // docs/constants.md: media only within 3 positions of the current item.
  expect(await feed.locator('.scroll-item__media, .scroll-item__placeholder').count()).toBeLessThanOrEqual(7);

  await current.getByRole('button', { name: 'Show details' }).click();
  const link = current.getByRole('link', { name: 'Open the note' });
  // A NIP-19 nevent naming the post, the relay it came from and its author.
  const pointer = nip19.decode(((await link.getAttribute('href')) ?? '').replace('https://njump.me/', ''));
  expect(pointer.type).toBe('nevent');
  if (pointer.type === 'nevent') {
    expect(pointer.data.relays).toEqual([RELAY_URL]);
    expect(pointer.data.author).toMatch(/^[0-9a-f]{64}$/);
  }
  await expect(current.getByText('#photography')).toBeVisible();
  await current.getByRole('button', { name: 'Hide details' }).click();
  await expect(link).toHaveCount(0);

  await page.keyboard.press('ArrowDown');
  await expect(feed.locator('article[aria-posinset="4"]').locator('img, video').first()).toBeInViewport();

  await page.keyboard.press('Escape');
  await expect(feed).toHaveCount(0);
  await expect(page.locator('.grid-tile').first()).toBeVisible();
});

test('the scroll view shows the whole picture on a wide screen, never cut to fill it', async ({ page, offsite }) => {
  void offsite;
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto('/global');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.keyboard.press('x');
  const picture = page.getByRole('feed').locator('article[aria-posinset="1"] img.scroll-item__media');
  await pictureLoaded(picture);
  expect(await shortOf(picture, 'article')).toEqual([0, 0]);
});

test('coming back from the scroll view, the grid shows the item last seen there', async ({ page, offsite }) => {
  void offsite;
  // A feed whose pictures all load: a failed one is a placeholder in the scroll view.
  await page.goto('/tags/photography');
  const tiles = page.locator('.grid-tile');
  await expect(tiles.nth(12)).toBeAttached();
  await tiles.nth(12).getByRole('button').click();
  const feed = page.getByRole('feed');
  await expect(feed).toBeVisible();
  const seen = (position: number) => feed.locator(`article[aria-posinset="${position}"] img.scroll-item__media`);
  // The item the scroll view opened at: the one at the top of the screen.
  const atTop = () =>
    feed
      .locator('article')
      .evaluateAll((articles) =>
        Number(articles.find((article) => Math.abs(article.getBoundingClientRect().top) < 2)?.getAttribute('aria-posinset') ?? 0),
      );
  await expect.poll(atTop).toBeGreaterThan(10);
  const opened = await atTop();
  for (const position of [opened + 1, opened + 2]) {
    await page.keyboard.press('ArrowDown');
    await expect(seen(position)).toBeInViewport({ ratio: 0.9 });
  }
  const original = (await seen(opened + 2).getAttribute('src'))?.split('/plain/')[1] ?? '';

  await page.keyboard.press('Escape');
  const current = page.locator('.grid-tile.is-current');
  await expect(current).toBeInViewport({ ratio: 1 });
  await expect(current.locator(`img[src$="/plain/${original}"]`)).toHaveCount(1);
});

test('X opens the scroll view and the back button returns to the grid', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/global');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.keyboard.press('x');
  await expect(page.getByRole('feed')).toBeVisible();
  await page.getByRole('button', { name: 'Back to grid' }).click();
  await expect(page.getByRole('feed')).toHaveCount(0);
  await page.keyboard.press('x');
  await page.keyboard.press('g');
  await expect(page.getByRole('feed')).toHaveCount(0);
});

test('videos in the scroll view have a mute toggle', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global?type=video');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.locator('.grid-tile').first().getByRole('button').click();
  const toggle = page.getByRole('feed').locator('article[aria-posinset="1"]').getByRole('button', { name: 'Unmute' });
  await toggle.click();
  await expect(page.getByRole('feed').locator('article[aria-posinset="1"]').getByRole('button', { name: 'Mute' })).toBeVisible();
  expect(fixtures.meta.videoUrls.mp4).toMatch(/\.mp4$/);
});

/** The scroll view over /global, opened with X. */
async function openScrollView(page: Page): Promise<Locator> {
  await page.goto('/global');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.keyboard.press('x');
  return page.getByRole('feed');
}

test('scrolling the scroll view moves to the next item, and the arrow keys go on from there', async ({ page, offsite }) => {
  void offsite;
  const feed = await openScrollView(page);
  await expect(feed.locator('article[aria-posinset="1"]')).toBeInViewport({ ratio: 0.9 });
  await feed.hover();
  await page.mouse.wheel(0, await feed.evaluate((element) => element.clientHeight));
  await expect(feed.locator('article[aria-posinset="2"]')).toBeInViewport({ ratio: 0.9 });
  await page.keyboard.press('ArrowDown');
  await expect(feed.locator('article[aria-posinset="3"]')).toBeInViewport({ ratio: 0.9 });
});

test('each arrow key moves the scroll view one item, from the first press on', async ({ page, offsite }) => {
  void offsite;
  // The first press comes as the scroll view's code arrives.
  await openScrollView(page);
  await stepDownTo(page, 12);
});

test('a hashtag in the details leads to its own gallery', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto(`/p/${authorNamed(fixtures.authors, 'alice').npub}`);
  await page.locator('.grid-tile').first().getByRole('button').click();
  const current = page.locator('article[aria-posinset="1"]');
  await current.getByRole('button', { name: 'Show details' }).click();
  await current.getByRole('link', { name: '#photography' }).click();
  await expect(page).toHaveURL(/\/tags\/photography$/);
  await expect(page.getByRole('feed')).toHaveCount(0);
  await expect(page.locator('.grid-tile').first()).toBeVisible();
});
