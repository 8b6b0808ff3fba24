import type { Locator, Page } from '@playwright/test';
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { query } from '../support/relay-client';
import { expect, test } from './fixtures';
import { followsOn } from './follows-on';
import { installExtension, loginWithExtension } from './nip07-extension';
import { freshUser, type TestUser } from './session-helpers';

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

/** A follow list of `user`'s, a minute old, as another client wrote it. */
function followListOf(user: TestUser, tags: string[][], content = ''): NostrEvent {
  return finalizeEvent({ kind: 3, created_at: Math.floor(Date.now() / 1000) - 60, tags, content }, hexToBytes(user.secretKeyHex));
}

/** Opens the author's page signed in as `user` through the extension; the author header. */
async function onAuthorPage(page: Page, user: TestUser, npub: string): Promise<Locator> {
  await installExtension(page, user.secretKeyHex);
  await page.goto(`/p/${npub}`);
  await loginWithExtension(page);
  return page.locator('.author-header');
}

/** The newest follow list of `pubkey` on the relay, whole. */
async function newestFollowList(relayUrl: string, pubkey: string): Promise<NostrEvent | undefined> {
  const { events } = await query(relayUrl, { kinds: [3], authors: [pubkey] });
  return events.sort((a, b) => b.created_at - a.created_at)[0];
}

// docs/session-and-actions.md, Editing your lists.
test('a follow keeps every other entry of the list as it was, petnames, relay hints, unknown tags and content, field by field', async ({
  page,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const user = freshUser();
  const [author] = fixtures.authors;
  if (!author) throw new Error('no fixture author');
  const kept = [
    ['p', 'a'.repeat(64), 'wss://hint.example', 'alice'],
    ['t', 'photography'],
    ['unknown', 'value', 'more'],
    ['p', 'b'.repeat(64)],
  ];
  const content = JSON.stringify({ 'wss://relay.example': { read: true, write: true } });
  const seeded = followListOf(user, kept, content);
  await relay.insert([seeded]);
  const header = await onAuthorPage(page, user, author.npub);
  await header.getByRole('button', { name: 'Follow' }).click();
  await expect(header.getByRole('button', { name: 'Unfollow' })).toBeEnabled();

  await expect.poll(async () => (await newestFollowList(relay.url, user.pubkey))?.id).not.toBe(seeded.id);
  const published = await newestFollowList(relay.url, user.pubkey);
  expect(published).toMatchObject({ kind: 3, pubkey: user.pubkey, content });
  expect(published?.created_at).toBeGreaterThan(seeded.created_at);
  expect(published?.tags).toEqual([...kept, ['p', author.pubkey]]);
});

test('two devices: a follow made on one is kept when the other, loaded before it, follows someone else', async ({
  browser,
  page,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const user = freshUser();
  const [first, second] = fixtures.authors;
  if (!first || !second) throw new Error('too few fixture authors');
  await relay.insert([followListOf(user, [['t', 'kept']])]);
  // This device loads the first author's page and its list, and waits.
  const header = await onAuthorPage(page, user, first.npub);
  const follow = header.getByRole('button', { name: 'Follow' });
  await expect(follow).toBeEnabled();

  // Another device follows the second author meanwhile.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const otherHeader = await onAuthorPage(await other.newPage(), user, second.npub);
    await otherHeader.getByRole('button', { name: 'Follow' }).click();
    await expect.poll(() => followsOn(relay.url, user.pubkey)).toEqual([second.pubkey]);
  } finally {
    await other.close();
  }

  await follow.click();
  await expect(header.getByRole('button', { name: 'Unfollow' })).toBeEnabled();
  await expect.poll(() => followsOn(relay.url, user.pubkey)).toEqual([second.pubkey, first.pubkey]);
  expect((await newestFollowList(relay.url, user.pubkey))?.tags[0]).toEqual(['t', 'kept']);
});
