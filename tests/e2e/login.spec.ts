import { expect, test } from './fixtures';
import { anyImageOf, imageOf } from './proxied-image';
import { installExtension } from './nip07-extension';

test('logging in with the extension shows the user, unlocks follows, and a click logs out', async ({ page, fixtures, offsite }) => {
  void offsite;
  await installExtension(page, fixtures.meta.viewer.secretKeyHex);

  await page.goto('/follows');
  await expect(page.getByText('Log in to see pictures from the people you follow.')).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByPlaceholder('Nostr Address / Bunker URL')).toBeVisible();
  await dialog.getByRole('button', { name: 'Login with extension' }).click();
  await expect(dialog).toBeHidden();

  const logout = page.getByRole('button', { name: 'Log out' });
  await expect(logout).toBeVisible();
  const followed = new Set(fixtures.meta.follows);
  const expected = fixtures.meta.posts.find(
    (post) => !post.hidden && post.type === 'image' && post.kind === 1 && followed.has(post.pubkey),
  );
  const stranger = fixtures.meta.posts.find(
    (post) => !post.hidden && post.type === 'image' && post.kind === 1 && !followed.has(post.pubkey),
  );
  await expect(page.locator(imageOf(expected?.urls[0] ?? ''))).toHaveCount(1);
  await expect(page.locator(anyImageOf(stranger?.urls[0] ?? ''))).toHaveCount(0);

  await logout.click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Log in to see pictures from the people you follow.')).toBeVisible();
});

test('pointing at the login button fetches the dialog, so it opens at once on click', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/global');
  const button = page.getByRole('button', { name: 'Login' });
  await expect(button).toBeVisible();
  const dialogScript = page.waitForRequest(/\/assets\/login-dialog-[^/]*\.js$/);
  await button.hover();
  await dialogScript;
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
});

test('the logged-out follows route offers the login right there', async ({ page, fixtures, offsite }) => {
  void offsite;
  await installExtension(page, fixtures.meta.viewer.secretKeyHex);
  await page.goto('/follows');
  const status = page.getByRole('status').filter({ hasText: 'Log in to see pictures from the people you follow.' });
  await status.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Login with extension' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveCount(0);
  await expect(page.locator('.grid-tile').first()).toBeVisible();
});
