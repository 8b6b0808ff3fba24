/**
 * Follow packs (docs/session-and-actions.md, Follow all; docs/content-rules.md, People
 * lists): NIP-51 starter packs (kind 39089) and follow sets (kind 30000) open at
 * /list/{naddr} with a header of their own, and "Follow all" publishes one follow list
 * that keeps every entry the user had.
 */
import type { Page } from '@playwright/test';
import { finalizeEvent, generateSecretKey, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { query } from '../support/relay-client';
import { expect, RELAY_URL, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { imageOf } from './proxied-image';
import { authorNamed, freshUser, loginDialog, type TestUser } from './session-helpers';

/** A list of a curator of the test's own, so what it publishes leaves the shared fixtures alone. */
function peopleList(kind: number, tags: string[][]): { event: NostrEvent; naddr: string; npub: string } {
  const secret = generateSecretKey();
  const event = finalizeEvent({ kind, created_at: Math.floor(Date.now() / 1000) - 60, tags, content: '' }, secret);
  const identifier = tags.find((tag) => tag[0] === 'd')?.[1] ?? '';
  const pubkey = getPublicKey(secret);
  return { event, naddr: nip19.naddrEncode({ kind, pubkey, identifier }), npub: nip19.npubEncode(pubkey) };
}

/** The user's follow list before the test: a relay hint and a petname on one entry, a tag of another kind, and content. */
function existingFollowList(user: TestUser, followed: string[]): NostrEvent {
  return finalizeEvent(
    {
      kind: 3,
      created_at: Math.floor(Date.now() / 1000) - 3600,
      tags: [['p', followed[0] ?? '', RELAY_URL, 'ali'], ['t', 'photography'], ...followed.slice(1).map((key) => ['p', key])],
      content: '{"wss://relay.example":{"read":true,"write":true}}',
    },
    hexToBytes(user.secretKeyHex),
  );
}

async function newestFollowList(user: TestUser): Promise<NostrEvent | undefined> {
  const { events } = await query(RELAY_URL, { kinds: [3], authors: [user.pubkey] });
  return events.sort((a, b) => b.created_at - a.created_at)[0];
}

/** The ids of the kind 3 events the page sends to relays. */
function sentFollowLists(page: Page): Set<string> {
  const ids = new Set<string>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.startsWith('["EVENT"')) return;
      const event = (JSON.parse(payload) as [string, NostrEvent])[1];
      if (event.kind === 3) ids.add(event.id);
    });
  });
  return ids;
}

/** The header and its room are one height, so the grid does not move when the list arrives. */
async function expectRoomOfHeaderHeight(page: Page): Promise<void> {
  const heights = await page.locator('section.list-header').evaluate((header) => {
    const room = document.createElement('div');
    room.className = 'list-header list-header--room';
    header.after(room);
    const measured = [header.getBoundingClientRect().height, room.getBoundingClientRect().height];
    room.remove();
    return measured;
  });
  expect(heights[0]).toBeGreaterThan(0);
  expect(heights[0]).toBe(heights[1]);
}

