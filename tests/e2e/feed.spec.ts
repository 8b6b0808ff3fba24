import { finalizeEvent, getEventHash } from 'nostr-tools';
import { expect, MEDIA_BASE, RELAY_PORT, test } from './fixtures';
import { naddrEncode } from '../../src/core/events/nip19';
import { shortOf } from './layout-boxes';
import { anyImageOf, imageOf } from './proxied-image';

test('reposts are unwrapped when asked for, and a tampered repost never shows', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global?reposts=true');
  await expect(page.locator(imageOf(fixtures.meta.repostEmbeddedUrl))).toHaveCount(1);
  await expect(page.locator(imageOf(fixtures.meta.junkImageUrl))).toHaveCount(1);
  await expect(page.locator(anyImageOf(fixtures.meta.tamperedRepostUrl))).toHaveCount(0);
  await page.goto('/global');
  await expect(page.locator(imageOf(fixtures.meta.junkImageUrl))).toHaveCount(1);
  await expect(page.locator(anyImageOf(fixtures.meta.repostEmbeddedUrl))).toHaveCount(0);
});

// docs/data-and-requests.md, Verified before shown: nothing is drawn before its checks have passed.
test('nothing shows while the signature checker is loading; once it has checked them, posts and reposts do', async ({
  page,
  fixtures,
  offsite,
}) => {
  void offsite;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  // The curve code, which the worker and the page's own checker both import.
  await page.route(/\/assets\/secp256k1-[^/]*\.js$/, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  let answered = 0;
  await page.routeWebSocket(new RegExp(`:${RELAY_PORT}/?$`), (socket) => {
    const relay = socket.connectToServer();
    relay.onMessage((message) => {
      if (String(message).startsWith('["EOSE"')) answered++;
      socket.send(message);
    });
  });
  await page.goto('/global?reposts=true');
  // The first request has been answered and the checker is held: nothing may be drawn.
  await expect.poll(() => answered).toBeGreaterThan(0);
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect(page.locator('.grid-tile')).toHaveCount(0);
  release();
  await expect(page.locator(imageOf(fixtures.meta.junkImageUrl))).toHaveCount(1);
  await expect(page.locator(imageOf(fixtures.meta.repostEmbeddedUrl))).toHaveCount(1);
  await expect(page.locator(anyImageOf(fixtures.meta.tamperedRepostUrl))).toHaveCount(0);
});

test('NIP-71 and linked videos appear as videos, and type=image hides them', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global');
  await expect(page.locator(`video[src^="${fixtures.meta.videoUrls.nip71}"]`)).toHaveCount(1);
  await expect(page.locator(`video[src^="${fixtures.meta.videoUrls.mp4}"]`)).toHaveCount(1);
  await page.goto('/global?type=image');
  await expect(page.locator(imageOf(fixtures.meta.junkImageUrl))).toHaveCount(1);
  await expect(page.locator('video')).toHaveCount(0);
});

test('a video fills its grid tile, as a picture does', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global?type=video');
  const video = page.locator(`video[src^="${fixtures.meta.videoUrls.mp4}"]`);
  await expect(video).toHaveCount(1);
  expect(await shortOf(video, '[role="listitem"]')).toEqual([0, 0]);
});

test('a picture that fails to load is hidden from the grid', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global');
  await expect(page.locator(imageOf(fixtures.meta.junkImageUrl))).toHaveCount(1);
  await expect(page.locator(anyImageOf(fixtures.meta.missingImageUrl))).toHaveCount(0);
});

test('kind 1063 files and every picture of a kind 20 post are shown', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global');
  await expect(page.locator(imageOf(fixtures.meta.fileMetadataUrl))).toHaveCount(1);
  for (const url of fixtures.meta.multiImagePictureUrls) await expect(page.locator(imageOf(url))).toHaveCount(1);
});

test('a people list route shows its members only', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto(`/list/${fixtures.meta.peopleList.naddr}`);
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  const members = new Set(fixtures.meta.peopleList.members);
  const shown = fixtures.meta.posts.filter((post) => !post.hidden && post.type === 'image' && post.kind !== 6);
  for (const post of shown) {
    const expected = members.has(post.pubkey) ? 1 : 0;
    for (const url of post.urls) await expect(page.locator(imageOf(url)), url).toHaveCount(expected);
  }
});

