import { expect, test } from './fixtures';
import { followsOn } from './follows-on';
import { installExtension, loginWithExtension } from './nip07-extension';

test('a logged-in user follows and unfollows an author from the author header', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  const { viewer, follows } = fixtures.meta;
  const stranger = fixtures.authors.find((author) => author.pubkey !== viewer.pubkey && !follows.includes(author.pubkey));
  if (!stranger) throw new Error('every fixture author is followed already');
  await installExtension(page, viewer.secretKeyHex);
  await page.goto(`/p/${stranger.npub}`);
  const header = page.locator('.author-header');
  await expect(header.getByRole('button', { name: 'Follow' })).toBeDisabled();

  await loginWithExtension(page);
  await header.getByRole('button', { name: 'Follow' }).click();
  await expect(header.getByRole('button', { name: 'Unfollow' })).toBeEnabled();
  // The published list keeps everyone followed before and adds the author (docs/session-and-actions.md, Follow).
  await expect.poll(() => followsOn(relay.url, viewer.pubkey)).toEqual([...follows, stranger.pubkey]);

  await header.getByRole('button', { name: 'Unfollow' }).click();
  await expect(header.getByRole('button', { name: 'Follow' })).toBeEnabled();
  await expect.poll(() => followsOn(relay.url, viewer.pubkey)).toEqual(follows);
});
