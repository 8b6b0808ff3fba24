/**
 * A moderator taken off a wall (docs/views-and-keys.md, The wall): the wall shows the union
 * of the sets its address names (docs/content-rules.md, Media sets: an entry stays while
 * any of those sets names it), so once the address no longer names a moderator's sets,
 * what only they approved leaves the screen, earlier approvals and later ones alike, while
 * the remaining moderator's approvals, and a post both approved, go on being shown. The
 * same browser shows the wall before and after, so nothing it cached from the moderator
 * taken off may bring their approvals back.
 */
import { generateSecretKey } from 'nostr-tools';
import { expect, test } from './fixtures';
import { watchForTrace } from './trace-watch';
import { approvals, moderatorSets, post, pubkeyOf, recordSlides, slideNames, wallAddress } from './wall-helpers';

const GUEST = generateSecretKey();
/** The moderator who stays. */
const KEPT = generateSecretKey();
/** The moderator taken off the wall. */
const REMOVED = generateSecretKey();
/** In the names of the posts only the removed moderator approved, and in nothing else. */
const OFF = 'offthewall';

test('a moderator taken off the wall’s address stops counting: their approvals, earlier and new, leave the screen, and the other moderator’s stay and arrive', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  test.setTimeout(60_000);
  const tag = `wallteam${Date.now()}`;
  const now = Math.floor(Date.now() / 1000);
  const both = post(GUEST, tag, 'team-both', now - 400);
  const kept = post(GUEST, tag, 'team-kept', now - 300);
  const earlier = post(GUEST, tag, `${OFF}-earlier`, now - 200);
  await relay.insert([
    both,
    kept,
    earlier,
    approvals(KEPT, tag, [both, kept], now - 100),
    approvals(REMOVED, tag, [both, earlier], now - 100),
  ]);
  const keptSets = moderatorSets(pubkeyOf(KEPT), tag);

  // Both moderators on the wall: the union of their approvals.
  await recordSlides(page);
  await page.goto(wallAddress(tag, [...keptSets, ...moderatorSets(pubkeyOf(REMOVED), tag)]));
  await expect
    .poll(() => slideNames(page), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['team-both', 'team-kept', `${OFF}-earlier`]));

  // The wall restarted from an address without the removed moderator's sets.
  const traces = await watchForTrace(page, OFF);
  await page.goto(wallAddress(tag, keptSets));
  await expect.poll(() => slideNames(page), { timeout: 20_000 }).toEqual(expect.arrayContaining(['team-both', 'team-kept']));

  // The removed moderator approves a new post, then the remaining one approves another.
  const late = post(GUEST, tag, `${OFF}-late`);
  const fresh = post(GUEST, tag, 'team-fresh');
  await relay.insert([late, fresh, approvals(REMOVED, tag, [both, earlier, late], now + 1)]);
  await relay.insert([approvals(KEPT, tag, [both, kept, fresh], now + 2)]);
  await expect.poll(() => slideNames(page), { timeout: 15_000 }).toContain('team-fresh');
  // A whole round of the show after the new approval: every picture the wall holds has had its turn.
  const shown = (await slideNames(page)).length;
  await expect.poll(async () => (await slideNames(page)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(shown + 3);

  expect(new Set(await slideNames(page))).toEqual(new Set(['team-both', 'team-kept', 'team-fresh']));
  const seen = await traces();
  expect(seen.shown).toEqual([]);
  expect(seen.requests).toEqual([]);
});
