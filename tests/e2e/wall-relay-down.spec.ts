/**
 * A moderator's relay goes down while they approve (docs/views-and-keys.md, Moderation
 * screen; docs/session-and-actions.md, Editing your lists): nothing is published from a
 * view no relay vouched for, but the approvals are kept, shown as waiting, and sent when
 * the relay is back, each on the newest version of the set it holds then: one another
 * device published meanwhile, whose every tag and content must be kept. A rejection of an
 * approval still waiting cancels it, and the wall shows what was approved and nothing else.
 */
import type { Page } from '@playwright/test';
import { finalizeEvent, generateSecretKey, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { query } from '../support/relay-client';
import { expect, RELAY_URL, test } from './fixtures';
import { freshUser, submitLogin, type TestUser } from './session-helpers';
import { watchForTrace } from './trace-watch';
import { decide, post, recordSlides, row, slideNames, wallIdentifier, wallPage } from './wall-helpers';

const GUEST = generateSecretKey();
/** In the name of the post whose approval is taken back, and in nothing else. */
const NEVER = 'takenbackwall';

/** The moderator's picture set for the wall as the relay holds it now. */
async function storedSet(moderator: TestUser, tag: string): Promise<NostrEvent | undefined> {
  const { events } = await query(RELAY_URL, { kinds: [30006], authors: [moderator.pubkey], '#d': [wallIdentifier(tag)] });
  return events.sort((a, b) => b.created_at - a.created_at)[0];
}

const entries = (set: NostrEvent | undefined): string[] => (set?.tags ?? []).filter((tag) => tag[0] === 'e').map((tag) => tag[1] ?? '');

/** The row's words under the post: its decision, or that it waits for the relays. */
const status = (page: Page, name: string) => row(page, name).locator('.candidate__status');

test('approvals made while the relay is down wait, shown as such, and go out on the newest version of the set when it is back; the wall then shows them', async ({
  page,
  browser,
  relay,
  offsite,
}) => {
  void offsite;
  test.setTimeout(120_000);
  const tag = `wallwait${Date.now()}`;
  const now = Math.floor(Date.now() / 1000);
  const [early, late, second, takenBack] = ['wait-early', 'wait-late', 'wait-second', `${NEVER}-post`].map((name, index) =>
    post(GUEST, tag, name, now - 500 + index * 100),
  );
  const posts = [early!, late!, second!, takenBack!];
  await relay.insert(posts);

  const moderator = freshUser();
  await page.goto(`/moderate/${tag}`);
  await submitLogin(page, moderator.nsec);
  await decide(page, 'wait-early', 'Approve');
  // A short slide, so the wall shows every approved picture in a few seconds.
  await page.getByLabel('Seconds per picture').fill('2');
  await page.getByLabel('Seconds per picture').press('Enter');
  await expect(page.getByRole('link', { name: 'Open the wall' })).toHaveAttribute('href', /slide=2$/);
  await expect.poll(async () => entries(await storedSet(moderator, tag))).toEqual([early!.id]);
  const before = (await storedSet(moderator, tag))!;

  await relay.stop();
  // No relay answers the set's read: the approval waits instead of being dropped.
  await row(page, 'wait-late').getByRole('button', { name: 'Approve' }).click();
  await expect(status(page, 'wait-late')).toHaveText('Waiting for relays: approved, not on the wall until one of your relays takes it', {
    timeout: 15_000,
  });
  await expect(row(page, 'wait-late').getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The next decisions wait behind it at once; a rejection of one still waiting cancels it.
  await decide(page, 'wait-second', 'Approve');
  await decide(page, `${NEVER}-post`, 'Approve');
  await expect(page.getByRole('status').filter({ hasText: 'waiting' })).toHaveText(/^3 approvals waiting: none of your relays answered\./);
  await decide(page, `${NEVER}-post`, 'Reject');
  await expect(status(page, `${NEVER}-post`)).toHaveText('Rejected');
  await expect(status(page, 'wait-second')).toHaveText(/^Waiting for relays/);
  await expect(page.getByRole('status').filter({ hasText: 'waiting' })).toHaveText(/^2 approvals waiting/);
  await expect(page.getByRole('button', { name: 'Try now' })).toBeVisible();

  // Meanwhile another device of the moderator's approved a post of its own, in a set with more in it.
  const elsewhere = post(GUEST, tag, 'wait-elsewhere', now - 50);
  const newer = finalizeEvent(
    {
      kind: 30006,
      created_at: before.created_at + 1,
      tags: [...before.tags, ['e', elsewhere.id, RELAY_URL], ['x-other-app', 'kept as it is']],
      content: before.content || 'another app’s private part',
    },
    hexToBytes(moderator.secretKeyHex),
  );
  await relay.restart([...posts, elsewhere, newer]);

  // Back on the relay: both approvals go out, in order, on the version the other device made.
  await expect(status(page, 'wait-late')).toHaveText('On the wall', { timeout: 45_000 });
  await expect(status(page, 'wait-second')).toHaveText('On the wall');
  await expect(page.getByRole('status').filter({ hasText: 'waiting' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try now' })).toHaveCount(0);
  const after = (await storedSet(moderator, tag))!;
  expect(after.tags.slice(0, newer.tags.length)).toEqual(newer.tags);
  expect(after.tags.slice(newer.tags.length).map((entry) => entry.slice(0, 2))).toEqual([
    ['e', late!.id],
    ['e', second!.id],
  ]);
  expect(after.content).toBe(newer.content);
  expect(after.created_at).toBeGreaterThan(newer.created_at);

  // The wall in the room shows what was approved, here and elsewhere, and never the post taken back.
  const wallAddress = new URL((await page.getByRole('link', { name: 'Open the wall' }).getAttribute('href')) ?? '');
  const wall = await wallPage(browser);
  await recordSlides(wall);
  const traces = await watchForTrace(wall, NEVER);
  await wall.goto(`${wallAddress.pathname}${wallAddress.search}`);
  await expect
    .poll(() => slideNames(wall), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['wait-early', 'wait-late', 'wait-second', 'wait-elsewhere']));
  const seen = await traces();
  expect(seen.shown).toEqual([]);
  expect(seen.requests).toEqual([]);
  await wall.context().close();
});
