/**
 * An approved-only wall at the size of a real event (docs/views-and-keys.md, The wall;
 * docs/content-rules.md, Media sets): three moderators with 5,000 approvals each. The
 * wall reads each set's newest approvals and no older one, in filters of at most 100 ids
 * (docs/constants.md, Feeds and requests), and a set's grid reads older entries only as
 * the visitor pages back. Sets and posts are seeded straight into the relay.
 */
import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { IDS_PER_FILTER, SET_PAGE_ENTRIES } from '../../src/core/feed/entry-window';
import type { Page } from '@playwright/test';
import { slotPort } from '../support/ports';
import { startRelay } from '../support/relay';
import { expect, test } from './fixtures';
import { watchForTrace } from './trace-watch';
import { missingId, picturePost, pictureSet, recordFilters, recordSlides, tileNames } from './wall-sets';

/** In the names of approvals older than any the wall reads, and in nothing else. */
const OLD = 'oldapproval';
const APPROVALS = 5000;
/** Each moderator's newest approvals with a post on the relay: a third of the page a wall reads. */
const NEWEST = SET_PAGE_ENTRIES / 3;

/**
 * A moderator's set of APPROVALS entries: the oldest 20 and the newest NEWEST have posts,
 * the newest interleaved in time with the other moderators' so each is among the newest
 * posts; the rest name posts no relay has.
 */
function moderator(index: number) {
  const secret = generateSecretKey();
  const old = Array.from({ length: 20 }, (_, post) => picturePost(secret, `${OLD}-${index}-${post}`, 100_000 + post));
  const newest = Array.from({ length: NEWEST }, (_, post) => picturePost(secret, `wall${index}-new-${post}`, (NEWEST - post) * 10 + index));
  const middle = Array.from({ length: APPROVALS - old.length - newest.length }, (_, entry) => missingId(`${index}a`, entry));
  const entries = [...old.map((post) => post.id), ...middle, ...newest.map((post) => post.id)];
  return { set: pictureSet(secret, `scale-${index}-${Date.now()}`, entries), posts: [...old, ...newest], entries };
}

/** The set filters the page sends, one list per connection to the relay. */
function recordSetFilters(page: Page): () => Record<string, unknown>[][] {
  const connections: Record<string, unknown>[][] = [];
  page.on('websocket', (socket) => {
    const filters: Record<string, unknown>[] = [];
    connections.push(filters);
    socket.on('framesent', ({ payload }) => {
      const message: unknown = JSON.parse(String(payload));
      if (!Array.isArray(message) || message[0] !== 'REQ') return;
      for (const filter of message.slice(2) as Record<string, unknown>[]) {
        if (Array.isArray(filter.kinds) && filter.kinds.includes(30006)) filters.push(filter);
      }
    });
  });
  return () => connections.filter((filters) => filters.length > 0);
}

