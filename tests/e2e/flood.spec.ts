import { finalizeEvent, generateSecretKey, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';
import { expect, MEDIA_BASE, test } from './fixtures';

const FLOOD = 3000;

test('3,000 posts from one author arriving at once leave the grid usable and its DOM bounded', async ({ page, relay, offsite }) => {
  test.setTimeout(90_000);
  void offsite;
  const secret = generateSecretKey();
  const npub = nip19.npubEncode(getPublicKey(secret));
  const now = Math.floor(Date.now() / 1000);
  const post = (index: number, at: number): NostrEvent =>
    finalizeEvent(
      { kind: 1, created_at: at, tags: [['t', 'flood']], content: `Frame ${index} ${MEDIA_BASE}/media/flood-${index}.jpg` },
      secret,
    );
  await relay.insert([post(0, now - 3600), post(1, now - 3599)]);
  const flood = Array.from({ length: FLOOD }, (_, index) => post(index + 2, now - 3000 + index));

  // The flood comes at once, to the relay client's live feed subscription (which starts
  // after the first screen), once the relay has answered it: inserted before the relay
  // holds the subscription, the posts would come as its stored answer, 300 at most.
  let subscribed: () => void = () => undefined;
  const live = new Promise<void>((resolve) => {
    subscribed = resolve;
  });
  page.on('websocket', (socket) => {
    let feed: string | undefined;
    socket.on('framesent', ({ payload }) => {
      const text = String(payload);
      if (text.startsWith('["REQ"') && !text.includes('diorama-first') && text.includes('"kinds":[1,'))
        feed = (JSON.parse(text) as string[])[1];
    });
    socket.on('framereceived', ({ payload }) => {
      if (feed !== undefined && String(payload) === JSON.stringify(['EOSE', feed])) subscribed();
    });
  });
  await page.goto(`/p/${npub}`);
  await expect(page.locator('.grid-tile')).toHaveCount(2);
  await live;
  await relay.insert(flood);

  // While it streams in, the grid answers the keys and a click.
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.grid-tile.is-current')).toHaveCount(1);
  const newPosts = page.getByRole('button', { name: /\d+ new pictures?/ });
  await expect(newPosts).toHaveText(`${FLOOD} new pictures`, { timeout: 30_000 });
  await newPosts.click();
  await page.locator('.grid-tile').first().getByRole('button').click();
  await expect(page.getByRole('feed')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.grid-tile').first()).toBeVisible();

  // Only the tiles near the viewport are in the DOM, however long the feed.
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => page.locator('.grid-tile').count()).toBeGreaterThan(5);
  expect(await page.locator('img, video').count()).toBeLessThan(200);
  expect(await page.locator('*').count()).toBeLessThan(3000);
  const heap = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
  expect(heap).toBeLessThan(150 * 1024 * 1024);
});
