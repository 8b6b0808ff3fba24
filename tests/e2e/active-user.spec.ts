import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { startRelay } from '../support/relay';
import { query } from '../support/relay-client';
import { expect, MEDIA_BASE, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { authorNamed, freshUser, openFirstPost, type TestUser } from './session-helpers';
import { anyImageOf, imageOf } from './proxied-image';
import { slotPort } from '../support/ports';

function list(user: TestUser, kind: number, tags: string[][]): NostrEvent {
  return finalizeEvent({ kind, tags, content: '', created_at: Math.floor(Date.now() / 1000) - 60 }, hexToBytes(user.secretKeyHex));
}

test('a muted author and a muted hashtag leave the feed at once (NIP-51 mute list)', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  const user = freshUser();
  const alice = authorNamed(fixtures.authors, 'alice');
  await relay.insert([
    list(user, 10000, [
      ['p', alice.pubkey],
      ['t', 'CatStr'],
    ]),
  ]);
  const shown = fixtures.meta.posts.filter((post) => !post.hidden && post.type === 'image' && post.kind !== 6);
  const byAlice = shown.find((post) => post.pubkey === alice.pubkey);
  const cats = shown.find((post) => post.pubkey !== alice.pubkey && post.tags.includes('catstr'));
  const other = shown.find((post) => post.pubkey !== alice.pubkey && !post.tags.includes('catstr'));
  if (!byAlice || !cats || !other) throw new Error('the fixtures lack a post this test needs');

  await installExtension(page, user.secretKeyHex);
  await page.goto('/global');
  await expect(page.locator(imageOf(byAlice.urls[0] ?? ''))).toHaveCount(1);
  await loginWithExtension(page);
  await expect(page.locator(anyImageOf(byAlice.urls[0] ?? ''))).toHaveCount(0);
  await expect(page.locator(anyImageOf(cats.urls[0] ?? ''))).toHaveCount(0);
  await expect(page.locator(imageOf(other.urls[0] ?? ''))).toHaveCount(1);
});

test('what the user publishes also goes to their write relays (NIP-65), and a blocked relay is never dialled', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const user = freshUser();
  const author = freshUser();
  const writeRelay = await startRelay({ port: slotPort(7452), events: [] });
  const blockedRelay = await startRelay({ port: slotPort(7453), events: [] });
  try {
    const now = Math.floor(Date.now() / 1000);
    const post = finalizeEvent(
      { kind: 1, created_at: now - 100, tags: [], content: `${MEDIA_BASE}/media/outbox-author-1.jpg` },
      hexToBytes(author.secretKeyHex),
    );
    await relay.insert([
      list(user, 10002, [['r', writeRelay.url, 'write']]),
      list(user, 10006, [['relay', blockedRelay.url]]),
      // The author publishes to the relay the user blocked: the outbox model would read from it.
      list(author, 10002, [['r', blockedRelay.url]]),
      post,
    ]);
    const dialled: string[] = [];
    page.on('websocket', (socket) => dialled.push(socket.url()));
    await installExtension(page, user.secretKeyHex);
    await page.goto('/global');
    await loginWithExtension(page);
    // Both lists are kept locally once they have arrived (the relay list under the spec's key).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ngine.10002') ?? '')).toContain(writeRelay.url);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('diorama-blocked-relays') ?? '')).toContain(blockedRelay.url);

    // Before the user logged in, the author's relay was fair game; from now on it is not.
    dialled.length = 0;
    const postId = await openFirstPost(page, author.npub);
    expect(postId).toBe(post.id);
    await page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Like' }).click();
    await expect
      .poll(async () => (await query(writeRelay.url, { kinds: [7], authors: [user.pubkey], '#e': [postId] })).events.length)
      .toBe(1);
    expect(dialled.filter((url) => url.includes(`:${slotPort(7453)}`))).toEqual([]);
  } finally {
    await writeRelay.stop();
    await blockedRelay.stop();
  }
});
