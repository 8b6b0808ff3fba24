import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { query } from '../support/relay-client';
import { expect, test } from './fixtures';
import { followsOn } from './follows-on';
import { privatePart } from './private-part';
import { installExtension, loginWithExtension } from './nip07-extension';
import { authorNamed, consoleErrors, freshUser, loginDialog, openFirstPost, type TestUser } from './session-helpers';

async function newestOf(relayUrl: string, kind: number, author: string): Promise<NostrEvent | undefined> {
  const { events } = await query(relayUrl, { kinds: [kind], authors: [author] });
  return events.sort((a, b) => b.created_at - a.created_at)[0];
}

function signedBy(user: TestUser, kind: number, tags: string[][], createdAt: number): NostrEvent {
  return finalizeEvent({ kind, tags, content: '', created_at: createdAt }, hexToBytes(user.secretKeyHex));
}

test('like and repost publish real events, read back field by field, and show their state', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  const user = freshUser();
  const author = authorNamed(fixtures.authors, 'alice');
  await installExtension(page, user.secretKeyHex);
  await page.goto('/global');
  await loginWithExtension(page);
  const postId = await openFirstPost(page, author.npub);
  const post = (await query(relay.url, { ids: [postId] })).events[0];
  if (!post) throw new Error('the post is not on the relay');
  const actions = page.locator('article[aria-posinset="1"]').getByRole('group', { name: 'Actions' });

  await actions.getByRole('button', { name: 'Like' }).click();
  await expect(actions.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  const reaction = await newestOf(relay.url, 7, user.pubkey);
  expect(reaction?.content).toBe('+');
  // NIP-25's tags, and the NIP-89 client tag the relay client adds to everything it signs.
  expect(reaction?.tags).toEqual([
    ['e', post.id, relay.url],
    ['p', post.pubkey],
    ['k', String(post.kind)],
    ['client', 'Diorama'],
  ]);

  await actions.getByRole('button', { name: 'Repost' }).click();
  await expect(actions.getByRole('button', { name: 'Repost' })).toHaveAttribute('aria-pressed', 'true');
  const repost = await newestOf(relay.url, post.kind === 1 ? 6 : 16, user.pubkey);
  expect(JSON.parse(repost?.content ?? '{}')).toEqual(post);
  expect(repost?.tags.slice(0, 2)).toEqual([
    ['e', post.id, relay.url],
    ['p', post.pubkey],
  ]);

  // A post the user already liked and reposted shows so on the next visit, to the same gallery.
  await page.goto(`/p/${author.npub}`);
  await page.locator('.grid-tile').first().getByRole('button').click();
  const again = page.locator('article[aria-posinset="1"]').getByRole('group', { name: 'Actions' });
  await expect(again.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  await expect(again.getByRole('button', { name: 'Repost' })).toHaveAttribute('aria-pressed', 'true');
});

test('a bookmark toggles one e tag and keeps every other entry of the list, in order', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  const user = freshUser();
  const others = [
    ['t', 'sunsets'],
    ['e', 'a'.repeat(64)],
    ['a', `30023:${user.pubkey}:essay`],
    ['r', 'https://example.com/'],
  ];
  const privateEntries = privatePart(user, [['e', 'c'.repeat(64)]]);
  const seeded = finalizeEvent(
    { kind: 10003, tags: others, content: privateEntries, created_at: Math.floor(Date.now() / 1000) - 60 },
    hexToBytes(user.secretKeyHex),
  );
  await relay.insert([seeded]);
  await installExtension(page, user.secretKeyHex);
  await page.goto('/global');
  await loginWithExtension(page);
  const postId = await openFirstPost(page, authorNamed(fixtures.authors, 'alice').npub);
  const bookmark = page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Bookmark' });

  // The user's list loads after the login; a press before the relays have answered for it
  // only says so (post-actions.test.ts), so it is pressed again until it takes. A press
  // while one is being published is not taken, so this never toggles twice.
  await expect(async () => {
    if ((await bookmark.getAttribute('aria-pressed')) !== 'true') await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  await expect.poll(async () => (await newestOf(relay.url, 10003, user.pubkey))?.tags).toEqual([...others, ['e', postId]]);
  // Field by field, the private part byte for byte (docs/session-and-actions.md, Editing your lists).
  const published = await newestOf(relay.url, 10003, user.pubkey);
  expect(published).toMatchObject({ kind: 10003, pubkey: user.pubkey, content: privateEntries });
  expect(published?.created_at).toBeGreaterThan(seeded.created_at);
  // The button says it is busy until every relay asked has answered; a press meanwhile is not taken.
  await expect(bookmark).toHaveAttribute('aria-busy', 'false');

  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await newestOf(relay.url, 10003, user.pubkey))?.tags).toEqual(others);
  expect((await newestOf(relay.url, 10003, user.pubkey))?.content).toBe(privateEntries);
});

