import { expect, test } from './fixtures';
import { pictureLoaded } from './layout-boxes';
import { colourDistance, screenPixel } from './screen-pixels';

/** app.css's --accent, the colour of focus and of the current picture. */
const ACCENT = [0xb1, 0x8c, 0xff];

test('arrow keys move the current picture in the grid and Escape clears it', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.grid-tile.is-current')).toHaveCount(1);
  const first = await page.locator('.grid-tile.is-current img').getAttribute('src');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.grid-tile.is-current img')).not.toHaveAttribute('src', first ?? '');
  await page.keyboard.press('Escape');
  await expect(page.locator('.grid-tile.is-current')).toHaveCount(0);
});

test('the arrow keys keep the current picture in view as it moves down the grid', async ({ page, offsite }) => {
  void offsite;
  // A long feed whose pictures all load.
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').nth(15)).toBeAttached();
  const current = page.locator('.grid-tile.is-current');
  for (let press = 1; press <= 15; press++) {
    await page.keyboard.press('ArrowRight');
    await expect(current, `after ${press} presses`).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the arrow keys pass over a picture the grid left out because it failed to load', async ({ page, offsite }) => {
  void offsite;
  // The media server answers 404 for the one picture of #art named "missing-…".
  const failed = page.waitForResponse((response) => response.url().includes('/missing-') && response.status() === 404);
  await page.goto('/tags/art');
  await failed;
  const grid = page.getByRole('list', { name: 'Pictures' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const items = Number(await grid.getAttribute('data-items'));
  await expect(grid.locator('.grid-tile')).toHaveCount(items - 1);
  const current = page.locator('.grid-tile.is-current');
  for (let press = 1; press < items; press++) {
    await page.keyboard.press('ArrowRight');
    await expect(current, `after ${press} presses`).toBeInViewport({ ratio: 1 });
  }
});

test('the current picture and the focused one are marked where they can be seen', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  const tile = page.locator('.grid-tile').first();
  await pictureLoaded(tile.locator('img'));
  const box = await tile.boundingBox();
  // Inside the 3 px ring, halfway down the tile's left edge.
  const ring = (): Promise<[number, number, number]> => screenPixel(tile, 1, Math.round((box?.height ?? 0) / 2));
  expect(colourDistance(await ring(), ACCENT)).toBeGreaterThan(40);

  await page.keyboard.press('ArrowRight');
  await expect(tile).toHaveClass(/is-current/);
  expect(colourDistance(await ring(), ACCENT), 'the current tile is ringed').toBeLessThan(8);
  await page.keyboard.press('Escape');
  await expect(tile).not.toHaveClass(/is-current/);

  const open = tile.getByRole('button');
  for (let press = 0; press < 10 && !(await open.evaluate((button) => button === document.activeElement)); press++) await page.keyboard.press('Tab');
  await expect(open).toBeFocused();
  expect(colourDistance(await ring(), ACCENT), 'the focused tile is ringed').toBeLessThan(8);
});

test('H goes home keeping the type', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/global?type=image');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/tags\/artstr%2C.*\?type=image$/);
});

test('the back button goes from the grid to home', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/global?type=video');
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/tags\/artstr%2C.*\?type=video$/);
});
