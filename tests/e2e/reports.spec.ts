/**
 * Reports (docs/session-and-actions.md, Report; docs/content-rules.md, Reported posts): a
 * signed-in user reports a post from the details, and the kind 1984 the relay holds is
 * NIP-56's; a visitor is asked to log in instead. A post reported by people the viewer
 * follows (or, for a visitor, by the site's trust root) is covered, naming the type and
 * how many reported it, until "Show"; a post only a stranger reported is as it was.
 */
import type { Page } from '@playwright/test';
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { appUrl } from '../support/ports';
import { mediaUrl } from '../support/media-spec';
import { query } from '../support/relay-client';
import { expect, MEDIA_BASE, test } from './fixtures';
import { imageOf } from './proxied-image';
import { freshUser, loginDialog, submitLogin, type TestUser } from './session-helpers';

/** Older than /global's 24 hours: these posts show only on their own hashtag. */
const TWO_DAYS = 2 * 86_400;
/** The build whose visitors see the circle of the key of 32 bytes of 0x71 (.env.trust-root). */
const TRUST_ROOT_APP = appUrl('trustRoot');
/** Its key, which signs the site's own reports. */
const TRUST_ROOT = { secretKeyHex: '71'.repeat(32) };

const BLURRED = /blur\(/;

/** A fresh author's pictures on a hashtag of their own, newest first. */
function pictures(count: number) {
  const author = freshUser();
  const id = author.pubkey.slice(0, 8);
  const tag = `report${id}`;
  const now = Math.floor(Date.now() / 1000) - TWO_DAYS;
  const posts = Array.from({ length: count }, (_, index) => {
    const url = mediaUrl(MEDIA_BASE, `report-${id}-${index}`, 'jpg');
    const event = finalizeEvent(
      { kind: 1, created_at: now - index * 60, tags: [['t', tag]], content: `Picture ${index} ${url}` },
      hexToBytes(author.secretKeyHex),
    );
    return { url, event };
  });
  return { author, tag, posts };
}

function signed(by: Pick<TestUser, 'secretKeyHex'>, template: { kind: number; tags: string[][]; content: string }, age = 600): NostrEvent {
  return finalizeEvent({ ...template, created_at: Math.floor(Date.now() / 1000) - age }, hexToBytes(by.secretKeyHex));
}

const reportOf = (by: Pick<TestUser, 'secretKeyHex'>, post: NostrEvent, type: string): NostrEvent =>
  signed(by, {
    kind: 1984,
    tags: [
      ['p', post.pubkey, type],
      ['e', post.id, type],
    ],
    content: '',
  });

const followListOf = (by: TestUser, followed: readonly TestUser[]): NostrEvent =>
  signed(by, { kind: 3, tags: followed.map((other) => ['p', other.pubkey]), content: '' }, 3600);

const tileOf = (page: Page, url: string) => page.locator('.grid-tile').filter({ has: page.locator(imageOf(url)) });

/** Opens the scroll view at a picture of the grid, and its details. */
async function openDetails(page: Page, url: string) {
  await tileOf(page, url)
    .getByRole('button', { name: /^Open/ })
    .click({ position: { x: 8, y: 8 } });
  const item = page
    .getByRole('feed')
    .locator('article')
    .filter({ has: page.locator(imageOf(url)) });
  await expect(item.locator('img.scroll-item__media')).toBeInViewport({ ratio: 0.9 });
  await item.getByRole('button', { name: 'Show details' }).click();
  return item;
}

test('a signed-in user reports a post with a type and a comment; the relay holds NIP-56’s kind 1984, and the post is covered for them', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const user = freshUser();
  const { author, tag, posts } = pictures(1);
  const [post] = posts;
  if (!post) throw new Error('no post');
  await relay.insert([post.event]);
  await page.goto(`/tags/${tag}`);
  await submitLogin(page, user.nsec);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  const item = await openDetails(page, post.url);
  // Escape closes the dialog and sends nothing.
  await item.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this picture' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // By keyboard alone: a type, a comment, and the Send button.
  const report = item.getByRole('button', { name: 'Report', exact: true });
  await report.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'Spam' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Comment (optional)' })).toBeFocused();
  await page.keyboard.type('The same link under every tag');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Report sent. It covers this picture for you and for the people who follow you.');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  const { events } = await query(relay.url, { kinds: [1984], authors: [user.pubkey] });
  expect(events).toHaveLength(1);
  const [sent] = events;
  expect(sent?.kind).toBe(1984);
  expect(sent?.pubkey).toBe(user.pubkey);
  // Beside the relay client's own `client` tag, the author and the post, each with the type.
  expect(sent?.tags.filter((tagged) => tagged[0] !== 'client')).toEqual([
    ['p', author.pubkey, 'spam'],
    ['e', post.event.id, 'spam'],
  ]);
  expect(sent?.content).toBe('The same link under every tag');

  // The user's own report counts: closed, the picture is covered by it.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(item.getByText('Reported as spam by you', { exact: true })).toBeVisible();
  await expect(item.locator('img.scroll-item__media')).toHaveCSS('filter', BLURRED);
});

