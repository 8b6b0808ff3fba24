/**
 * Muting from the scroll view's details (docs/session-and-actions.md, Muting): with a
 * signer the user's kind 10000 list gains a p or e tag and keeps every earlier entry and
 * its content; signed out the mute stays on this device, says so, and survives a reload.
 * Either way the muted pictures leave every feed at once and the view moves on.
 */
import type { Page } from '@playwright/test';
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { query } from '../support/relay-client';
import { mediaUrl } from '../support/media-spec';
import { privatePart } from './private-part';
import { expect, MEDIA_BASE, test } from './fixtures';
import { anyImageOf, imageOf } from './proxied-image';
import { freshUser, loginDialog, submitLogin, type TestUser } from './session-helpers';

/** Within /global's 24 hours, but older than every fixture post: at the end of /global, first on their own hashtags. */
const HOURS_20 = 20 * 3600;

async function newestOf(relayUrl: string, kind: number, author: string): Promise<NostrEvent | undefined> {
  const { events } = await query(relayUrl, { kinds: [kind], authors: [author] });
  return events.sort((a, b) => b.created_at - a.created_at)[0];
}

interface Picture {
  url: string;
  id: string;
}

/**
 * Two fresh authors, "noisy" and "quiet", three pictures each on a hashtag of the test's
 * own, taking turns from the newest: quiet 1, noisy 1, quiet 2, noisy 2, quiet 3, noisy 3.
 * Every post also carries a second hashtag they share, another route that shows both.
 */
function twoAuthors() {
  const noisy = freshUser();
  const quiet = freshUser();
  const id = noisy.pubkey.slice(0, 8);
  const tag = `mute${id}`;
  const otherTag = `also${id}`;
  const now = Math.floor(Date.now() / 1000) - HOURS_20;
  const events: NostrEvent[] = [];
  const pictures = { noisy: [] as Picture[], quiet: [] as Picture[] };
  for (let index = 0; index < 6; index++) {
    const author: TestUser = index % 2 === 0 ? quiet : noisy;
    const who = author === quiet ? 'quiet' : 'noisy';
    const url = mediaUrl(MEDIA_BASE, `mute-${id}-${who}-${index}`, 'jpg');
    const event = finalizeEvent(
      {
        kind: 1,
        created_at: now - index * 60,
        tags: [
          ['t', tag],
          ['t', otherTag],
        ],
        content: `Picture ${index} ${url}`,
      },
      hexToBytes(author.secretKeyHex),
    );
    events.push(event);
    pictures[who].push({ url, id: event.id });
  }
  return { noisy, quiet, tag, otherTag, events, pictures };
}

const feed = (page: Page) => page.getByRole('feed');
const itemShowing = (page: Page, url: string) =>
  feed(page)
    .locator('article')
    .filter({ has: page.locator(imageOf(url)) });

/** Opens the scroll view at a picture of the grid, and its details. */
async function openDetails(page: Page, url: string) {
  await page
    .locator('.grid-tile')
    .filter({ has: page.locator(imageOf(url)) })
    .getByRole('button', { name: /^Open/ })
    .click();
  const item = itemShowing(page, url);
  await expect(item.locator('img.scroll-item__media')).toBeInViewport({ ratio: 0.9 });
  await item.getByRole('button', { name: 'Show details' }).click();
  return item;
}

/** No picture of these is anywhere on the page. */
async function expectNone(page: Page, pictures: readonly Picture[]): Promise<void> {
  for (const { url } of pictures) await expect(page.locator(anyImageOf(url)), url).toHaveCount(0);
}

