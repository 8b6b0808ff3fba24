/**
 * An approved-only wall given bad input keeps running on what it can read
 * (docs/views-and-keys.md, The wall; docs/content-rules.md, Media sets): a set of 100,000
 * entries, entries whose posts are missing or forged, and a set address whose author key
 * is no key. An address that does not decode as a set's fails closed: not found.
 * Sets and posts are seeded straight into the relay.
 */
import type { Page } from '@playwright/test';
import { generateSecretKey, nip19 } from 'nostr-tools';
import { IDS_PER_FILTER, SET_PAGE_ENTRIES } from '../../src/core/feed/entry-window';
import { expect, test } from './fixtures';
import { watchForTrace } from './trace-watch';
import { badlySigned, missingId, picturePost, pictureSet, recordFilters, recordSlides, tampered, tileNames } from './wall-sets';

const wall = (sets: readonly string[], screen = true): string =>
  `/tags/conference?admit=approved&sets=${sets.join(',')}${screen ? '&view=slideshow&screen=true&slide=1' : ''}`;

/** A moderator's small set of `count` approvals, named `{name}-{i}`, the newest `age` seconds old. */
function smallSet(name: string, count: number, age = 60) {
  const secret = generateSecretKey();
  const posts = Array.from({ length: count }, (_, post) => picturePost(secret, `${name}-${post}`, age + post));
  return { posts, set: pictureSet(secret, `${name}-${Date.now()}`, posts.map((post) => post.id).reverse()) };
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a set of 100,000 entries: the wall shows its newest beside another moderator’s, and asks for nothing older', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  test.setTimeout(90_000);
  const secret = generateSecretKey();
  const old = Array.from({ length: 5 }, (_, post) => picturePost(secret, `oldhuge-${post}`, 100_000 + post));
  const newest = Array.from({ length: 30 }, (_, post) => picturePost(secret, `hugenew-${post}`, 30 + post));
  const middle = Array.from({ length: 100_000 - old.length - newest.length }, (_, entry) => missingId('c', entry));
  const entries = [...old.map((post) => post.id), ...middle, ...newest.map((post) => post.id)];
  const huge = pictureSet(secret, `huge-${Date.now()}`, entries);
  // Newer than the big set's posts: the top of the grid holds both.
  const small = smallSet('beside', 5, 10);
  await relay.insert([...old, ...newest, ...small.posts, huge.event, small.set.event]);
  const asked = recordFilters(page);
  const errors = watchErrors(page);
  const slides = await recordSlides(page);
  const traces = await watchForTrace(page, 'oldhuge');

  await page.goto(wall([huge.naddr, small.set.naddr]));
  await expect.poll(async () => (await slides()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  for (const name of await slides()) expect(name).toMatch(/^(hugenew|beside)-\d+$/);
  // Both sets' newest entries are asked; on the screen, nothing older than a page of them ever is.
  await expect.poll(() => [...newest, ...small.posts].every((post) => asked.ids().includes(post.id)), { timeout: 15_000 }).toBe(true);
  const older = new Set(entries.slice(0, -SET_PAGE_ENTRIES));
  expect(asked.ids().filter((id) => older.has(id))).toEqual([]);
  for (const filter of asked.filters) if (Array.isArray(filter.ids)) expect(filter.ids.length).toBeLessThanOrEqual(IDS_PER_FILTER);
  expect((await traces()).shown).toEqual([]);
  // The wall's grid, from its top, holds both moderators' newest posts.
  await page.goto(wall([huge.naddr, small.set.naddr], false));
  await expect
    .poll(async () => [...new Set((await tileNames(page)).map((name) => name.split('-')[0]))], { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['beside', 'hugenew']));
  expect(errors).toEqual([]);
});

test('entries whose posts are missing, badly signed or changed after signing are left out, and the rest shown', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const secret = generateSecretKey();
  const kept = Array.from({ length: 6 }, (_, post) => picturePost(secret, `kept-${post}`, 60 + post));
  const badSignature = Array.from({ length: 3 }, (_, post) => badlySigned(picturePost(secret, `forgedsig-${post}`, 70 + post)));
  const changed = Array.from({ length: 3 }, (_, post) =>
    tampered(picturePost(secret, `forgedtext-${post}`, 80 + post), `forgedtext-${post}-x`),
  );
  const gone = Array.from({ length: 4 }, (_, entry) => missingId('d', entry));
  // The forged ones added last: the wall passes over them, and over the missing ones, to the kept ones.
  const entries = [...kept.map((post) => post.id), ...gone, ...[...badSignature, ...changed].map((post) => post.id)];
  const set = pictureSet(secret, `bad-entries-${Date.now()}`, entries);
  await relay.insert([...kept, ...badSignature, ...changed, set.event]);
  const traces = await watchForTrace(page, 'forged');
  const errors = watchErrors(page);

  await page.goto(wall([set.naddr], false));
  await expect.poll(async () => (await tileNames(page)).sort(), { timeout: 20_000 }).toEqual(kept.map((_, post) => `kept-${post}`).sort());
  // The wall itself runs on them.
  const slides = await recordSlides(page);
  await page.goto(wall([set.naddr]));
  await expect.poll(async () => (await slides()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  for (const name of await slides()) expect(name).toMatch(/^kept-\d+$/);
  expect((await traces()).shown).toEqual([]);
  expect(errors).toEqual([]);
});

test('a set address whose author key is no key: the wall runs on the others and says which one it could not read', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const first = smallSet('firstmod', 3);
  const second = smallSet('secondmod', 3);
  await relay.insert([...first.posts, ...second.posts, first.set.event, second.set.event]);
  // 64 hex digits, above the curve's field: no one holds a key of it.
  const noKey = nip19.naddrEncode({ kind: 30006, pubkey: 'f'.repeat(64), identifier: 'wall:conference' });
  const slides = await recordSlides(page);

  await page.goto(wall([first.set.naddr, noKey, second.set.naddr]));
  const note = page.getByRole('status').filter({ hasText: 'This wall could not read set 2' });
  await expect(note).toBeVisible({ timeout: 20_000 });
  await expect(note).toContainText(`${noKey.slice(0, 14)}…${noKey.slice(-6)}`);
  await expect(note).toContainText('of the 3 in its address');
  await expect.poll(async () => (await slides()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  for (const name of await slides()) expect(name).toMatch(/^(firstmod|secondmod)-\d+$/);
  // Still there once the pictures have been going a while.
  await expect.poll(async () => (await slides()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  await expect(note).toBeVisible();
});

test('a wall none of whose sets can be read, or one naming an address that is not a set’s, is not found', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const good = smallSet('goodmod', 2);
  await relay.insert([...good.posts, good.set.event]);
  const noKey = nip19.naddrEncode({ kind: 30006, pubkey: 'f'.repeat(64), identifier: 'wall:conference' });
  const notFound = page.getByText('This wall address is not valid: it does not say whose posts may reach the screen.');

  await page.goto(wall([noKey]));
  await expect(notFound).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('img.slideshow__image')).toHaveCount(0);

  // A damaged address beside a good one: docs/views-and-keys.md has a wall fail closed.
  const damaged = `${good.set.naddr.slice(0, -1)}${good.set.naddr.endsWith('q') ? 'p' : 'q'}`;
  await page.goto(wall([good.set.naddr, damaged]));
  await expect(notFound).toBeVisible();
  await expect(page.locator('img.slideshow__image')).toHaveCount(0);
});
