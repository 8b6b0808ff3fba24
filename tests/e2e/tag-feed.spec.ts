import { expect, test } from './fixtures';
import { anyImageOf, imageOf } from './proxied-image';

test('a hashtag feed shows the seeded pictures and hides adult posts and replies', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  const expected = fixtures.meta.photographyImageUrls;
  expect(expected.length).toBeGreaterThan(2);
  for (const url of expected) {
    await expect(page.locator(imageOf(url))).toHaveCount(1);
  }
  const anyLoaded = () =>
    page
      .locator('.grid-tile img')
      .evaluateAll((images) => (images as HTMLImageElement[]).some((image) => image.complete && image.naturalWidth > 0));
  await expect.poll(anyLoaded).toBe(true);
  await expect(page.locator(anyImageOf(fixtures.meta.adultUrl))).toHaveCount(0);
  await expect(page.locator(anyImageOf(fixtures.meta.replyUrl))).toHaveCount(0);
  await expect(page).toHaveTitle(/#photography/);
});
