import type { Page } from '@playwright/test';
import { WebSocket } from 'ws';
import { startHostileRelays, type HostileRelays } from '../support/hostile-relays';
import { expect, MEDIA_BASE, RELAY_URL, test } from './fixtures';
import { authorNamed } from './session-helpers';
import { anyImageOf, imageOf } from './proxied-image';
import { appUrl, slotPort } from '../support/ports';

/** The app built with seven misbehaving relays beside the good one (.env.hostile-relays). */
const HOSTILE_APP = appUrl('hostile');

let hostile: HostileRelays;

test.beforeEach(async ({ relay, fixtures }) => {
  const first = fixtures.meta.photographyPosts[0];
  const sample = fixtures.events.find((event) => event.id === first?.id);
  if (!sample) throw new Error('no photography post in the fixtures');
  hostile = await startHostileRelays({ goodRelayUrl: relay.url, mediaBase: MEDIA_BASE, sample });
});

test.afterEach(async () => {
  await hostile.stop();
});

test("beside seven misbehaving relays a hashtag route shows the good relay's pictures, and never the liar's", async ({
  page,
  fixtures,
  offsite,
}) => {
  void offsite;
  await page.goto(`${HOSTILE_APP}/tags/photography`);
  for (const url of fixtures.meta.photographyImageUrls.slice(0, 3)) {
    await expect(page.locator(imageOf(url))).toBeVisible();
  }
  // Once the slow relay's answer has come, the page still answers the keys.
  await expect.poll(() => hostile.slowEosesDelivered()).toBeGreaterThan(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.grid-tile.is-current')).toHaveCount(1);
  for (const url of hostile.liarImageUrls) await expect(page.locator(anyImageOf(url))).toHaveCount(0);
  // The relay status names those that are not answering, the refused one among them.
  const status = page.locator('.relay-status');
  await status.getByText(/of 8 relays not answering/).click();
  await expect(status.getByRole('listitem').filter({ hasText: `ws://127.0.0.1:${slotPort(7467)}` })).toBeVisible();
  await expect(status.getByRole('listitem').filter({ hasText: RELAY_URL })).toHaveCount(0);
});

test('the first request asks the first few relays at once: the good second relay answers it while the first one lies', async ({
  page,
  fixtures,
  offsite,
}) => {
  void offsite;
  // The relay client (NDK's chunk) never arrives: what shows came from the first request.
  await page.route(/\/assets\/ndk-[^/]*\.js$/, (route) => route.abort());
  await page.goto(`${HOSTILE_APP}/tags/photography`);
  const [first] = fixtures.meta.photographyImageUrls;
  if (!first) throw new Error('no photography picture in the fixtures');
  await expect(page.locator(imageOf(first))).toBeVisible();
  for (const url of hostile.liarImageUrls) await expect(page.locator(anyImageOf(url))).toHaveCount(0);
});

test("a relay cannot put someone else's picture or name on an author's page", async ({ page, fixtures, offsite }) => {
  void offsite;
  const alice = authorNamed(fixtures.authors, 'alice');
  const hers = fixtures.meta.posts.find((post) => post.pubkey === alice.pubkey && !post.hidden && post.type === 'image' && post.kind !== 6);
  await page.goto(`${HOSTILE_APP}/p/${alice.npub}`);
  await expect(page.locator(imageOf(hers?.urls[0] ?? ''))).toBeVisible();
  await expect(page.locator('.author-header')).toContainText('Alice Lens');
  // The liar has been asked for her profile and her posts, and has answered with its own.
  await expect.poll(() => [0, 1].every((kind) => hostile.liarAnsweredKinds().has(kind))).toBe(true);
  // and the feed has taken in every relay's answer, the liar's among them.
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  for (const url of hostile.liarImageUrls) await expect(page.locator(anyImageOf(url))).toHaveCount(0);
  await expect(page.locator('.author-header')).toContainText('Alice Lens');
  await expect(page.getByText('Not Who You Think')).toHaveCount(0);
});

test('a relay that keeps hanging up is tried again less and less often, not hammered', async ({ page, offsite }) => {
  void offsite;
  await page.goto(`${HOSTILE_APP}/tags/photography`);
  const dials = (): number[] => hostile.connectedAt['hang-up'] ?? [];
  const hangUps = (): number[] => hostile.hungUpAt;
  // docs/constants.md: at most 3 retries, waiting 1, 2 and 4 s after each hang-up (NDK may
  // give up sooner, once it sees the relay flapping).
  await expect.poll(() => dials().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  // Long enough for a hammering client to dial a few times more.
  await page.waitForTimeout(5_000);
  expect(dials().length).toBeLessThanOrEqual(4);
  // Each wait runs from a hang-up to the next dial and is at least its backoff, doubling
  // from 1 s: a busy machine can only make a wait longer, so each is held to its own floor.
  const waits = dials()
    .slice(1)
    .map((dial, index) => dial - (hangUps()[index] ?? dial));
  expect(waits.length).toBeGreaterThanOrEqual(2);
  for (const [index, wait] of waits.entries()) {
    expect(wait, `wait ${index + 1}`).toBeGreaterThanOrEqual(0.95 * 1_000 * 2 ** index);
  }
});

/** The page's sockets to the six answering misbehaving relays reach the good relay instead. */
async function mirrorGoodRelay(page: Page, goodRelayUrl: string): Promise<void> {
  const misbehaving = new Set([7461, 7462, 7463, 7464, 7465, 7466].map((port) => `ws://127.0.0.1:${slotPort(port)}`));
  await page.routeWebSocket(
    (url) => misbehaving.has(url.origin),
    (route) => {
      const upstream = new WebSocket(goodRelayUrl);
      const opened = new Promise<void>((resolve) => upstream.once('open', () => resolve()));
      route.onMessage((message) => void opened.then(() => upstream.send(message)));
      route.onClose(() => upstream.close());
      upstream.on('message', (data) => route.send(String(data)));
      upstream.on('close', () => void route.close().catch(() => undefined));
    },
  );
}

test('one relay that refuses connections does not keep the feed loading until its time-out', async ({ page, relay, offsite }) => {
  void offsite;
  await mirrorGoodRelay(page, relay.url);
  await page.goto(`${HOSTILE_APP}/tags/photography`);
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  // Seven relays have answered and the eighth refuses: the feed is complete long before the
  // 4 s after which a feed stops waiting for relays that never finish (stores/feed/live-subscription.ts).
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false', { timeout: 2500 });
});
