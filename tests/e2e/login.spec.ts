import { finalizeEvent, getPublicKey } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { expect, test } from './fixtures';

/**
 * A NIP-07 browser extension: `window.nostr` in the page, with the key kept in Node and
 * reached through exposeFunction, speaking the real NIP-07 calls.
 */
test('logging in with the extension shows the user, unlocks follows, and a click logs out', async ({ page, fixtures, offsite }) => {
  void offsite;
  const secret = hexToBytes(fixtures.meta.viewer.secretKeyHex);
  await page.exposeFunction('nip07GetPublicKey', () => getPublicKey(secret));
  await page.exposeFunction('nip07SignEvent', (event: Parameters<typeof finalizeEvent>[0]) => finalizeEvent(event, secret));
  await page.addInitScript(() => {
    const bridge = window as unknown as {
      nip07GetPublicKey(): Promise<string>;
      nip07SignEvent(event: unknown): Promise<unknown>;
      nostr: unknown;
    };
    bridge.nostr = { getPublicKey: () => bridge.nip07GetPublicKey(), signEvent: (event: unknown) => bridge.nip07SignEvent(event) };
  });

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
  const expected = fixtures.meta.posts.find((post) => !post.hidden && post.type === 'image' && post.kind === 1 && followed.has(post.pubkey));
  const stranger = fixtures.meta.posts.find((post) => !post.hidden && post.type === 'image' && post.kind === 1 && !followed.has(post.pubkey));
  await expect(page.locator(`img[src$="/plain/${expected?.urls[0]}"]`)).toHaveCount(1);
  await expect(page.locator(`img[src$="/plain/${stranger?.urls[0]}"]`)).toHaveCount(0);

  await logout.click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Log in to see pictures from the people you follow.')).toBeVisible();
});
