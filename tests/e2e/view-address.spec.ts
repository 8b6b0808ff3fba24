import { finalizeEvent, generateSecretKey, nip19 } from 'nostr-tools';
import { expect, MEDIA_BASE, test } from './fixtures';

/** The post the address names, read back from it. */
async function postInAddress(page: import('@playwright/test').Page): Promise<string | undefined> {
  const value = new URL(page.url()).searchParams.get('post');
  if (!value) return undefined;
  const decoded = nip19.decode(value);
  return decoded.type === 'nevent' ? decoded.data.id : undefined;
}

const articleAt = (page: import('@playwright/test').Page, position: number) =>
  page.getByRole('feed').locator(`article[aria-posinset="${position}"]`);

test('the scroll view and its picture are in the address: Back returns to the grid at that picture, a reload reopens it', async ({
  page,
  offsite,
}) => {
  void offsite;
  await page.goto('/tags/photography?type=image');
  const tiles = page.locator('.grid-tile');
  await expect(tiles.nth(5)).toBeAttached();
  await tiles.nth(5).getByRole('button').click();
  await expect(page.getByRole('feed')).toBeVisible();
  await expect(page).toHaveURL(/[?&]type=image&view=scroll&post=nevent1/);
  const opened = await postInAddress(page);
  expect(opened).toMatch(/^[0-9a-f]{64}$/);

  // Moving on replaces the picture in the address, not adding an entry per picture.
  await page.keyboard.press('ArrowDown');
  await expect(articleAt(page, 7).locator('img.scroll-item__media')).toBeInViewport({ ratio: 0.9 });
  await expect.poll(() => postInAddress(page)).not.toBe(opened);
  const seventh = await postInAddress(page);
  const seventhSrc = (await articleAt(page, 7).locator('img.scroll-item__media').getAttribute('src'))?.split('/plain/')[1] ?? 'none';

  await page.reload();
  await expect(page.getByRole('feed')).toBeVisible();
  await expect.poll(() => postInAddress(page)).toBe(seventh);
  const shown = page
    .getByRole('feed')
    .locator('article')
    .filter({ has: page.locator('img.scroll-item__media') });
  await expect(shown.first()).toBeInViewport({ ratio: 0.9 });

  await page.goBack();
  await expect(page.getByRole('feed')).toHaveCount(0);
  await expect(page).toHaveURL(/\/tags\/photography\?type=image$/);
  const current = page.locator('.grid-tile.is-current');
  await expect(current).toBeInViewport();
  // The grid is at the picture last seen, not at the route before.
  await expect(current.locator(`img[src$="/plain/${seventhSrc}"]`)).toHaveCount(1);
});

test('closing the scroll view with Escape goes back to the grid entry, so Back then leaves the route', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/global');
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.keyboard.press('x');
  await expect(page).toHaveURL(/view=scroll/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/tags\/photography$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/global$/);
});

test('a shared address opens its picture first even when the post is not in the feed, with the feed behind it', async ({
  page,
  offsite,
  relay,
}) => {
  void offsite;
  const secret = generateSecretKey();
  // Tagged for no route the test visits and a year old: only its id can bring it.
  const post = finalizeEvent(
    {
      kind: 1,
      created_at: Math.floor(Date.now() / 1000) - 365 * 86_400,
      tags: [['t', 'sharedonly']],
      content: `Shared with a friend ${MEDIA_BASE}/media/shared-by-link.jpg`,
    },
    secret,
  );
  await relay.insert([post]);
  const link = `/tags/photography?view=scroll&post=${nip19.neventEncode({ id: post.id, author: post.pubkey, kind: post.kind })}`;

  await page.goto(link);
  const first = articleAt(page, 1);
  await expect(first.locator('img.scroll-item__media')).toHaveAttribute('src', /shared-by-link/);
  await expect(first.locator('img.scroll-item__media')).toBeInViewport({ ratio: 0.9 });
  // The feed of the route follows it.
  await page.keyboard.press('ArrowDown');
  await expect(articleAt(page, 2).locator('img.scroll-item__media')).toBeInViewport({ ratio: 0.9 });
  await expect(articleAt(page, 2).locator('img.scroll-item__media')).not.toHaveAttribute('src', /shared-by-link/);

  // Opened from a link, closing the view stays on the route's grid, the shared picture first.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/tags\/photography$/);
  await expect(page.locator('.grid-tile').first().locator('img')).toHaveAttribute('src', /shared-by-link/);
});

test('an address naming a post no relay has says so and shows the gallery; a malformed one opens the view at the start', async ({
  page,
  offsite,
}) => {
  void offsite;
  await page.goto(`/tags/photography?view=scroll&post=${nip19.noteEncode('f'.repeat(64))}`);
  await expect(page.getByText('The linked picture could not be found; showing this gallery instead.')).toBeVisible();
  await expect(articleAt(page, 1).locator('img.scroll-item__media')).toBeVisible();

  await page.goto('/tags/photography?view=slideshow&post=%3Cscript%3E');
  await expect(page.getByRole('region', { name: 'Slideshow' }).or(page.locator('[aria-roledescription="slideshow"]'))).toBeVisible();
});

test('the slideshow and its picture are in the address; a reload reopens the same picture', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').nth(3)).toBeVisible();
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  const slide = page.locator('img.slideshow__image');
  await expect(slide).toBeVisible();
  await expect(page).toHaveURL(/view=slideshow&post=nevent1/);
  const src = await slide.getAttribute('src');
  await page.reload();
  await expect(page.locator('img.slideshow__image')).toHaveAttribute('src', src ?? '');
});

test('each picture in the scroll view offers its link and a nostr: URI for another app', async ({ page, context, offsite }) => {
  void offsite;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tags/photography');
  await page.locator('.grid-tile').nth(1).getByRole('button').click();
  const second = articleAt(page, 2);
  await second.getByRole('button', { name: 'Show details' }).click();
  const other = second.getByRole('link', { name: 'Open in another app' });
  const uri = (await other.getAttribute('href')) ?? '';
  expect(uri).toMatch(/^nostr:nevent1/);
  const pointer = nip19.decode(uri.slice('nostr:'.length));
  await expect.poll(() => postInAddress(page)).toBe(pointer.type === 'nevent' ? pointer.data.id : 'no nevent');

  await second.getByRole('button', { name: 'Copy link' }).click();
  await expect(second.getByRole('button', { name: 'Link copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());

  // The copied address opens the same picture in a fresh page.
  const src = (await second.locator('img.scroll-item__media').getAttribute('src')) ?? 'none';
  const fresh = await context.newPage();
  await fresh.goto(copied);
  const shared = fresh
    .getByRole('feed')
    .locator('article')
    .filter({ has: fresh.locator(`img[src="${src}"]`) });
  await expect(shared.locator('img')).toBeInViewport({ ratio: 0.9 });
  await fresh.close();
});
