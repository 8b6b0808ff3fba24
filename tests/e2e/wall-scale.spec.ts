/**
 * An approved-only wall at the size of a real event (docs/views-and-keys.md, The wall;
 * docs/content-rules.md, Media sets): three moderators with 5,000 approvals each. The
 * wall reads each set's newest approvals and no older one, in filters of at most 100 ids
 * (docs/constants.md, Feeds and requests), and a set's grid reads older entries only as
 * the visitor pages back. Sets and posts are seeded straight into the relay.
 */
import { generateSecretKey } from 'nostr-tools';
import { IDS_PER_FILTER, SET_PAGE_ENTRIES } from '../../src/core/entry-window';
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
  const slides = await recordSlides(page);
  const traces = await watchForTrace(page, OLD);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const sets = moderators.map(({ set }) => set.naddr).join(',');
  await page.goto(`/tags/conference?admit=approved&sets=${sets}&view=slideshow&screen=true&slide=1`);
  await expect.poll(slides, { timeout: 20_000 }).toHaveLength(3);
  for (const name of await slides()) expect(name).toMatch(/^wall[123]-new-\d+$/);

  // Every moderator's newest approvals are asked; nothing older than a page of any set's ever is.
  await expect
    .poll(() => moderators.every(({ entries }) => entries.slice(-NEWEST).every((id) => asked.ids().includes(id))), { timeout: 15_000 })
    .toBe(true);
  const older = new Set(moderators.flatMap(({ entries }) => entries.slice(0, -SET_PAGE_ENTRIES)));
  expect(asked.ids().filter((id) => older.has(id))).toEqual([]);
  for (const filter of asked.filters) if (Array.isArray(filter.ids)) expect(filter.ids.length).toBeLessThanOrEqual(IDS_PER_FILTER);

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
