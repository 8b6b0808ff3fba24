/**
 * docs/posting.md: a signed-in user posts pictures. A phone photo with a GPS position is
 * re-encoded on the device, uploaded to a real Blossom server (kind 24242 checked) with its
 * progress shown, published as a kind 20 read back from the relay field by field, and
 * shown at once in the user's feed and on its hashtag's route; a failed upload says why and
 * Retry sends it with the text kept, and a second Blossom server gets a copy; a user with
 * only a NIP-96 server uploads there with NIP-98 auth.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { isBlurhashValid } from 'blurhash';
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import sharp from 'sharp';
import { sha256Hex, startBlossomServer, type BlossomServer } from '../support/blossom-server';
import { exifSegments, readExif } from '../support/exif';
import { startNip96Server, type Nip96Server } from '../support/nip96-server';
import { slotPort } from '../support/ports';
import { query } from '../support/relay-client';
import { watchViolations } from './csp-violations';
import { expect, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { freshUser, type TestUser } from './session-helpers';

/** The builds' upload server (VITE_UPLOAD_SERVER), a second Blossom server, and a NIP-96 server. */
const DEFAULT_SERVER_PORT = slotPort(7481);
const SECOND_SERVER_PORT = slotPort(7482);
const NIP96_SERVER_PORT = slotPort(7483);

const PHOTO_NAME = 'gps-photo.jpg';
const photo = readFileSync(new URL('../fixtures/media/gps-photo.jpg', import.meta.url));

let servers: { main: BlossomServer; second: BlossomServer; nip96: Nip96Server };

test.beforeAll(async () => {
  servers = {
    main: await startBlossomServer(DEFAULT_SERVER_PORT),
    second: await startBlossomServer(SECOND_SERVER_PORT),
    nip96: await startNip96Server(NIP96_SERVER_PORT),
  };
});

test.afterAll(async ({ relay }) => {
  await Promise.all([servers.main.stop(), servers.second.stop(), servers.nip96.stop()]);
  // The posts go with them: later tests see the fixture set alone.
  await relay.restart();
});

const host = (url: string) => new URL(url).host;
const tagsNamed = (event: NostrEvent | undefined, name: string) => event?.tags.filter((tag) => tag[0] === name) ?? [];

/** An imeta tag's entries as a map (NIP-92: "key value"). */
function imetaFields(tag: string[] | undefined): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const entry of tag?.slice(1) ?? []) {
    const space = entry.indexOf(' ');
    (fields[entry.slice(0, space)] ??= []).push(entry.slice(space + 1));
  }
  return fields;
}

async function newestPicturePost(relayUrl: string, author: string): Promise<NostrEvent | undefined> {
  const { events } = await query(relayUrl, { kinds: [20], authors: [author] });
  return events.sort((a, b) => b.created_at - a.created_at)[0];
}

/** A stored file carries no EXIF at all, hence no position, and is upright as shown. */
async function expectCleanUpright(body: Buffer | undefined): Promise<void> {
  if (!body) throw new Error('nothing stored');
  expect(exifSegments(body)).toEqual([]);
  expect(readExif(body)).toBeUndefined();
  expect(body.includes(Buffer.from('Exif\0', 'latin1'))).toBe(false);
  const meta = await sharp(body).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 96 });
  expect(meta.orientation).toBeUndefined();
  expect(meta.exif).toBeUndefined();
}

