/**
 * docs/content-rules.md, Comments and docs/session-and-actions.md, Comments: a picture's
 * NIP-22 comments and a note's NIP-10 replies show as threads one level deep, without a
 * muted author and whatever answers them; a comment and a reply written in the panel are
 * published with the tags of the post's kind and read back from the relay field by field;
 * a hostile comment is plain text.
 */
import type { Page } from '@playwright/test';
import { finalizeEvent, nip19, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { imageImeta } from '../support/fixture-events';
import { mediaUrl } from '../support/media-spec';
import { query } from '../support/relay-client';
import { expect, MEDIA_BASE, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { freshUser, loginDialog, openFirstPost, type TestUser } from './session-helpers';

const now = () => Math.floor(Date.now() / 1000);

function signed(user: TestUser, kind: number, tags: string[][], content: string, createdAt: number): NostrEvent {
  return finalizeEvent({ kind, tags, content, created_at: createdAt }, hexToBytes(user.secretKeyHex));
}

function profile(user: TestUser, name: string): NostrEvent {
  return signed(user, 0, [], JSON.stringify({ name }), now() - 3600);
}

/** NIP-22: a comment on the picture, or a reply to `parent`, one of its comments. */
function commentOn(picture: NostrEvent, by: TestUser, content: string, createdAt: number, parent?: NostrEvent): NostrEvent {
  const target = parent ?? picture;
  return signed(
    by,
    1111,
    [
      ['E', picture.id, '', picture.pubkey],
      ['K', String(picture.kind)],
      ['P', picture.pubkey],
      ['e', target.id, '', target.pubkey],
      ['k', String(target.kind)],
      ['p', target.pubkey],
    ],
    content,
    createdAt,
  );
}

/** NIP-10: a reply to the note, or to `parent` in its thread. */
function replyTo(note: NostrEvent, by: TestUser, content: string, createdAt: number, parent?: NostrEvent): NostrEvent {
  const tags = [['e', note.id, '', 'root', note.pubkey]];
  if (parent) tags.push(['e', parent.id, '', 'reply', parent.pubkey]);
  tags.push(['p', (parent ?? note).pubkey]);
  return signed(by, 1, tags, content, createdAt);
}

/**
 * Two posts of fresh authors, a kind 20 picture and a kind 1 note with a picture link,
 * their conversations, and the people in them, one of whom is muted.
 */
function conversations() {
  const photographer = freshUser();
  const writer = freshUser();
  const carla = freshUser();
  const dmitri = freshUser();
  const muted = freshUser();
  const id = photographer.pubkey.slice(0, 8);
  const url = mediaUrl(MEDIA_BASE, `comments-${id}`, 'jpg');
  const at = now() - 3000;
  const picture = signed(photographer, 20, [imageImeta(url, `comments-${id}`, 'jpg')], 'Heron at dawn', at);
  const note = signed(writer, 1, [], `Harbour ${mediaUrl(MEDIA_BASE, `note-${id}`, 'jpg')}`, at);

  const lovely = commentOn(picture, carla, 'Lovely light', at + 100);
  const where = commentOn(picture, dmitri, 'Where was this taken?', at + 200);
  const thanks = commentOn(picture, photographer, 'Thank you!', at + 300, lovely);
  const agreed = commentOn(picture, dmitri, 'Agreed, lovely', at + 400, thanks);
  const spam = commentOn(picture, muted, 'Buy followers now', at + 500);
  const underSpam = commentOn(picture, carla, 'Go away', at + 600, spam);

  const nice = replyTo(note, carla, 'Nice harbour', at + 100);
  const which = replyTo(note, dmitri, 'Which harbour?', at + 200, nice);
  const noise = replyTo(note, muted, 'Cheap sunglasses', at + 300);
  // A note that only mentions the post is no reply to it.
  const mention = signed(dmitri, 1, [['e', note.id, '', 'mention']], 'Saw this elsewhere', at + 400);

  return {
    photographer,
    writer,
    carla,
    dmitri,
    muted,
    picture,
    note,
    comments: { lovely, where, thanks, agreed, spam, underSpam },
    replies: { nice, which, noise, mention },
    events: [
      picture,
      note,
      profile(carla, 'Carla'),
      profile(dmitri, 'Dmitri'),
      profile(muted, 'Muted Mo'),
      lovely,
      where,
      thanks,
      agreed,
      spam,
      underSpam,
      nice,
      which,
      noise,
      mention,
    ],
  };
}

const panel = (page: Page) => page.getByRole('dialog', { name: /^Comments/ });
/** Post under the box at the panel's foot, for a comment on the post itself. */
const footerPost = (page: Page) => panel(page).locator('.comments-panel__footer').getByRole('button', { name: 'Post' });

/** Opens the scroll view at the author's first picture and its comments. */
async function openComments(page: Page, author: TestUser): Promise<void> {
  await page.goto(`/p/${author.npub}`);
  await page.locator('.grid-tile').first().getByRole('button').click();
  await page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Comments' }).click();
  await expect(panel(page)).toBeVisible();
}

/** The panel's threads as text: each top-level comment with the replies under it. */
function threadsOf(page: Page): Promise<[string, string[]][]> {
  return panel(page)
    .locator('.comment-list > li')
    .evaluateAll((threads) =>
      threads.map((thread) => [
        thread.querySelector(':scope > .comment .comment__text')?.textContent ?? '',
        Array.from(thread.querySelectorAll(':scope > .comment-list__replies .comment__text')).map((text) => text.textContent ?? ''),
      ]),
    );
}

/** The author's event of that kind with that text: two written within a second cannot be told apart by time. */
async function publishedWith(relayUrl: string, kind: number, author: string, content: string): Promise<NostrEvent | undefined> {
  const { events } = await query(relayUrl, { kinds: [kind], authors: [author] });
  return events.find((event) => event.content === content);
}

const tagsNamed = (event: NostrEvent | undefined, name: string) => (event?.tags ?? []).filter((tag) => tag[0] === name);

test('comments on a picture and replies to a note show as threads, newest or oldest first, without a muted author', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const world = conversations();
  await relay.insert(world.events);
  // The muted author is muted on this device (docs/session-and-actions.md, Muting).
  await page.addInitScript((pubkey) => {
    localStorage.setItem('diorama-local-mutes', JSON.stringify({ version: 1, pubkeys: [pubkey], eventIds: [] }));
  }, world.muted.pubkey);

  await openComments(page, world.photographer);
  await expect(panel(page).getByRole('heading')).toHaveText('Comments (4)');
  await expect
    .poll(() => threadsOf(page))
    .toEqual([
      ['Where was this taken?', []],
      ['Lovely light', ['Thank you!', 'Agreed, lovely']],
    ]);
  await expect(panel(page).getByText('Buy followers now')).toHaveCount(0);
  await expect(panel(page).getByText('Go away')).toHaveCount(0);
  // Names come from the commenters' profiles, each leading to their gallery.
  await expect(panel(page).getByRole('link', { name: 'Carla' }).first()).toHaveAttribute('href', `/p/${world.carla.npub}`);

  await panel(page).getByRole('button', { name: 'Oldest first' }).click();
  await expect(panel(page).getByRole('button', { name: 'Oldest first' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => threadsOf(page))
    .toEqual([
      ['Lovely light', ['Thank you!', 'Agreed, lovely']],
      ['Where was this taken?', []],
    ]);

  // Escape closes the panel and gives the keys back to the view.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByRole('feed')).toBeVisible();

  // A note's NIP-10 replies, opened with the C key.
  await page.goto(`/p/${world.writer.npub}`);
  await page.locator('.grid-tile').first().getByRole('button').click();
  await expect(page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Comments' })).toBeVisible();
  await page.keyboard.press('c');
  await expect(panel(page)).toBeVisible();
  await expect.poll(() => threadsOf(page)).toEqual([['Nice harbour', ['Which harbour?']]]);
  await expect(panel(page).getByText('Cheap sunglasses')).toHaveCount(0);
  await expect(panel(page).getByText('Saw this elsewhere')).toHaveCount(0);
});

test('a comment and a reply are published with the tags of the post kind, shown at once and read back from the relay', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const world = conversations();
  await relay.insert(world.events);
  const user = freshUser();
  await installExtension(page, user.secretKeyHex);
  await page.goto('/global');
  await loginWithExtension(page);
  const hint = relay.url;

  // A NIP-22 comment on the kind 20 picture.
  const pictureId = await openFirstPost(page, world.photographer.npub);
  expect(pictureId).toBe(world.picture.id);
  await page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Comments' }).click();
  const box = panel(page).getByRole('textbox', { name: 'Write a comment' });
  await box.fill('What a heron');
  await footerPost(page).click();
  await expect(panel(page).locator('.comment__text', { hasText: 'What a heron' })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect.poll(async () => (await publishedWith(relay.url, 1111, user.pubkey, 'What a heron'))?.content).toBe('What a heron');
  const comment = await publishedWith(relay.url, 1111, user.pubkey, 'What a heron');
  expect(comment?.kind).toBe(1111);
  expect(tagsNamed(comment, 'E')).toEqual([['E', world.picture.id, hint, world.photographer.pubkey]]);
  expect(tagsNamed(comment, 'K')).toEqual([['K', '20']]);
  expect(tagsNamed(comment, 'P')).toEqual([['P', world.photographer.pubkey]]);
  expect(tagsNamed(comment, 'e')).toEqual([['e', world.picture.id, hint, world.photographer.pubkey]]);
  expect(tagsNamed(comment, 'k')).toEqual([['k', '20']]);
  expect(tagsNamed(comment, 'p')).toEqual([['p', world.photographer.pubkey]]);

  // A reply to Carla's comment: the comment is the parent, kind 1111.
  const lovely = panel(page).locator('.comment', { hasText: 'Lovely light' });
  await lovely.getByRole('button', { name: 'Reply' }).click();
  const replyBox = panel(page).getByRole('textbox', { name: 'Reply to Carla' });
  await expect(replyBox).toBeFocused();
  await replyBox.fill('Agreed, the light!');
  await panel(page).locator('.comment-list').getByRole('button', { name: 'Post' }).click();
  await expect.poll(() => threadsOf(page)).toContainEqual(['Lovely light', ['Thank you!', 'Agreed, lovely', 'Agreed, the light!']]);
  await expect
    .poll(async () => (await publishedWith(relay.url, 1111, user.pubkey, 'Agreed, the light!'))?.content)
    .toBe('Agreed, the light!');
  const reply = await publishedWith(relay.url, 1111, user.pubkey, 'Agreed, the light!');
  expect(tagsNamed(reply, 'E')).toEqual([['E', world.picture.id, hint, world.photographer.pubkey]]);
  expect(tagsNamed(reply, 'K')).toEqual([['K', '20']]);
  expect(tagsNamed(reply, 'P')).toEqual([['P', world.photographer.pubkey]]);
  expect(tagsNamed(reply, 'e')).toEqual([['e', world.comments.lovely.id, hint, world.carla.pubkey]]);
  expect(tagsNamed(reply, 'k')).toEqual([['k', '1111']]);
  expect(tagsNamed(reply, 'p')).toEqual([['p', world.carla.pubkey]]);

  // Read back: a later visit shows both from the relay.
  await page.keyboard.press('Escape');
  await openComments(page, world.photographer);
  await expect.poll(() => threadsOf(page)).toContainEqual(['What a heron', []]);
  await expect.poll(() => threadsOf(page)).toContainEqual(['Lovely light', ['Thank you!', 'Agreed, lovely', 'Agreed, the light!']]);

  // NIP-10 on the kind 1 note: a reply with a root marker, then a reply to Carla's reply.
  await openComments(page, world.writer);
  await panel(page).getByRole('textbox', { name: 'Write a comment' }).fill('Which town?');
  await footerPost(page).click();
  await expect.poll(async () => (await publishedWith(relay.url, 1, user.pubkey, 'Which town?'))?.content).toBe('Which town?');
  const noteReply = await publishedWith(relay.url, 1, user.pubkey, 'Which town?');
  expect(noteReply?.kind).toBe(1);
  expect(tagsNamed(noteReply, 'e')).toEqual([['e', world.note.id, hint, 'root', world.writer.pubkey]]);
  expect(tagsNamed(noteReply, 'p')).toEqual([['p', world.writer.pubkey]]);

  await panel(page).locator('.comment', { hasText: 'Nice harbour' }).getByRole('button', { name: 'Reply' }).click();
  await panel(page).getByRole('textbox', { name: 'Reply to Carla' }).fill('Seconded');
  await panel(page).locator('.comment-list').getByRole('button', { name: 'Post' }).click();
  await expect.poll(async () => (await publishedWith(relay.url, 1, user.pubkey, 'Seconded'))?.content).toBe('Seconded');
  const deeper = await publishedWith(relay.url, 1, user.pubkey, 'Seconded');
  expect(tagsNamed(deeper, 'e')).toEqual([
    ['e', world.note.id, hint, 'root', world.writer.pubkey],
    ['e', world.replies.nice.id, hint, 'reply', world.carla.pubkey],
  ]);
  expect(tagsNamed(deeper, 'p')).toEqual([
    ['p', world.carla.pubkey],
    ['p', world.writer.pubkey],
  ]);
  await expect.poll(() => threadsOf(page)).toContainEqual(['Nice harbour', ['Which harbour?', 'Seconded']]);
});

test("the slideshow's Comments button opens the scroll view at the picture with its comments", async ({ page, relay, offsite }) => {
  void offsite;
  const world = conversations();
  // A slideshow needs two pictures.
  const id = world.photographer.pubkey.slice(0, 8);
  const second = signed(
    world.photographer,
    20,
    [imageImeta(mediaUrl(MEDIA_BASE, `second-${id}`, 'jpg'), `second-${id}`, 'jpg')],
    'Egret',
    world.picture.created_at - 60,
  );
  await relay.insert([...world.events, second]);
  const post = nip19.neventEncode({ id: world.picture.id, author: world.photographer.pubkey, kind: 20 });
  await page.goto(`/p/${world.photographer.npub}?view=slideshow&post=${post}`);
  const caption = page.locator('.slideshow__caption');
  // The run starts at the picture the address names; should it start elsewhere, the next slide is the heron.
  await expect(caption.locator('.author-badge')).toBeVisible();
  await expect(async () => {
    if (!((await caption.textContent()) ?? '').includes('Heron at dawn')) await page.keyboard.press('ArrowRight');
    await expect(caption).toContainText('Heron at dawn', { timeout: 3_000 });
  }).toPass();
  await caption.getByRole('button', { name: 'Comments' }).click();

  await expect(page.getByRole('feed')).toBeVisible();
  await expect(panel(page)).toBeVisible();
  // Nobody is muted here: all six comments.
  await expect(panel(page).getByRole('heading')).toHaveText('Comments (6)');
  await expect(page).toHaveURL(/view=scroll/);
});

test('signed out, pressing the text box opens the login dialog', async ({ page, relay, offsite }) => {
  void offsite;
  const world = conversations();
  await relay.insert(world.events);
  await openComments(page, world.photographer);
  await panel(page).getByRole('textbox', { name: 'Write a comment' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(loginDialog(page).getByText('Log in to comment.')).toBeVisible();
});

test('a hostile comment is plain text: no markup, no script, links only to http(s)', async ({ page, relay, offsite }) => {
  void offsite;
  const world = conversations();
  const stranger = freshUser();
  const hostile = [
    '<img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>',
    '<a href="javascript:window.__hacked=3">click</a> javascript:window.__hacked=4',
    `\u202Egnp.exe https://example.com/ok. #Heron nostr:${nip19.npubEncode(world.carla.pubkey)}`,
  ].join('\n');
  await relay.insert([...world.events, commentOn(world.picture, stranger, hostile, now() - 10)]);
  await openComments(page, world.photographer);

  const comment = panel(page).locator('.comment', { hasText: 'onerror' });
  const text = comment.locator('.comment__text');
  await expect(text).toContainText('<img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>');
  await expect(text).toContainText('<a href="javascript:window.__hacked=3">click</a> javascript:window.__hacked=4');
  await expect(text.locator('img, script')).toHaveCount(0);
  // The direction override is gone; the link, the hashtag and the person are the only links.
  expect(await text.textContent()).not.toContain('\u202E');
  const links = () =>
    text
      .locator('a')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => [
          anchor.textContent,
          anchor.getAttribute('href'),
          anchor.getAttribute('rel'),
          anchor.getAttribute('target'),
        ]),
      );
  // The person's name comes with their profile.
  await expect.poll(links).toEqual([
    ['https://example.com/ok', 'https://example.com/ok', 'noopener noreferrer nofollow', '_blank'],
    ['#Heron', '/tags/heron', null, null],
    ['@Carla', `/p/${world.carla.npub}`, null, null],
  ]);
  expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
});