test('a visitor pressing Report is asked to log in, and nothing is sent', async ({ page, relay, offsite }) => {
  void offsite;
  const { tag, posts } = pictures(1);
  const [post] = posts;
  if (!post) throw new Error('no post');
  await relay.insert([post.event]);
  await page.goto(`/tags/${tag}`);
  const item = await openDetails(page, post.url);
  await item.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(loginDialog(page).getByText('Log in to report posts.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Report this/ })).toHaveCount(0);
});

test('a post reported by people the viewer follows is covered, naming the type and how many, until Show; a stranger’s report changes nothing', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const viewer = freshUser();
  const friend = freshUser();
  const otherFriend = freshUser();
  const stranger = freshUser();
  const { tag, posts } = pictures(3);
  const [reported, strangers, plain] = posts;
  if (!reported || !strangers || !plain) throw new Error('too few posts');
  await relay.insert([
    ...posts.map((post) => post.event),
    followListOf(viewer, [friend, otherFriend]),
    reportOf(friend, reported.event, 'nudity'),
    reportOf(otherFriend, reported.event, 'nudity'),
    // A stranger reports all three: no cover for it.
    ...posts.map((post) => reportOf(stranger, post.event, 'nudity')),
  ]);
  await page.goto(`/tags/${tag}`);
  await submitLogin(page, viewer.nsec);
  await expect(loginDialog(page)).toBeHidden();

  const covered = tileOf(page, reported.url);
  const reason = 'Reported as nudity by 2 people you follow';
  await expect(covered.getByText(reason, { exact: true })).toBeVisible();
  await expect(covered.locator('img')).toHaveCSS('filter', BLURRED);
  // The posts on screen were asked about together: the others' answers are in too.
  for (const other of [strangers, plain]) {
    await expect(tileOf(page, other.url).locator('img')).toHaveCSS('filter', 'none');
    await expect(tileOf(page, other.url).getByRole('button', { name: /^Show / })).toHaveCount(0);
  }

  // Covered in the scroll view too, until Show, which holds in the grid as well.
  await covered.getByRole('button', { name: /^Open/ }).click({ position: { x: 8, y: 8 } });
  const item = page
    .getByRole('feed')
    .locator('article')
    .filter({ has: page.locator(imageOf(reported.url)) });
  await expect(item.locator('img.scroll-item__media')).toHaveCSS('filter', BLURRED);
  await item.getByRole('button', { name: `Show picture with content warning: ${reason}` }).click();
  await expect(item.locator('img.scroll-item__media')).toHaveCSS('filter', 'none');
  await page.keyboard.press('Escape');
  await expect(covered.locator('img')).toHaveCSS('filter', 'none');
  await expect(covered.getByRole('button', { name: /^Show / })).toHaveCount(0);
});

test('a visitor of a site with a trust root sees a post the root reported covered, and one a stranger reported as it was', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const stranger = freshUser();
  const { tag, posts } = pictures(2);
  const [reported, strangers] = posts;
  if (!reported || !strangers) throw new Error('too few posts');
  await relay.insert([
    ...posts.map((post) => post.event),
    reportOf(TRUST_ROOT, reported.event, 'illegal'),
    reportOf(stranger, strangers.event, 'illegal'),
  ]);
  // Everyone's pictures, so the author need not be in the circle: its reports still count.
  await page.addInitScript(() => localStorage.setItem('diorama-settings', JSON.stringify({ version: 1, settings: { trust: 'everyone' } })));
  await page.goto(`${TRUST_ROOT_APP}/tags/${tag}`);
  await expect(
    tileOf(page, reported.url).getByText('Reported as illegal content by 1 person in this site’s circle', { exact: true }),
  ).toBeVisible();
  await expect(tileOf(page, strangers.url).locator('img')).toHaveCSS('filter', 'none');
  await expect(tileOf(page, strangers.url).getByRole('button', { name: /^Show / })).toHaveCount(0);
});
