/**
 * The moderated wall (docs/views-and-keys.md, The wall and Moderation screen) with two
 * browsers on one real relay: a moderator approves and rejects posts on the moderation
 * screen, and the wall in the other browser shows approved posts only. Every frame and
 * DOM change of the wall is watched for the posts nobody approved (trace-watch.ts).
 */
import { finalizeEvent, generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { expect, test } from './fixtures';
import { freshUser, submitLogin } from './session-helpers';
import { watchForTrace } from './trace-watch';
import { decide, post, recordSlides, row, slideNames, wallPage } from './wall-helpers';

/** Someone in the room posting with the wall's hashtag. */
const GUEST = generateSecretKey();
/** A stranger nobody approves. */
const STRANGER = generateSecretKey();
/** In the names of the posts that must never reach the wall, and in nothing else. */
const NEVER = 'neveronwall';

test('an approved wall: what a moderator approves is the next picture, and a rejected or unapproved post never reaches the screen, even after a restart', async ({
  page,
  browser,
  relay,
  offsite,
}) => {
  void offsite;
  test.setTimeout(90_000);
  const tag = `wall${Date.now()}`;
  const now = Math.floor(Date.now() / 1000);
  await relay.insert([post(GUEST, tag, 'wall-early-0', now - 300), post(GUEST, tag, 'wall-early-1', now - 200)]);

  // The moderator signs in on the moderation screen, approves the first two and sets a short slide.
  const moderator = freshUser();
  await page.goto(`/moderate/${tag}`);
  await expect(page.getByRole('radio', { name: /Approved posts only/ })).toBeChecked();
  await submitLogin(page, moderator.nsec);
  await decide(page, 'wall-early-0', 'Approve');
  await decide(page, 'wall-early-1', 'Approve');
  await page.getByLabel('Seconds per picture').fill('2');
  await page.getByLabel('Seconds per picture').press('Enter');
  const link = page.getByRole('link', { name: 'Open the wall' });
  await expect(link).toHaveAttribute('href', /slide=2$/);
  await expect(page.getByRole('img', { name: 'QR code: open the wall' })).toBeVisible();
  const href = new URL((await link.getAttribute('href')) ?? '');
  const wallAddress = `${href.pathname}${href.search}`;
  expect(wallAddress).toMatch(new RegExp(`^/tags/${tag}\\?admit=approved&sets=naddr1\\w+,naddr1\\w+&view=slideshow&screen=true&slide=2$`));

  // The wall, in the other browser, shows what was approved, and none of the moderation.
  const wall = await wallPage(browser);
  await recordSlides(wall);
  const traces = await watchForTrace(wall, NEVER);
  await wall.goto(wallAddress);
  await expect.poll(() => slideNames(wall), { timeout: 20_000 }).toEqual(expect.arrayContaining(['wall-early-0', 'wall-early-1']));
  await expect(wall.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // New posts: one the moderator approves, one rejected, and a stranger's nobody decides on.
  await relay.insert([post(GUEST, tag, 'wall-fresh'), post(GUEST, tag, `${NEVER}-rejected`), post(STRANGER, tag, `${NEVER}-stranger`)]);
  await page.getByRole('button', { name: /new posts?$/ }).click();
  await decide(page, `${NEVER}-rejected`, 'Reject');
  const shownBeforeApproval = (await slideNames(wall)).length;
  await decide(page, 'wall-fresh', 'Approve');
  // Within one slide: the picture after the one on screen when the approval was published.
  await expect.poll(() => slideNames(wall), { timeout: 15_000 }).toContain('wall-fresh');
  expect((await slideNames(wall)).indexOf('wall-fresh')).toBeLessThanOrEqual(shownBeforeApproval + 1);

  // Restarted from its address, the wall shows the approved posts again, and still nothing else.
  const beforeRestart = await traces();
  await wall.reload();
  await expect
    .poll(() => slideNames(wall), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['wall-fresh', 'wall-early-0', 'wall-early-1']));
  for (const seen of [beforeRestart, await traces()]) {
    expect(seen.shown).toEqual([]);
    expect(seen.requests).toEqual([]);
  }
  expect(await slideNames(wall)).not.toContainEqual(expect.stringContaining(NEVER));
  // A rejection stays on this device: the moderator's screen still says so after a reload.
  await page.reload();
  await expect(row(page, `${NEVER}-rejected`).getByRole('button', { name: 'Reject' })).toHaveAttribute('aria-pressed', 'true');
  await wall.context().close();
});

test('a list wall shows its people’s posts with the hashtags, and no one else’s', async ({ page, relay, offsite }) => {
  void offsite;
  const tag = `listwall${Date.now()}`;
  const organiser = generateSecretKey();
  const list = finalizeEvent(
    {
      kind: 30000,
      created_at: Math.floor(Date.now() / 1000),
      tags: [
        ['d', tag],
        ['title', 'Speakers'],
        ['p', getPublicKey(GUEST)],
      ],
      content: '',
    },
    organiser,
  );
  await relay.insert([list, post(GUEST, tag, 'listwall-speaker'), post(STRANGER, tag, `${NEVER}-list-stranger`)]);
  const traces = await watchForTrace(page, NEVER);
  const people = nip19.naddrEncode({ kind: 30000, pubkey: list.pubkey, identifier: tag });
  await page.goto(`/tags/${tag}?admit=list&people=${people}`);
  await expect(page.getByRole('img', { name: /Wall post listwall-speaker/ })).toBeVisible();
  await expect(page.getByText('People in a list only')).toBeVisible();
  const seen = await traces();
  expect(seen.shown).toEqual([]);
});
