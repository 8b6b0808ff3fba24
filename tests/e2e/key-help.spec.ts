import { expect, test } from './fixtures';

test('"?" opens a sheet of the keys; keys pressed meanwhile stay with it, and Escape closes it', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keys' });
  await expect(sheet).toBeVisible();
  for (const keys of ['Esc or G', 'H', 'X', 'S', 'P or Space', '?'])
    await expect(sheet.getByRole('term').filter({ hasText: new RegExp(`^${keys.replace('?', '\\?')}$`) })).toHaveCount(1);
  // The arrows move by place in the grid, by order elsewhere (docs/views-and-keys.md, Keys and gestures).
  await expect(
    sheet.getByRole('definition').filter({ hasText: 'In the grid: the picture to the left, right, above or below' }),
  ).toBeVisible();
  await expect(sheet.getByRole('definition').filter({ hasText: 'Previous and next picture (↑ ↓ too, in the scroll view)' })).toBeVisible();
  // "h" would go home behind the sheet; it does not.
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/tags\/photography$/);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await page.keyboard.press('x');
  await expect(page.getByRole('feed')).toBeVisible();
});

test('every icon button names itself and its key on hover', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.getByRole('button', { name: 'Scroll view' })).toHaveAttribute('title', 'Scroll view (X)');
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute('title', 'Slideshow');
  await expect(page.getByRole('button', { name: 'Back to home' })).toHaveAttribute('title', 'Back to home (H)');
  await expect(page.getByRole('button', { name: /: search$/ })).toHaveAttribute('title', 'Search');
  await page.getByRole('button', { name: 'Scroll view' }).click();
  await expect(page.getByRole('button', { name: 'Back to grid' })).toHaveAttribute('title', 'Back to grid (Esc)');
});
