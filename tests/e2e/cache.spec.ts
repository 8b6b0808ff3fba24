import { savedFeedEvents } from './feed-cache';
import { expect, test } from './fixtures';
import { imageOf } from './proxied-image';

/**
 * docs/cache-and-offline.md: a second visit shows what the first one saw
 * before any relay answers, and when every relay is unreachable.
 */
test('a hashtag route comes back from the local cache with the relay stopped', async ({ context, page, relay, fixtures, offsite }) => {
  void offsite;
  const expected = fixtures.meta.photographyImageUrls;
  await page.goto('/tags/photography');
  for (const url of expected) await expect(page.locator(imageOf(url))).toHaveCount(1);
  const posts = new Set(fixtures.meta.photographyPosts.map((post) => post.id)).size;
  await expect.poll(() => savedFeedEvents(page)).toBeGreaterThanOrEqual(posts);
  await page.close();

  await relay.stop();
  try {
    const second = await context.newPage();
    await second.goto('/tags/photography');
    for (const url of expected) await expect(second.locator(imageOf(url))).toHaveCount(1);
    // A quiet note, not the failure the page shows when it has nothing.
    await expect(second.getByRole('status').getByText('Offline: showing pictures saved on this device.')).toBeVisible();
    await expect(second.getByRole('alert')).toHaveCount(0);
  } finally {
    await relay.restart();
  }
});

test('an author route comes back from the local cache too', async ({ context, page, relay, fixtures, offsite }) => {
  void offsite;
  const author = fixtures.meta.posts.find((post) => !post.hidden && post.type === 'image' && post.kind === 1);
  if (!author) throw new Error('the fixtures have no visible kind 1 picture');
  const npub = fixtures.authors.find((entry) => entry.pubkey === author.pubkey)?.npub;
  await page.goto(`/p/${npub}`);
  await expect(page.locator(imageOf(author.urls[0] ?? ''))).toHaveCount(1);
  await expect.poll(() => savedFeedEvents(page)).toBeGreaterThan(0);
  await page.close();

  await relay.stop();
  try {
    const second = await context.newPage();
    await second.goto(`/p/${npub}`);
    await expect(second.locator(imageOf(author.urls[0] ?? ''))).toHaveCount(1);
  } finally {
    await relay.restart();
  }
});