test('a people list changed after it was signed, or naming no one, shows no one’s posts, and says why', async ({
  page,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const curator = new Uint8Array(32).fill(62);
  const list = (identifier: string) =>
    finalizeEvent({ kind: 30000, created_at: Math.floor(Date.now() / 1000), tags: [['d', identifier]], content: '' }, curator);
  const signed = list('altered-list');
  // The relay serves it with members added after signing: its id still matches, its signature does not.
  const altered = { ...signed, tags: [...signed.tags, ...fixtures.meta.peopleList.members.map((pubkey) => ['p', pubkey])] };
  altered.id = getEventHash(altered);
  await relay.insert([altered, list('empty-list')]);
  const listPath = (identifier: string) => `/list/${naddrEncode({ kind: 30000, pubkey: altered.pubkey, identifier })}`;
  // A request for posts that names no one, no post and no tag would be for everyone's.
  const everyonesPosts: unknown[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const message: unknown = JSON.parse(String(payload));
      if (!Array.isArray(message) || message[0] !== 'REQ') return;
      for (const filter of message.slice(2) as Record<string, unknown>[]) {
        const posts = Array.isArray(filter.kinds) && filter.kinds.includes(20);
        if (posts && !filter.authors && !filter.ids && !filter['#t']) everyonesPosts.push(filter);
      }
    }),
  );

  await page.goto(listPath('altered-list'));
  await expect(page.getByText('This people list could not be found on the relays.')).toBeVisible();
  await expect(page.locator('.grid-tile')).toHaveCount(0);

  await page.goto(listPath('empty-list'));
  await expect(page.getByText('No pictures found here yet.')).toBeVisible();
  await expect(page.locator('.grid-tile')).toHaveCount(0);
  expect(everyonesPosts).toEqual([]);
});

test('an empty result says so, and an empty tag route suggests popular hashtags', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/nothingpostedhere');
  await expect(page.getByText('No pictures found here yet.')).toBeVisible();
  const suggestions = page.getByRole('navigation', { name: 'Popular hashtags' });
  await expect(suggestions.getByRole('link')).toHaveCount(8);
  const first = suggestions.getByRole('link').first();
  const tag = ((await first.textContent()) ?? '').replace('#', '');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/tags/${tag}$`));
});

/** A genuine post and a forged one tagged `tag`: `${tag}-genuine.jpg` and `${tag}-altered.jpg`. */
function genuineAndForged(tag: string, seed: number) {
  const secret = new Uint8Array(32).fill(seed);
  const now = Math.floor(Date.now() / 1000);
  const post = (text: string, offset: number) =>
    finalizeEvent(
      { kind: 1, created_at: now - offset, tags: [['t', tag]], content: `${text} ${MEDIA_BASE}/media/${tag}-${text}.jpg #${tag}` },
      secret,
    );
  const genuine = post('genuine', 20);
  const signed = post('signed', 10);
  // The same post with someone else's words: the relay serves it, the signature no longer matches.
  const forged = { ...signed, content: signed.content.replaceAll('signed', 'altered') };
  forged.id = getEventHash(forged);
  return [genuine, forged];
}

test('a post whose signature does not verify is never shown', async ({ page, relay, offsite }) => {
  void offsite;
  await relay.insert(genuineAndForged('forgery', 61));

  await page.goto('/tags/forgery');
  await expect(page.locator('.grid-tile img[src*="forgery-genuine.jpg"]')).toBeVisible();
  await expect(page.locator('.grid-tile')).toHaveCount(1);
  await expect(page.locator('.grid-tile img[src*="forgery-altered.jpg"]')).toHaveCount(0);
});

test('a first visit asks the relay before the relay client has loaded, and checks what it gets all the same', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  await relay.insert(genuineAndForged('firstask', 62));
  // The relay client (NDK's chunk, src/nostr/ndk.ts) never arrives: the first request needs none.
  await page.route(/\/assets\/ndk-[^/]*\.js$/, (route) => route.abort());

  await page.goto('/tags/firstask');
  await expect(page.locator('.grid-tile img[src*="firstask-genuine.jpg"]')).toBeVisible();
  await expect(page.locator('.grid-tile')).toHaveCount(1);
  await expect(page.locator('.grid-tile img[src*="firstask-altered.jpg"]')).toHaveCount(0);
});

test('signatures are checked in a worker that shares its curve code file with the relay client', async ({ page, offsite }) => {
  void offsite;
  const started = page.waitForEvent('worker', (worker) => worker.url().includes('signature-worker'));
  await page.goto('/global');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  const worker = await started;
  // Running: a worker whose script or imports failed is closed, and its checks move to the page.
  expect(await worker.evaluate(() => typeof self.onmessage)).toBe('function');
  // Its own script only hands events to the checker: the curve code is the file NDK loads
  // on the page too, not a second copy (scripts/vite-plugins/signature-worker-chunk.ts).
  const script = await page.request.get(worker.url());
  expect((await script.body()).length).toBeLessThan(2000);
});
