/**
 * The wall in the room when its relay goes down (docs/views-and-keys.md, The wall): the
 * approved pictures it holds go on, slide after slide, while no relay answers, and the
 * wall takes up new approvals when the relay is back. Nothing unapproved reaches it.
 */
import { generateSecretKey } from 'nostr-tools';
import { expect, test } from './fixtures';
import { watchForTrace } from './trace-watch';
import { approvals, moderatorSets, post, pubkeyOf, recordSlides, slideNames, wallAddress, wallPage } from './wall-helpers';

const GUEST = generateSecretKey();
const MODERATOR = generateSecretKey();
/** In the name of the post nobody approves, and in nothing else. */
const NEVER = 'outageunapproved';

test('an approved-only wall goes on showing its pictures while its relay is down, and shows new approvals once it is back', async ({
  browser,
  relay,
  offsite,
}) => {
  void offsite;
  test.setTimeout(120_000);
  const tag = `wallout${Date.now()}`;
  const now = Math.floor(Date.now() / 1000);
  const approved = Array.from({ length: 4 }, (_, index) => post(GUEST, tag, `outage-${index}`, now - 400 + index * 10));
  const unapproved = post(GUEST, tag, `${NEVER}-post`, now - 100);
  const set = approvals(MODERATOR, tag, approved, now - 50);
  await relay.insert([...approved, unapproved, set]);

  const wall = await wallPage(browser);
  await recordSlides(wall);
  const traces = await watchForTrace(wall, NEVER);
  await wall.goto(wallAddress(tag, moderatorSets(pubkeyOf(MODERATOR), tag), 1));
  await expect.poll(async () => (await slideNames(wall)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);

  // No relay answers: the slides go on among what the wall holds.
  await relay.stop();
  const beforeOutage = (await slideNames(wall)).length;
  await expect.poll(async () => (await slideNames(wall)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(beforeOutage + 5);
  expect(new Set(await slideNames(wall))).toEqual(new Set(approved.map((_, index) => `outage-${index}`)));

  // Back, with a post approved meanwhile: the wall takes it up.
  const fresh = post(GUEST, tag, 'outage-fresh', now - 20);
  await relay.restart([...approved, unapproved, fresh, approvals(MODERATOR, tag, [...approved, fresh], now - 10)]);
  await expect.poll(() => slideNames(wall), { timeout: 45_000 }).toContain('outage-fresh');
  const seen = await traces();
  expect(seen.shown).toEqual([]);
  expect(seen.requests).toEqual([]);
  await wall.context().close();
});
