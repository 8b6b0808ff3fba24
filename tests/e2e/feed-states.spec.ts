import { finalizeEvent } from 'nostr-tools';
import type { Page } from '@playwright/test';
import { savedFeedEvents } from './feed-cache';
import { expect, MEDIA_BASE, test } from './fixtures';
import { imageOf } from './proxied-image';

/** Loading, empty and offline states, and the end of a feed (core/feed/feed-message.ts). */

const UNREACHABLE = "Can't reach any relay.";
const OFFLINE = 'Offline: showing pictures saved on this device.';
const END = "That's everything for now.";

/** How far the document itself can scroll: nothing on a page with nothing to show. */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollHeight ?? 0) - window.innerHeight);
}

test('with every relay down a first visit says so at once, alone, and Retry shows the pictures once a relay is back', async ({
  page,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  await relay.stop();
  try {
    await page.goto('/tags/photography');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(UNREACHABLE);
    await expect(page.getByText('Loading pictures…')).toHaveCount(0);
    // Still one message once the feed has given up waiting for a first answer.
    await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
    await expect(alert).toContainText(UNREACHABLE);
    await expect(page.getByText('No pictures found here yet.')).toHaveCount(0);
    await expect(page.getByText('Loading pictures…')).toHaveCount(0);

    await relay.restart();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator(imageOf(fixtures.meta.photographyImageUrls[0] ?? ''))).toBeVisible();
    for (const url of fixtures.meta.photographyImageUrls) await expect(page.locator(imageOf(url))).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
  } finally {
    await relay.restart();
  }
});

test('Retry with the relays still down says so again', async ({ page, relay, offsite }) => {
  void offsite;
  await relay.stop();
  try {
    await page.goto('/tags/photography');
    await expect(page.getByRole('alert')).toContainText(UNREACHABLE);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toContainText(UNREACHABLE);
    await expect(page.getByRole('alert')).toHaveCount(1);
  } finally {
    await relay.restart();
  }
});

test('a warm start with every relay down shows the saved pictures with a quiet note, not the failure', async ({
  context,
  page,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const expected = fixtures.meta.photographyImageUrls;
  await page.goto('/tags/photography');
  for (const url of expected) await expect(page.locator(imageOf(url))).toHaveCount(1);
  await expect.poll(() => savedFeedEvents(page)).toBeGreaterThan(0);
  await page.close();

  await relay.stop();
  try {
    const second = await context.newPage();
    await second.goto('/tags/photography');
    const note = second.getByRole('status').getByText(OFFLINE);
    await expect(note).toBeVisible();
    for (const url of expected) await expect(second.locator(imageOf(url))).toHaveCount(1);
    await expect(second.getByRole('alert')).toHaveCount(0);
    await expect(second.getByText(UNREACHABLE)).toHaveCount(0);
    await expect(second.getByText('Loading pictures…')).toHaveCount(0);
    // Quiet: smaller than the page's text, and it covers little of the pictures.
    const size = await note.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeLessThan(16);
    const box = await note.boundingBox();
    expect(box?.height ?? 100).toBeLessThan(60);

    await relay.restart();
    await note.getByRole('button', { name: 'Retry' }).click();
    await expect(second.getByText(OFFLINE)).toHaveCount(0);
    for (const url of expected) await expect(second.locator(imageOf(url))).toHaveCount(1);
  } finally {
    await relay.restart();
  }
});

test('the end of a short feed says so below the grid, once', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.locator(imageOf(fixtures.meta.photographyImageUrls[0] ?? ''))).toBeVisible();
  const end = page.getByText(END);
  // Scrolled to the bottom as the feed arrives, until the relay has been asked for older posts and had none.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(end).toBeInViewport({ timeout: 1000 });
  }).toPass();
  await expect(end).toHaveCount(1);
  const grid = await page.getByRole('list', { name: 'Pictures' }).boundingBox();
  const message = await end.boundingBox();
  expect(message?.y ?? 0).toBeGreaterThanOrEqual((grid?.y ?? 0) + (grid?.height ?? 0));
});

test('a long feed says it has ended only once its older posts are all loaded', async ({ page, relay, offsite }) => {
  void offsite;
  const secret = new Uint8Array(32).fill(43);
  // Older than /global's 24 hours, so they crowd no other test's feed.
  const from = Math.floor(Date.now() / 1000) - 2 * 86_400;
  const posts = Array.from({ length: 320 }, (_, index) =>
    finalizeEvent(
      {
        kind: 1,
        created_at: from - index * 30,
        tags: [['t', 'endfeed']],
        content: `End ${index} ${MEDIA_BASE}/media/endfeed-${index}.jpg #endfeed`,
      },
      secret,
    ),
  );
  await relay.insert(posts);
  await page.goto('/tags/endfeed');
  const grid = page.getByRole('list', { name: 'Pictures' });
  await expect(grid).toHaveAttribute('data-items', '300');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(END)).toHaveCount(0);
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(grid).toHaveAttribute('data-items', '320', { timeout: 1000 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText(END)).toBeVisible();
  await expect(page.getByText(END)).toHaveCount(1);
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`pages with nothing to show do not scroll at ${size.width}x${size.height}`, async ({ page, relay, offsite }) => {
    void offsite;
    await page.setViewportSize(size);
    await page.goto('/tags/nothingpostedhere');
    await expect(page.getByText('No pictures found here yet.')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.goto('/follows');
    await expect(page.getByText('Log in to see pictures from the people you follow.')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await relay.stop();
    try {
      await page.goto('/tags/photography');
      await expect(page.getByRole('alert')).toContainText(UNREACHABLE);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await relay.restart();
    }
  });
}
