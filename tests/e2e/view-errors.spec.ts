import { expect, test } from './fixtures';

test('a view whose script fails shows its own error screen with a way back to the grid, never a blank page', async ({ page, offsite }) => {
  void offsite;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The scroll view's script throws as it is evaluated, as a broken deploy's would.
  await page.route(/\/assets\/scroll-view-[^/]*\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("scroll view broken on purpose");' }),
  );
  await page.goto('/tags/photography');
  await page.locator('.grid-tile').first().getByRole('button').click();

  const screen = page.getByRole('alert').filter({ hasText: 'This view could not be shown.' });
  await expect(screen).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to grid' }).first()).toBeVisible();
  await screen.getByRole('button', { name: 'Back to grid' }).click();
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await expect(screen).toHaveCount(0);
  expect(errors).toEqual([]);
});
