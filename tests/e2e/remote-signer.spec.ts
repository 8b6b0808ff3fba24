import { startRemoteSigner } from '../support/remote-signer';
import { expect, test } from './fixtures';
import { followsOn } from './follows-on';

test('logging in with a bunker URL signs through the remote signer (NIP-46)', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  const { viewer, follows } = fixtures.meta;
  const stranger = fixtures.authors.find((author) => author.pubkey !== viewer.pubkey && !follows.includes(author.pubkey));
  if (!stranger) throw new Error('every fixture author is followed already');
  const signer = await startRemoteSigner(relay.url, viewer.secretKeyHex);
  try {
    await page.goto(`/p/${stranger.npub}`);
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByPlaceholder('Nostr Address / Bunker URL').fill(signer.bunkerUrl);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    // The follow list is signed by the remote signer, over NIP-44 encrypted requests.
    const header = page.locator('.author-header');
    await header.getByRole('button', { name: 'Follow' }).click();
    await expect(header.getByRole('button', { name: 'Unfollow' })).toBeEnabled();
    await expect.poll(() => followsOn(relay.url, viewer.pubkey)).toEqual([...follows, stranger.pubkey]);
  } finally {
    signer.stop();
  }
});
