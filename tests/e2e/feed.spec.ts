import { expect, test } from './fixtures';

const imageOf = (url: string) => `img[src$="/plain/${url}"]`;

test('reposts are unwrapped when asked for, and a tampered repost never shows', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global?reposts=true');
  await expect(page.locator(imageOf(fixtures.meta.repostEmbeddedUrl))).toHaveCount(1);
  await expect(page.locator(imageOf(fixtures.meta.junkImageUrl))).toHaveCount(1);
  await expect(page.locator(imageOf(fixtures.meta.tamperedRepostUrl))).toHaveCount(0);
  await page.goto('/global');
  await expect(page.locator(imageOf(fixtures.meta.junkImageUrl))).toHaveCount(1);
  await expect(page.locator(imageOf(fixtures.meta.repostEmbeddedUrl))).toHaveCount(0);
});

test('NIP-71 and linked videos appear as videos, and type=image hides them', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global');
  await expect(page.locator(`video[src^="${fixtures.meta.videoUrls.nip71}"]`)).toHaveCount(1);
  await expect(page.locator(`video[src^="${fixtures.meta.videoUrls.mp4}"]`)).toHaveCount(1);
  await page.goto('/global?type=image');
  await expect(page.locator(imageOf(fixtures.meta.junkImageUrl))).toHaveCount(1);
  await expect(page.locator('video')).toHaveCount(0);
});

test('a picture that fails to load is hidden from the grid', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global');
  await expect(page.locator(imageOf(fixtures.meta.junkImageUrl))).toHaveCount(1);
  await expect(page.locator(imageOf(fixtures.meta.missingImageUrl))).toHaveCount(0);
});

test('kind 1063 files and every picture of a kind 20 post are shown', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global');
  await expect(page.locator(imageOf(fixtures.meta.fileMetadataUrl))).toHaveCount(1);
  for (const url of fixtures.meta.multiImagePictureUrls) await expect(page.locator(imageOf(url))).toHaveCount(1);
});

test('a people list route shows its members only', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto(`/list/${fixtures.meta.peopleList.naddr}`);
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  const members = new Set(fixtures.meta.peopleList.members);
  const shown = fixtures.meta.posts.filter((post) => !post.hidden && post.type === 'image' && post.kind !== 6);
  for (const post of shown) {
    const expected = members.has(post.pubkey) ? 1 : 0;
    for (const url of post.urls) await expect(page.locator(imageOf(url)), url).toHaveCount(expected);
  }
});

test('an empty result says so', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/nothingpostedhere');
  await expect(page.getByText('No pictures found here yet.')).toBeVisible();
});