test('acting while signed out opens the login dialog and raises the signer-required error', async ({ page, fixtures, offsite }) => {
  void offsite;
  const errors = consoleErrors(page);
  await openFirstPost(page, authorNamed(fixtures.authors, 'alice').npub);
  await page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Bookmark' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(loginDialog(page).getByText('Log in to bookmark.')).toBeVisible();
  expect(errors).toContain('Signer required');
});

test('a follow list of 500 survives a follow made the moment the page loads', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  const user = freshUser();
  const followed = Array.from({ length: 500 }, (_, index) => ['p', index.toString(16).padStart(64, '0')]);
  await relay.insert([signedBy(user, 3, [...followed, ['t', 'kept']], Math.floor(Date.now() / 1000) - 60)]);
  await installExtension(page, user.secretKeyHex);
  await page.goto('/global');
  await loginWithExtension(page);
  const author = authorNamed(fixtures.authors, 'bob');
  await page.goto(`/p/${author.npub}`);
  // Pressed as soon as the button takes a press: it must wait for the list.
  await page.locator('.author-header').getByRole('button', { name: 'Follow' }).click();
  await expect(page.locator('.author-header').getByRole('button', { name: 'Unfollow' })).toBeEnabled();
  const list = await newestOf(relay.url, 3, user.pubkey);
  expect(list?.tags).toEqual([...followed, ['t', 'kept'], ['p', author.pubkey]]);
});

test('a user with no follow list anywhere starts an empty one, and the button says so', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  const user = freshUser();
  await installExtension(page, user.secretKeyHex);
  const author = authorNamed(fixtures.authors, 'carol');
  await page.goto(`/p/${author.npub}`);
  await loginWithExtension(page);
  const follow = page.locator('.author-header').getByRole('button', { name: 'Follow' });
  await expect(follow).toBeEnabled();
  await expect(follow).toHaveAttribute('title', 'No follow list was found on your relays: following starts a new one.');
  await follow.click();
  await expect.poll(() => followsOn(relay.url, user.pubkey)).toEqual([author.pubkey]);
});

test('on a phone the actions are thumb-sized, in the lower half of the screen and clear of the details', async ({
  page,
  fixtures,
  offsite,
}) => {
  void offsite;
  await page.setViewportSize({ width: 390, height: 844 });
  await openFirstPost(page, authorNamed(fixtures.authors, 'alice').npub);
  const current = page.locator('article[aria-posinset="1"]');
  await current.getByRole('button', { name: 'Show details' }).click();
  const toggle = await current.getByRole('button', { name: 'Hide details' }).boundingBox();
  for (const name of ['Like', 'Repost', 'Bookmark', 'Zap']) {
    const box = await current.getByRole('button', { name }).boundingBox();
    if (!box || !toggle) throw new Error(`${name} or the details toggle has no box`);
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
    expect(box.y, name).toBeGreaterThan(844 / 2);
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    // The opened details never slide under the actions.
    expect(box.y + box.height <= toggle.y || box.y >= toggle.y + toggle.height, name).toBe(true);
  }
});