test('a starter pack opens as a people list, with its header and its members’ pictures only', async ({
  page,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const alice = authorNamed(fixtures.authors, 'alice');
  const carol = authorNamed(fixtures.authors, 'carol');
  const cover = fixtures.meta.posts.find((post) => post.pubkey === alice.pubkey && post.type === 'image')?.urls[0] ?? '';
  const pack = peopleList(39089, [
    ['d', 'street'],
    ['title', 'Street photographers'],
    ['description', 'Who to follow first'],
    ['image', cover],
    ['p', alice.pubkey],
    ['p', carol.pubkey],
  ]);
  await relay.insert([pack.event]);

  await page.goto(`/list/${pack.naddr}`);
  const header = page.getByRole('region', { name: 'Street photographers' });
  await expect(header).toContainText('Starter pack by');
  await expect(header).toContainText('· 2 people');
  await expect(header).toContainText('Who to follow first');
  await expect(header.getByRole('link')).toHaveAttribute('href', `/p/${pack.npub}`);
  await expect(header.getByRole('button', { name: 'Follow all' })).toBeEnabled();
  // The search box stays, naming the list, as the page title does.
  await expect(page.getByRole('button', { name: 'Street photographers: search' })).toBeVisible();
  await expect(page).toHaveTitle(/^Street photographers \| /);

  await expect(header.locator(imageOf(cover))).toHaveCount(1);
  const grid = page.locator('.grid-tile');
  await expect(grid.first()).toBeVisible();
  const members = new Set([alice.pubkey, carol.pubkey]);
  const shown = fixtures.meta.posts.filter((post) => !post.hidden && post.type === 'image' && post.kind !== 6);
  for (const post of shown) {
    for (const url of post.urls) await expect(grid.locator(imageOf(url)), url).toHaveCount(members.has(post.pubkey) ? 1 : 0);
  }
  await expectRoomOfHeaderHeight(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectRoomOfHeaderHeight(page);
});

test('Follow all asks a visitor to log in, then publishes one follow list that keeps every entry and adds the pack', async ({
  page,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const [alice, bob, carol, dave] = ['alice', 'bob', 'carol', 'dave'].map((name) => authorNamed(fixtures.authors, name).pubkey);
  if (!alice || !bob || !carol || !dave) throw new Error('fixture authors missing');
  const user = freshUser();
  const before = existingFollowList(user, [alice, bob]);
  // The user is on the pack too, and bob is followed already: only carol and dave are new.
  const pack = peopleList(39089, [
    ['d', 'pack'],
    ['title', 'Friends of the harbour'],
    ...[bob, carol, user.pubkey, dave].map((p) => ['p', p]),
  ]);
  await relay.insert([before, pack.event]);
  await installExtension(page, user.secretKeyHex);
  const sent = sentFollowLists(page);

  await page.goto(`/list/${pack.naddr}`);
  const header = page.getByRole('region', { name: 'Friends of the harbour' });
  await header.getByRole('button', { name: 'Follow all' }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toContainText('Log in to follow everyone on this list.');
  await dialog.getByRole('button', { name: 'Login with extension' }).click();
  await dialog.waitFor({ state: 'hidden' });

  await header.getByRole('button', { name: 'Follow all' }).click();
  await expect(header.getByRole('status')).toHaveText('Now following 2 more people.');
  await expect(header.getByRole('button', { name: 'Following all' })).toBeDisabled();
  await expect.poll(async () => (await newestFollowList(user))?.id).not.toBe(before.id);
  const after = await newestFollowList(user);
  expect(after?.tags).toEqual([...before.tags, ['p', carol], ['p', dave]]);
  expect(after?.content).toBe(before.content);
  expect([...sent]).toEqual([after?.id]);
});

test('Follow all works alike for a follow set (kind 30000)', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  const [alice, erin] = ['alice', 'erin'].map((name) => authorNamed(fixtures.authors, name).pubkey);
  if (!alice || !erin) throw new Error('fixture authors missing');
  const user = freshUser();
  const before = existingFollowList(user, [alice]);
  const set = peopleList(30000, [
    ['d', 'film'],
    ['title', 'Film makers'],
    ['p', erin],
    ['p', alice],
  ]);
  await relay.insert([before, set.event]);
  await installExtension(page, user.secretKeyHex);
  const sent = sentFollowLists(page);

  await page.goto(`/list/${set.naddr}`);
  await loginWithExtension(page);
  const header = page.getByRole('region', { name: 'Film makers' });
  await expect(header).toContainText('People list by');
  await expect(header).toContainText('· 2 people');
  await header.getByRole('button', { name: 'Follow all' }).click();
  await expect(header.getByRole('button', { name: 'Following all' })).toBeDisabled();
  await expect.poll(async () => (await newestFollowList(user))?.id).not.toBe(before.id);
  const after = await newestFollowList(user);
  expect(after?.tags).toEqual([...before.tags, ['p', erin]]);
  expect(after?.content).toBe(before.content);
  expect([...sent]).toEqual([after?.id]);
});