test('a wall of three moderators with 5,000 approvals each shows their newest approvals and asks for no older one', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  test.setTimeout(90_000);
  const moderators = [1, 2, 3].map(moderator);
  await relay.insert([...moderators.flatMap(({ posts }) => posts), ...moderators.map(({ set }) => set.event)]);
  const asked = recordFilters(page);
  const setsAsked = recordSetFilters(page);
  const slides = await recordSlides(page);
  const traces = await watchForTrace(page, OLD);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const sets = moderators.map(({ set }) => set.naddr).join(',');
  await page.goto(`/tags/conference?admit=approved&sets=${sets}&view=slideshow&screen=true&slide=1`);
  await expect.poll(async () => (await slides()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  for (const name of await slides()) expect(name).toMatch(/^wall[123]-new-\d+$/);

  // Every moderator's newest approvals are asked; nothing older than a page of any set's ever is.
  await expect
    .poll(() => moderators.every(({ entries }) => entries.slice(-NEWEST).every((id) => asked.ids().includes(id))), { timeout: 15_000 })
    .toBe(true);
  const older = new Set(moderators.flatMap(({ entries }) => entries.slice(0, -SET_PAGE_ENTRIES)));
  expect(asked.ids().filter((id) => older.has(id))).toEqual([]);
  for (const filter of asked.filters) if (Array.isArray(filter.ids)) expect(filter.ids.length).toBeLessThanOrEqual(IDS_PER_FILTER);

  // Each set, thousands of entries long, is asked once on a connection to the relay.
  const moderatorKeys = moderators.map(({ set }) => set.event.pubkey).sort();
  expect(setsAsked().length).toBeGreaterThan(0);
  for (const filters of setsAsked()) expect(filters.flatMap((filter) => filter.authors).sort()).toEqual(moderatorKeys);

  const seen = await traces();
  expect(seen.shown).toEqual([]);
  expect(seen.requests).toEqual([]);
  expect(errors).toEqual([]);

  // The wall's grid, from its top: the newest posts are every moderator's.
  await page.goto(`/tags/conference?admit=approved&sets=${sets}`);
  await expect
    .poll(async () => [...new Set((await tileNames(page)).map((name) => name.split('-')[0]))].sort(), { timeout: 15_000 })
    .toEqual(['wall1', 'wall2', 'wall3']);
});

test('a set’s grid reads its newest entries first and the older ones as the visitor pages back', async ({ page, relay, offsite }) => {
  void offsite;
  test.setTimeout(90_000);
  const secret = generateSecretKey();
  // The newest page of entries all have posts, enough for a long grid; 400 older entries, ten of them with posts.
  const recent = Array.from({ length: SET_PAGE_ENTRIES }, (_, post) => picturePost(secret, `recent-${post}`, 1000 + post));
  const earlier = Array.from({ length: 10 }, (_, post) => picturePost(secret, `earlier-${post}`, 100_000 + post));
  const olderEntries = [...earlier.map((post) => post.id), ...Array.from({ length: 390 }, (_, entry) => missingId('b', entry))];
  const set = pictureSet(secret, `paged-${Date.now()}`, [...olderEntries, ...recent.map((post) => post.id).reverse()]);
  await relay.insert([...recent, ...earlier, set.event]);
  const asked = recordFilters(page);

  await page.goto(`/set/${set.naddr}`);
  await expect(page.locator('.grid-tile img[src*="recent-0.jpg"]')).toBeVisible({ timeout: 20_000 });
  // The relay client has asked for the page too (after the first request): the feed is under way.
  await expect.poll(() => asked.ids().filter((id) => id === recent[0]!.id).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(asked.ids().filter((id) => olderEntries.includes(id))).toEqual([]);

  // Paging back: the grid's end asks for the next entries, and their posts come in below.
  await page.mouse.move(640, 360);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 4000);
        return (await tileNames(page)).some((name) => name.startsWith('earlier-'));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(asked.ids()).toEqual(expect.arrayContaining(earlier.map((post) => post.id)));
  for (const filter of asked.filters) if (Array.isArray(filter.ids)) expect(filter.ids.length).toBeLessThanOrEqual(IDS_PER_FILTER);
});

test('a moderator whose set is kept only on their own relay (NIP-65) is read there, beside one on the wall’s relays', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const own = await startRelay({ port: slotPort(7452), events: [] });
  try {
    const [elsewhere, here] = [generateSecretKey(), generateSecretKey()];
    const ownPost = picturePost(elsewhere, 'ownrelay-0', 30);
    const ownSet = pictureSet(elsewhere, `own-${Date.now()}`, [ownPost.id]);
    const post = picturePost(here, 'mainrelay-0', 40);
    const set = pictureSet(here, `main-${Date.now()}`, [post.id]);
    const relayList = finalizeEvent(
      { kind: 10002, created_at: Math.floor(Date.now() / 1000), tags: [['r', own.url, 'write']], content: '' },
      elsewhere,
    );
    // The post itself is on the wall's relay, as the wall reads posts there; only the set is not.
    await relay.insert([relayList, ownPost, post, set.event]);
    await own.insert([ownSet.event]);
    const slides = await recordSlides(page);

    await page.goto(`/tags/conference?admit=approved&sets=${ownSet.naddr},${set.naddr}&view=slideshow&screen=true&slide=1`);
    await expect.poll(async () => [...new Set(await slides())].sort(), { timeout: 20_000 }).toEqual(['mainrelay-0', 'ownrelay-0']);
  } finally {
    await own.stop();
  }
});
