import { expect, test } from './fixtures';

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
