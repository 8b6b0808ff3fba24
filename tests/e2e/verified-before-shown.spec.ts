/**
 * docs/data-and-requests.md, Verified before shown: a post is drawn only once its id and
 * signature have been checked. Forged posts reach the page from the good relay (on the
 * first request's own socket and on NDK's) and from a relay that sends garbage; a watcher
 * looks for any trace of them in every frame and every DOM change, from the first script
 * on, and at every request the page makes: their pictures may be fetched through the
 * image proxy while they are checked, never from anywhere else.
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import type { FixtureAuthor } from '../support/fixture-events';
import { asksForPosts, FORGED_MARKER, forgedPostsFor } from '../support/forged-events';
import { expect, MEDIA_BASE, RELAY_PORT, test } from './fixtures';
import { authorNamed } from './session-helpers';
import { watchForTrace, type Traces } from './trace-watch';
import { appUrl, slotPort } from '../support/ports';

/** The app built with misbehaving relays beside the good one; 7463 is the one that sends garbage. */
const HOSTILE_APP = appUrl('hostile');

interface Injection {
  /** REQs answered with forged posts before the relay's own answer. */
  requests: number;
}

/** Sends the forged posts a REQ would match, ahead of whatever answers it. */
function injectForged(route: WebSocketRoute, message: string | Buffer, author: FixtureAuthor, injection: Injection): void {
  const [type, subscription, ...filters] = JSON.parse(String(message)) as [string, string, ...Record<string, never>[]];
  if (type !== 'REQ') return;
  for (const filter of filters.filter(asksForPosts)) {
    injection.requests += 1;
    for (const event of forgedPostsFor(filter, author, MEDIA_BASE)) route.send(JSON.stringify(['EVENT', subscription, event]));
  }
}

/** The good relay, with forged posts slipped in ahead of its answers, on every socket the page opens to it. */
async function forgeOnGoodRelay(page: Page, author: FixtureAuthor): Promise<Injection> {
  const injection = { requests: 0 };
  await page.routeWebSocket(new RegExp(`127\\.0\\.0\\.1:${RELAY_PORT}/?$`), (route) => {
    const relay = route.connectToServer();
    route.onMessage((message) => {
      injectForged(route, message, author, injection);
      relay.send(message);
    });
  });
  return injection;
}

/**
 * Opens the address and waits until the relays asked have been sent forged posts (the
 * first request's socket and NDK's: `sockets`) and the feed has handled every answer,
 * which come after them; then no trace of them may have been seen.
 */
async function expectNoTrace(
  page: Page,
  address: string,
  forged: { injection: Injection; sockets: number },
  traces: () => Promise<Traces>,
): Promise<void> {
  await page.goto(address);
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  await expect.poll(() => forged.injection.requests).toBeGreaterThanOrEqual(forged.sockets);
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  expectNothingShown(await traces());
}

/** No trace in any frame or DOM change; a request only through the image proxy. */
function expectNothingShown({ shown, requests }: Traces): void {
  expect(shown).toEqual([]);
  for (const url of requests) expect(url).toMatch(new RegExp(`^${MEDIA_BASE}/insecure/`));
}

for (const [name, path] of [
  ['a tag route', '/tags/photography'],
  ['/global', '/global'],
  ['/global with reposts shown', '/global?reposts=true'],
] as const) {
  test(`forged posts from the good relay never reach the screen, on ${name}`, async ({ page, fixtures, offsite }) => {
    void offsite;
    const traces = await watchForTrace(page, FORGED_MARKER);
    const injection = await forgeOnGoodRelay(page, authorNamed(fixtures.authors, 'alice'));
    await expectNoTrace(page, path, { injection, sockets: 2 }, traces);
  });
}

test("forged posts in an author's name never reach their page", async ({ page, fixtures, offsite }) => {
  void offsite;
  const alice = authorNamed(fixtures.authors, 'alice');
  const traces = await watchForTrace(page, FORGED_MARKER);
  const injection = await forgeOnGoodRelay(page, alice);
  await expectNoTrace(page, `/p/${alice.npub}`, { injection, sockets: 2 }, traces);
});

test('a repost carrying a tampered post is never drawn, not even for a frame', async ({ page, fixtures, offsite }) => {
  void offsite;
  const traces = await watchForTrace(page, fixtures.meta.tamperedRepostUrl);
  await page.goto('/global?reposts=true');
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  expectNothingShown(await traces());
});

test('forged posts from a relay that sends garbage never reach the screen', async ({ page, fixtures, offsite }) => {
  void offsite;
  const alice = authorNamed(fixtures.authors, 'alice');
  const traces = await watchForTrace(page, FORGED_MARKER);
  const injection = { requests: 0 };
  // Every misbehaving relay is silent but the garbage one (the good one is real).
  const misbehaving = new Set([7461, 7462, 7463, 7464, 7465, 7466, 7467].map((port) => `ws://127.0.0.1:${slotPort(port)}`));
  await page.routeWebSocket(
    (url) => misbehaving.has(url.origin),
    (route) => {
      if (new URL(route.url()).port !== String(slotPort(7463))) return;
      route.onMessage((message) => {
        const [type, subscription] = JSON.parse(String(message)) as [string, string];
        if (type !== 'REQ') return;
        for (const junk of ['not json', '["EVENT"]', `["EVENT","${subscription}",{"id":5}]`, '[']) route.send(junk);
        injectForged(route, message, alice, injection);
        route.send(JSON.stringify(['EOSE', subscription]));
      });
    },
  );
  await expectNoTrace(page, `${HOSTILE_APP}/tags/photography`, { injection, sockets: 1 }, traces);
});