test('signed in with a key, muting an author adds a p tag to the mute list, keeps every earlier entry, and hides them everywhere at once', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const user = freshUser();
  const { noisy, tag, otherTag, events, pictures } = twoAuthors();
  const earlier = [
    ['p', 'a'.repeat(64)],
    ['t', 'spam'],
    ['word', 'giveaway'],
    ['e', 'b'.repeat(64)],
  ];
  const privateEntries = privatePart(user, [
    ['p', 'c'.repeat(64)],
    ['word', 'secret'],
  ]);
  await relay.insert([
    ...events,
    finalizeEvent(
      { kind: 10000, created_at: Math.floor(Date.now() / 1000) - 600, tags: earlier, content: privateEntries },
      hexToBytes(user.secretKeyHex),
    ),
  ]);
  await page.goto(`/tags/${tag}`);
  await submitLogin(page, user.nsec);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The noisy author's second picture: their first is above it, and the quiet author's third follows it.
  const [, second] = pictures.noisy;
  const [, , third] = pictures.quiet;
  if (!second || !third) throw new Error('the authors have too few pictures');
  const item = await openDetails(page, second.url);
  await expect(item.getByText('kept on this device only')).toHaveCount(0);

  // The list loads after the login; a press before every relay has answered for it only
  // says so, so it is pressed again until it takes. Once it takes the picture is gone.
  const done = page.getByText('Author muted in your mute list.');
  await expect(async () => {
    if ((await done.count()) === 0) await item.getByRole('button', { name: 'Mute this author' }).click();
    await expect(done).toBeVisible({ timeout: 1_000 });
  }).toPass();

  // Read back field by field (docs/session-and-actions.md, Editing your lists).
  const list = await newestOf(relay.url, 10000, user.pubkey);
  expect(list).toMatchObject({ kind: 10000, pubkey: user.pubkey, content: privateEntries });
  expect(list?.tags).toEqual([...earlier, ['p', noisy.pubkey]]);

  // The view moved on to the picture that followed, and still steps.
  await expect(itemShowing(page, third.url).locator('img.scroll-item__media')).toBeInViewport({ ratio: 0.9 });
  await expectNone(page, pictures.noisy);
  await page.keyboard.press('ArrowUp');
  await expect(itemShowing(page, pictures.quiet[1]?.url ?? '').locator('img.scroll-item__media')).toBeInViewport({ ratio: 0.9 });

  // The grid has none of them either.
  await page.keyboard.press('Escape');
  await expect(page.locator('.grid-tile').filter({ has: page.locator(imageOf(third.url)) })).toBeVisible();
  await expectNone(page, pictures.noisy);

  // Nor has another route that shows them, reached without a reload.
  const open = await openDetails(page, third.url);
  await open.getByRole('link', { name: `#${otherTag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tags/${otherTag}`));
  await expect(page.locator('.grid-tile').filter({ has: page.locator(imageOf(third.url)) })).toBeVisible();
  await expectNone(page, pictures.noisy);

  // Hiding one post adds its e tag after the p tag.
  const hidden = await openDetails(page, third.url);
  await hidden.getByRole('button', { name: 'Hide this post' }).click();
  await expect(page.getByText('Post hidden in your mute list.')).toBeVisible();
  await expect(page.locator(anyImageOf(third.url))).toHaveCount(0);
  await expect
    .poll(async () => (await newestOf(relay.url, 10000, user.pubkey))?.tags)
    .toEqual([...earlier, ['p', noisy.pubkey], ['e', third.id]]);

  // A later visit to the author's own page shows none of their pictures once the list is in.
  await page.goto(`/p/${noisy.npub}`);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('.grid-tile')).toHaveCount(0);
});

test('signed out, a mute stays on this device, says so, can be undone, and holds from the first picture after a reload', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const { noisy, tag, events, pictures } = twoAuthors();
  await relay.insert(events);
  await page.goto(`/tags/${tag}`);
  const [, second] = pictures.noisy;
  const [, , third] = pictures.quiet;
  if (!second || !third) throw new Error('the authors have too few pictures');

  const item = await openDetails(page, second.url);
  await expect(item.getByText('Without a signer, muting is kept on this device only.')).toBeVisible();
  await item.getByRole('button', { name: 'Mute this author' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Author muted on this device only.' })).toBeVisible();
  await expect(loginDialog(page)).toBeHidden();
  await expect(itemShowing(page, third.url).locator('img.scroll-item__media')).toBeInViewport({ ratio: 0.9 });
  await expectNone(page, pictures.noisy);

  // Undo brings them back; muting again keeps them out.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Author shown again.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.grid-tile').filter({ has: page.locator(imageOf(second.url)) })).toBeVisible();
  const again = await openDetails(page, second.url);
  await again.getByRole('button', { name: 'Mute this author' }).click();
  await expect(page.getByText('Author muted on this device only.')).toBeVisible();

  const stored = await page.evaluate(() => localStorage.getItem('diorama-local-mutes'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ version: 1, pubkeys: [noisy.pubkey], eventIds: [] });

  // After a reload not one of their pictures is ever put on the page, not even for a moment.
  await page.addInitScript((marker: string) => {
    const seen: string[] = [];
    Object.assign(window, { mutedSeen: seen });
    const note = (node: Node): void => {
      if (node instanceof HTMLImageElement && node.src.includes(marker)) seen.push(node.src);
    };
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((added) => {
          note(added);
          if (added instanceof Element) added.querySelectorAll('img').forEach(note);
        });
    }).observe(document, { subtree: true, childList: true });
  }, `-noisy-`);
  await page.goto(`/tags/${tag}`);
  await expect(page.locator('.grid-tile').filter({ has: page.locator(imageOf(third.url)) })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('data-items', String(pictures.quiet.length));
  expect(await page.evaluate(() => (window as unknown as { mutedSeen: string[] }).mutedSeen)).toEqual([]);
});

test('signed out, hiding a post hides that one picture only', async ({ page, relay, offsite }) => {
  void offsite;
  const { tag, events, pictures } = twoAuthors();
  await relay.insert(events);
  await page.goto(`/tags/${tag}`);
  const [first, second] = pictures.noisy;
  if (!first || !second) throw new Error('the authors have too few pictures');
  const item = await openDetails(page, second.url);
  await item.getByRole('button', { name: 'Hide this post' }).click();
  await expect(page.getByText('Post hidden on this device only.')).toBeVisible();
  await expect(page.locator(anyImageOf(second.url))).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('.grid-tile').filter({ has: page.locator(imageOf(first.url)) })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('diorama-local-mutes'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ version: 1, pubkeys: [], eventIds: [second.id] });
});
