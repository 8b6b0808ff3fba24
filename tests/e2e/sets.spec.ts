import type { Locator, Page } from '@playwright/test';
import { finalizeEvent, generateSecretKey, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { query } from '../support/relay-client';
import { privatePart } from './private-part';
import { expect, MEDIA_BASE, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { authorNamed, freshUser, openFirstPost, type TestUser } from './session-helpers';
import { scrollItem } from './video-posts';

const DAY = 24 * 3600;

/** A curator of their own, with posts three days old: never on /global, whose items other specs count. */
function curator() {
  const secret = generateSecretKey();
  const pubkey = getPublicKey(secret);
  let at = Math.floor(Date.now() / 1000) - 3 * DAY;
  // Each event a second newer than the one before.
  const sign = (kind: number, content: string, tags: string[][] = []): NostrEvent =>
    finalizeEvent({ kind, created_at: (at += 1), tags, content }, secret);
  const naddr = (kind: number, identifier: string): string => nip19.naddrEncode({ kind, pubkey, identifier });
  return { pubkey, npub: nip19.npubEncode(pubkey), sign, naddr };
}

/** The set address a link leads to, as kind, author and identifier (encoders order their fields differently). */
async function setLinkTarget(link: Locator): Promise<unknown> {
  const href = (await link.getAttribute('href')) ?? '';
  const decoded = nip19.decode(href.replace(/^\/set\//, ''));
  return decoded.type === 'naddr' ? { kind: decoded.data.kind, pubkey: decoded.data.pubkey, identifier: decoded.data.identifier } : href;
}

async function newestSet(relayUrl: string, user: TestUser): Promise<NostrEvent | undefined> {
  const { events } = await query(relayUrl, { kinds: [30006], authors: [user.pubkey] });
  return events.sort((a, b) => b.created_at - a.created_at)[0];
}

/** Logs a fresh user in with the extension and opens the sets dialog on alice's newest picture; returns the post's id. */
async function openSetsDialog(page: Page, user: TestUser, alice: string) {
  await installExtension(page, user.secretKeyHex);
  await page.goto('/global');
  await loginWithExtension(page);
  const postId = await openFirstPost(page, alice);
  const current = scrollItem(page, 1);
  await current.getByRole('button', { name: 'Show details' }).click();
  await current.getByRole('button', { name: 'Add to set' }).click();
  return { postId, dialog: page.getByRole('dialog', { name: 'Add to a picture set' }) };
}

test('a set route shows its posts in the grid, the scroll view and the slideshow, named in its header and title', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const carla = curator();
  const first = carla.sign(1, `First light ${MEDIA_BASE}/media/set-first.jpg`);
  const second = carla.sign(1, `Second light ${MEDIA_BASE}/media/set-second.jpg`);
  // A reply: a set shows it, as it names it, whatever the Replies switch says.
  const reply = carla.sign(1, `Last light ${MEDIA_BASE}/media/set-reply.jpg`, [['e', first.id, '', 'reply']]);
  const stranger = carla.sign(1, `Not in the set ${MEDIA_BASE}/media/set-stranger.jpg`);
  const clip = carla.sign(1, `A clip ${MEDIA_BASE}/media/set-clip.mp4`);
  const profile = carla.sign(0, JSON.stringify({ name: 'Curator Carla' }));
  const dusk = carla.sign(30006, '', [
    ['d', 'dusk'],
    ['title', 'Evening light'],
    ['description', 'Chosen at dusk'],
    ['e', second.id],
    ['e', first.id],
    ['e', 'f'.repeat(64)],
    ['a', `30023:${carla.pubkey}:essay`],
    ['e', reply.id],
  ]);
  const clips = carla.sign(30005, '', [
    ['d', 'clips'],
    ['name', 'Clips'],
    ['e', clip.id],
  ]);
  const empty = carla.sign(30006, '', [
    ['d', 'empty'],
    ['title', 'Nothing yet'],
  ]);
  await relay.insert([first, second, reply, stranger, clip, profile, dusk, clips, empty]);

  // The grid: the three posts the set names, newest first, under the set's header.
  await page.goto(`/set/${carla.naddr(30006, 'dusk')}`);
  const header = page.locator('.set-header');
  await expect(header.getByRole('heading', { name: 'Evening light' })).toBeVisible();
  await expect(header.getByText('Chosen at dusk')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Curator Carla' })).toHaveAttribute('href', `/p/${carla.npub}`);
  await expect(page).toHaveTitle(/^Evening light \| /);
  await expect(page.locator('.grid-tile')).toHaveCount(3);
  for (const name of ['set-first', 'set-second', 'set-reply'])
    await expect(page.locator(`.grid-tile img[src*="${name}.jpg"]`)).toBeVisible();
  await expect(page.locator('.grid-tile img[src*="set-stranger"]')).toHaveCount(0);

  // The scroll view, in the set's address.
  await page.locator('.grid-tile').first().getByRole('button').click();
  await expect(scrollItem(page, 1)).toHaveAttribute('aria-setsize', '3');
  await expect(scrollItem(page, 1).locator('img[src*="set-reply.jpg"]')).toBeVisible();
  await expect(page).toHaveURL(/\/set\/naddr1[^?]+\?view=scroll&post=nevent1/);
  await page.keyboard.press('Escape');
  await expect(page.locator('.grid-tile')).toHaveCount(3);

  // The slideshow, in the set's address too, with the set's own pictures.
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(page.locator('img.slideshow__image')).toHaveAttribute('src', /set-(first|second|reply)\.jpg/);
  await expect(page).toHaveURL(/\/set\/naddr1[^?]+\?view=slideshow/);
  await expect(page).toHaveTitle(/^Evening light \| /);

  // A video set, with the address's type filter; its title from its name tag.
  await page.goto(`/set/${carla.naddr(30005, 'clips')}?type=video`);
  await expect(page.locator('.set-header').getByRole('heading', { name: 'Clips' })).toBeVisible();
  await expect(page.locator('.set-header')).toContainText('Videos chosen by Curator Carla');
  await expect(page.locator('.grid-tile')).toHaveCount(1);

  // An empty set, a set no relay has, and an address that is no set's.
  await page.goto(`/set/${carla.naddr(30006, 'empty')}`);
  await expect(page.getByText('This set has no pictures or videos yet.')).toBeVisible();
  await expect(page).toHaveTitle(/^Nothing yet \| /);
  await page.goto(`/set/${carla.naddr(30006, 'gone')}`);
  await expect(page.getByText('This set could not be found on the relays.')).toBeVisible();
  await page.goto('/set/naddr1bad');
  await expect(page.getByText('This is not a valid picture or video set.')).toBeVisible();
});

test('adding to a set and taking out again keep every other entry in its place', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  const user = freshUser();
  const others = [
    ['d', 'favourites'],
    ['title', 'Favourites'],
    ['e', 'a'.repeat(64)],
    ['a', `30023:${user.pubkey}:essay`],
    ['e', 'b'.repeat(64), 'wss://relay.example.com'],
    ['unknown', 'kept'],
  ];
  const privateEntries = privatePart(user, [['e', 'c'.repeat(64)]]);
  const version = finalizeEvent(
    { kind: 30006, tags: others, content: privateEntries, created_at: Math.floor(Date.now() / 1000) - 60 },
    hexToBytes(user.secretKeyHex),
  );
  await relay.insert([version]);
  const { postId, dialog } = await openSetsDialog(page, user, authorNamed(fixtures.authors, 'alice').npub);

  // Enabled only once every relay has answered for the user's sets.
  const favourites = dialog.getByRole('checkbox', { name: /^Favourites/ });
  await expect(favourites).toBeEnabled();
  await expect(favourites).not.toBeChecked();
  await favourites.click();
  await expect(favourites).toBeChecked();
  // The relay client adds its NIP-89 client tag to what it signs.
  await expect
    .poll(async () => (await newestSet(relay.url, user))?.tags)
    .toEqual([...others, ['e', postId, relay.url], ['client', 'Diorama']]);

  await expect(favourites).toBeEnabled();
  await favourites.click();
  await expect(favourites).not.toBeChecked();
  await expect.poll(async () => (await newestSet(relay.url, user))?.tags).toEqual([...others, ['client', 'Diorama']]);
  // Field by field, the private part byte for byte (docs/session-and-actions.md, Editing your lists).
  expect(await newestSet(relay.url, user)).toMatchObject({ kind: 30006, pubkey: user.pubkey, content: privateEntries });
});

test('a new set holds the post, field by field, and is listed on its author page and in Your lists', async ({
  page,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const user = freshUser();
  const { postId, dialog } = await openSetsDialog(page, user, authorNamed(fixtures.authors, 'alice').npub);
  await expect(dialog.getByText('You have no picture sets yet.')).toBeVisible();
  await dialog.getByLabel('Title').fill('Night walks');
  await dialog.getByLabel('Description (optional)').fill('Wet streets');
  await dialog.getByRole('button', { name: 'Create set' }).click();
  await expect(dialog.getByText('Created “Night walks” with this post.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /^Night walks/ })).toBeChecked();

  await expect
    .poll(async () => (await newestSet(relay.url, user))?.tags.slice(1))
    .toEqual([
      ['title', 'Night walks'],
      ['description', 'Wet streets'],
      ['e', postId, relay.url],
      ['client', 'Diorama'],
    ]);
  const created = await newestSet(relay.url, user);
  expect(created?.kind).toBe(30006);
  expect(created?.content).toBe('');
  const identifier = created?.tags[0]?.[0] === 'd' ? created.tags[0][1] : undefined;
  expect(identifier).toMatch(/^[0-9a-f]{24}$/);
  const address = { kind: 30006, pubkey: user.pubkey, identifier };
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The author's page offers the set, and leads to its gallery.
  await page.goto(`/p/${user.npub}`);
  await page.locator('.author-header').getByRole('button', { name: 'Sets (1)' }).click();
  const link = page.getByRole('list', { name: 'Sets' }).getByRole('link', { name: 'Night walks' });
  expect(await setLinkTarget(link)).toEqual(address);
  await link.click();
  await expect(page.locator('.set-header').getByRole('heading', { name: 'Night walks' })).toBeVisible();
  await expect(page.locator('.set-header').getByText('Wet streets')).toBeVisible();
  await expect(page.locator('.grid-tile')).toHaveCount(1);

  // So does the search's "Your lists".
  await page.goto('/global');
  await page.getByRole('button', { name: /search/ }).click();
  const listed = page.getByRole('region', { name: 'Your lists' }).getByRole('link', { name: /^Night walks/ });
  await expect(listed).toContainText('picture set');
  expect(await setLinkTarget(listed)).toEqual(address);
});