async function signInAndOpenPosting(page: Page, user: TestUser): Promise<void> {
  await installExtension(page, user.secretKeyHex);
  await page.goto('/global');
  await loginWithExtension(page);
  await page.getByRole('link', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL(/\/post$/);
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await expect(page).toHaveTitle(/^New post \| /);
}

async function addPictures(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(files);
}

function userList(user: TestUser, kind: number, servers: string[]): NostrEvent {
  return finalizeEvent(
    { kind, created_at: Math.floor(Date.now() / 1000) - 60, tags: servers.map((server) => ['server', server]), content: '' },
    hexToBytes(user.secretKeyHex),
  );
}

test("a photo is posted without its GPS position: the stored file, the kind 20 field by field, and the post at once in the user's feed and on its hashtag", async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  // The fixture is a phone's photo: a position and a quarter turn in its EXIF.
  expect(readExif(photo)?.gps?.latitude).toBeCloseTo(48.8584, 3);
  expect(readExif(photo)?.orientation).toBe(6);

  const user = freshUser();
  const violations = await watchViolations(page);
  await signInAndOpenPosting(page, user);
  // No server lists of the user's own: the build's server.
  await expect(page.getByText(`Pictures go to ${host(servers.main.url)} (this app's server`)).toBeVisible();

  await addPictures(page, [{ name: PHOTO_NAME, mimeType: 'image/jpeg', buffer: photo }]);
  const pictures = page.getByRole('list', { name: 'Files in this post' });
  // Shown upright: 64 wide and 96 high, as its EXIF orientation asks.
  await expect(pictures.getByText('Ready: 64×96, location and camera data removed.')).toBeVisible();
  await page.getByLabel(`Alt text for ${PHOTO_NAME}`).fill('Red and blue bands, fading to green');
  await page.getByLabel('Title').fill('Test card');
  await page.getByLabel('Caption').fill('Colours at the #Seaside');
  await page.getByLabel('Hashtags').fill('#PostingTest, colours');
  await expect(page.getByText('Tagged #postingtest #colours #seaside')).toBeVisible();

  // The server holds its answer: the upload's progress shows, all sent, waiting for it.
  const release = servers.main.holdUploads();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: `Upload of ${PHOTO_NAME}` });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveJSProperty('value', 1);
  await expect(page.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Your post is published.' })).toBeVisible();

  // The server holds a clean, upright JPEG, uploaded by this user's kind 24242.
  const [upload] = servers.main.uploads;
  expect(servers.main.uploads).toHaveLength(1);
  expect(upload).toMatchObject({ route: 'upload', pubkey: user.pubkey, type: 'image/jpeg' });
  const stored = servers.main.get(upload?.hash ?? '')?.body;
  await expectCleanUpright(stored);

  // The kind 20, field by field.
  const post = await newestPicturePost(relay.url, user.pubkey);
  expect(post?.content).toBe('Colours at the #Seaside');
  expect(tagsNamed(post, 'title')).toEqual([['title', 'Test card']]);
  expect(tagsNamed(post, 't')).toEqual([
    ['t', 'postingtest'],
    ['t', 'colours'],
    ['t', 'seaside'],
  ]);
  const imetas = tagsNamed(post, 'imeta');
  expect(imetas).toHaveLength(1);
  const imeta = imetaFields(imetas[0]);
  const hash = sha256Hex(stored ?? Buffer.alloc(0));
  expect(imeta.url).toEqual([`${servers.main.url}/${hash}.jpg`]);
  expect(imeta.m).toEqual(['image/jpeg']);
  expect(imeta.x).toEqual([hash]);
  expect(imeta.dim).toEqual(['64x96']);
  expect(imeta.alt).toEqual(['Red and blue bands, fading to green']);
  expect(isBlurhashValid(imeta.blurhash?.[0] ?? '').result).toBe(true);
  expect(imeta.fallback).toBeUndefined();
  expect(tagsNamed(post, 'x')).toEqual([['x', hash]]);

  // The relay forgets it: what shows next comes from the page itself, at once.
  await relay.restart();
  const tile = page.locator(`.grid-tile img[src*="/plain/${servers.main.url}/${hash}.jpg"]`);
  await page.getByRole('link', { name: 'See it among your pictures' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${user.npub}$`));
  await expect(tile).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: '#postingtest' }).click();
  await expect(page).toHaveURL(/\/tags\/postingtest$/);
  await expect(tile).toBeVisible();
  // Uploads to another origin and blob: thumbnails are within the strict policy (docs/posting.md, Content-Security-Policy).
  expect(violations).toEqual([]);
});

test('a failed upload says why and Retry sends it with the text kept; the second Blossom server gets a copy of each picture', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const user = freshUser();
  await relay.insert([userList(user, 10063, [`${servers.main.url}/`, servers.second.url])]);
  await signInAndOpenPosting(page, user);
  await expect(page.getByText(`Pictures go to ${host(servers.main.url)}, with a copy on ${host(servers.second.url)}.`)).toBeVisible();

  const chart = await sharp({ create: { width: 30, height: 20, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
  await addPictures(page, [
    { name: PHOTO_NAME, mimeType: 'image/jpeg', buffer: photo },
    { name: 'chart.png', mimeType: 'image/png', buffer: chart },
  ]);
  await expect(page.getByText(/^Ready: /)).toHaveCount(2);
  await page.getByLabel('Caption').fill('Two pictures #retrytest');

  servers.main.failNextUpload(507, 'Storage is full for this key');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(
    page.getByText(
      `Could not upload ${PHOTO_NAME} to ${host(servers.main.url)}: the server said "Storage is full for this key" (HTTP 507).`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not upload a picture. Your text is still here' })).toBeVisible();
  // The other picture went, with its copy; nothing was published; the text is still there.
  await expect(page.getByText('Uploaded.')).toHaveCount(1);
  await expect(page.getByText(`Copied to ${host(servers.second.url)}.`)).toHaveCount(1);
  expect(await newestPicturePost(relay.url, user.pubkey)).toBeUndefined();
  await expect(page.getByLabel('Caption')).toHaveValue('Two pictures #retrytest');
  // The screen, failure and progress included, has no serious accessibility fault (WCAG 2.1 AA).
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your post is published.' })).toBeVisible();

  const post = await newestPicturePost(relay.url, user.pubkey);
  expect(post?.content).toBe('Two pictures #retrytest');
  const [first, second] = tagsNamed(post, 'imeta').map(imetaFields);
  const photoHash = first?.x?.[0] ?? '';
  const chartHash = second?.x?.[0] ?? '';
  // Each is stored once on the first server, and copied by the second from it (BUD-04).
  expect(servers.main.uploads.filter((upload) => upload.pubkey === user.pubkey).map((upload) => upload.hash)).toEqual([
    chartHash,
    photoHash,
  ]);
  expect(servers.second.uploads.filter((upload) => upload.pubkey === user.pubkey)).toEqual([
    { route: 'mirror', pubkey: user.pubkey, hash: chartHash, type: 'image/png' },
    { route: 'mirror', pubkey: user.pubkey, hash: photoHash, type: 'image/jpeg' },
  ]);
  expect(servers.second.get(photoHash)?.body.equals(servers.main.get(photoHash)?.body ?? Buffer.alloc(0))).toBe(true);
  await expectCleanUpright(servers.main.get(photoHash)?.body);
  expect(first).toMatchObject({
    url: [`${servers.main.url}/${photoHash}.jpg`],
    m: ['image/jpeg'],
    dim: ['64x96'],
    fallback: [`${servers.second.url}/${photoHash}.jpg`],
  });
  // A PNG stays a PNG, transparency and all.
  expect(second).toMatchObject({
    url: [`${servers.main.url}/${chartHash}.png`],
    m: ['image/png'],
    dim: ['30x20'],
    fallback: [`${servers.second.url}/${chartHash}.png`],
  });
  expect(sha256Hex(servers.main.get(chartHash)?.body ?? Buffer.alloc(0))).toBe(chartHash);
  expect((await sharp(servers.main.get(chartHash)?.body).metadata()).hasAlpha).toBe(true);
});

test('a user whose only upload server is a NIP-96 server uploads there with NIP-98 auth', async ({ page, relay, offsite }) => {
  void offsite;
  const user = freshUser();
  await relay.insert([userList(user, 10096, [servers.nip96.url])]);
  await signInAndOpenPosting(page, user);
  await expect(page.getByText(`Pictures go to ${host(servers.nip96.url)}.`)).toBeVisible();

  await addPictures(page, [{ name: PHOTO_NAME, mimeType: 'image/jpeg', buffer: photo }]);
  await expect(page.getByText('Ready: 64×96, location and camera data removed.')).toBeVisible();
  await page.getByLabel(`Alt text for ${PHOTO_NAME}`).fill('Bands of colour');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your post is published.' })).toBeVisible();

  const [upload] = servers.nip96.uploads;
  expect(upload).toMatchObject({
    pubkey: user.pubkey,
    type: 'image/jpeg',
    fields: { no_transform: 'true', alt: 'Bands of colour', content_type: 'image/jpeg' },
  });
  const stored = servers.nip96.get(upload?.hash ?? '')?.body;
  await expectCleanUpright(stored);

  const post = await newestPicturePost(relay.url, user.pubkey);
  const imeta = imetaFields(tagsNamed(post, 'imeta')[0]);
  const hash = sha256Hex(stored ?? Buffer.alloc(0));
  expect(imeta).toMatchObject({
    url: [`${servers.nip96.url}/media/${hash}.jpg`],
    x: [hash],
    m: ['image/jpeg'],
    dim: ['64x96'],
    alt: ['Bands of colour'],
  });
  expect(tagsNamed(post, 'title')).toEqual([]);
  // Nothing went to the Blossom servers.
  expect(servers.main.uploads.filter((entry) => entry.pubkey === user.pubkey)).toEqual([]);
});
