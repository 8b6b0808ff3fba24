/**
 * docs/posting.md: a signed-in user posts a video. An MP4 that carries where it was filmed
 * (a QuickTime `©xyz` atom and a 3GPP `loci` box) is cleaned on the device, uploaded to a
 * real Blossom server with its poster frame and its progress shown, published as a NIP-71
 * kind 21 read back from the relay field by field, and played in the scroll view and on
 * the wall (the slideshow in screen mode, docs/views-and-keys.md, Slideshow view).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import sharp from 'sharp';
import { sha256Hex, startBlossomServer, type BlossomServer } from '../support/blossom-server';
import { slotPort } from '../support/ports';
import { query } from '../support/relay-client';
import { watchViolations } from './csp-violations';
import { expect, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { freshUser, type TestUser } from './session-helpers';
import { durationAtMetadata, SEGMENT_OF_UNKNOWN_SIZE, streamedWebm } from './streamed-webm';
import { expectPlaying, openScrollView, scrollItem } from './video-posts';

/** The builds' upload server (VITE_UPLOAD_SERVER). */
const DEFAULT_SERVER_PORT = slotPort(7481);

const VIDEO_NAME = 'located.mp4';
/**
 * 2 s of ffmpeg's test card, 160×96, H.264, made once:
 *   ffmpeg -f lavfi -i testsrc=size=160x96:rate=10 -t 2 -c:v libx264 -pix_fmt yuv420p
 *     -profile:v baseline -crf 35 -metadata location="+48.8584+002.2945/" located.mp4
 * which writes a `loci` box in moov/udta; a `©xyz` atom with the same position was then
 * appended to that udta (moov is last in the file, so no offset moved).
 */
const video = readFileSync(new URL('../fixtures/media/located.mp4', import.meta.url));
const POSITION = '+48.8584+002.2945/';

const PORTRAIT_NAME = 'portrait.webm';
/**
 * 2 s of the test card standing up, 96×160, VP8 in WebM, with the same position as a
 * Matroska LOCATION tag:
 *   ffmpeg -f lavfi -i testsrc=size=96x160:rate=10 -t 2 -c:v libvpx -b:v 40k
 *     -metadata location="+48.8584+002.2945/" portrait-located.webm
 */
const portrait = readFileSync(new URL('../fixtures/media/portrait-located.webm', import.meta.url));

let server: BlossomServer;

test.beforeAll(async () => {
  server = await startBlossomServer(DEFAULT_SERVER_PORT);
});

test.afterAll(async ({ relay }) => {
  await server.stop();
  // The posts go with them: later tests see the fixture set alone.
  await relay.restart();
});

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

async function signInAndOpenPosting(page: Page, user: TestUser): Promise<void> {
  await installExtension(page, user.secretKeyHex);
  await page.goto('/global');
  await loginWithExtension(page);
  await page.getByRole('link', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
}

test('a video is posted without where it was filmed, as a NIP-71 kind 21 with its poster, and plays in the scroll view and on the wall', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  // The fixture says where it was filmed, twice.
  expect(video.includes(Buffer.from(POSITION))).toBe(true);
  expect(video.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(true);
  expect(video.includes(Buffer.from('loci'))).toBe(true);

  const user = freshUser();
  const violations = await watchViolations(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signInAndOpenPosting(page, user);
  const before = scripts.length;
  // A file that is no MP4 says so on its line, and is no part of the post.
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'broken.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video at all') }]);
  const files = page.getByRole('list', { name: 'Files in this post' });
  await expect(files.getByText('broken.mp4 could not be read as a video: its boxes do not add up.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove broken.mp4' }).click();
  await page.locator('input[type="file"]').setInputFiles([{ name: VIDEO_NAME, mimeType: 'video/mp4', buffer: video }]);
  await expect(files.getByText('Ready: 160×96, 0:02, location removed.')).toBeVisible();
  // The video's analysis came in a chunk of its own, on first use.
  expect(scripts.slice(before).some((url) => /prepare-video/.test(url))).toBe(true);
  // Its poster frame is the line's thumbnail.
  await expect(files.locator('img')).toHaveJSProperty('naturalWidth', 160);
  await expect(page.getByText(`The video goes to ${new URL(server.url).host} (this app's server`)).toBeVisible();

  // A picture cannot join it.
  const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles([{ name: 'square.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(files.getByText('square.jpg cannot join this post: a post holds pictures or one video, not both.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove square.jpg' }).click();

  await page.getByLabel(`Alt text for ${VIDEO_NAME}`).fill('A test card with moving bars');
  await page.getByLabel('Title').fill('Test card in motion');
  await page.getByLabel('Caption').fill('Two seconds of #colour');
  await page.getByLabel('Hashtags').fill('videotest');

  // The server holds its answers: the video's progress shows, all sent, waiting for it.
  const release = server.holdUploads();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: `Upload of ${VIDEO_NAME}` });
  await expect(progress).toBeVisible();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Your post is published.' })).toBeVisible();

  // The kind 21, field by field.
  const { events } = await query(relay.url, { kinds: [21, 22], authors: [user.pubkey] });
  expect(events).toHaveLength(1);
  const [post] = events;
  expect(post?.kind).toBe(21);
  expect(post?.content).toBe('Two seconds of #colour');
  expect(tagsNamed(post, 'title')).toEqual([['title', 'Test card in motion']]);
  expect(tagsNamed(post, 'alt')).toEqual([['alt', 'A test card with moving bars']]);
  expect(Number(tagsNamed(post, 'published_at')[0]?.[1])).toBe(post?.created_at);
  expect(tagsNamed(post, 't')).toEqual([
    ['t', 'videotest'],
    ['t', 'colour'],
  ]);
  expect(Number(tagsNamed(post, 'duration')[0]?.[1])).toBeCloseTo(2, 1);
  const imetas = tagsNamed(post, 'imeta');
  expect(imetas).toHaveLength(1);
  const imeta = imetaFields(imetas[0]);
  const hash = imeta.x?.[0] ?? '';
  expect(imeta.url).toEqual([`${server.url}/${hash}.mp4`]);
  expect(imeta.m).toEqual(['video/mp4']);
  expect(imeta.dim).toEqual(['160x96']);
  expect(imeta.size).toEqual([String(video.length)]);
  expect(imeta.alt).toEqual(['A test card with moving bars']);
  expect(Number(imeta.duration?.[0])).toBeCloseTo(2, 1);

  // The stored video is the file sent, hash for hash, as long as the source, with no position left.
  const stored = server.get(hash)?.body ?? Buffer.alloc(0);
  expect(sha256Hex(stored)).toBe(hash);
  expect(stored.length).toBe(video.length);
  expect(stored.includes(Buffer.from(POSITION))).toBe(false);
  expect(stored.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(false);
  expect(stored.includes(Buffer.from('loci'))).toBe(false);
  expect(server.uploads.map((upload) => upload.type)).toEqual(['image/jpeg', 'video/mp4']);

  // The poster is a picture the server serves: a frame of the video, at its size.
  const posterUrl = imeta.image?.[0] ?? '';
  expect(posterUrl).toMatch(new RegExp(`^${server.url}/[0-9a-f]{64}\\.jpg$`));
  const answer = await page.request.get(posterUrl);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/jpeg');
  expect(await sharp(await answer.body()).metadata()).toMatchObject({ format: 'jpeg', width: 160, height: 96 });

  // It plays in the scroll view.
  await openScrollView(page, user.npub, 1);
  await expectPlaying(scrollItem(page, 1).locator('video'));

  // On the wall, beside a picture of the same author: the slideshow in screen mode plays it, muted, one video element at a time.
  const picture = finalizeEvent(
    {
      kind: 20,
      created_at: (post?.created_at ?? 0) - 60,
      tags: [['imeta', `url ${posterUrl}`, 'm image/jpeg', 'dim 160x96']],
      content: 'A still',
    },
    hexToBytes(user.secretKeyHex),
  );
  await relay.insert([picture]);
  await page.goto(`/p/${user.npub}?view=slideshow&screen=true&slide=600`);
  const slideshow = page.getByLabel('Slideshow', { exact: true });
  await expect(slideshow.locator('.slideshow__image')).toBeVisible();
  // The order is shuffled: step on to the video when the picture came first.
  if ((await slideshow.locator('video').count()) === 0) await page.keyboard.press('ArrowRight');
  const wallVideo = slideshow.locator('video');
  await expectPlaying(wallVideo);
  expect(await wallVideo.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  await expect(page.locator('video')).toHaveCount(1);
  expect(violations).toEqual([]);
});

test('a portrait video is posted as a NIP-71 kind 22, a WebM without where it was filmed, and plays in the scroll view', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  expect(portrait.includes(Buffer.from(POSITION))).toBe(true);
  const user = freshUser();
  await signInAndOpenPosting(page, user);
  await page.locator('input[type="file"]').setInputFiles([{ name: PORTRAIT_NAME, mimeType: 'video/webm', buffer: portrait }]);
  const files = page.getByRole('list', { name: 'Files in this post' });
  await expect(files.getByText('Ready: 96×160, 0:02, location removed.')).toBeVisible();
  await page.getByLabel(`Alt text for ${PORTRAIT_NAME}`).fill('The test card, standing up');
  await page.getByLabel('Title').fill('Test card upright');
  await page.getByLabel('Hashtags').fill('videotest');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your post is published.' })).toBeVisible();

  const { events } = await query(relay.url, { kinds: [21, 22], authors: [user.pubkey] });
  expect(events).toHaveLength(1);
  const [post] = events;
  expect(post?.kind).toBe(22);
  expect(tagsNamed(post, 'title')).toEqual([['title', 'Test card upright']]);
  const imeta = imetaFields(tagsNamed(post, 'imeta')[0]);
  const hash = imeta.x?.[0] ?? '';
  expect(imeta.url).toEqual([`${server.url}/${hash}.webm`]);
  expect(imeta.m).toEqual(['video/webm']);
  expect(imeta.dim).toEqual(['96x160']);
  expect(Number(imeta.duration?.[0])).toBeCloseTo(2, 1);
  expect(imeta.image?.[0]).toMatch(new RegExp(`^${server.url}/[0-9a-f]{64}\\.jpg$`));

  // Stored as sent, the same size, its position zeroed.
  const stored = server.get(hash)?.body ?? Buffer.alloc(0);
  expect(sha256Hex(stored)).toBe(hash);
  expect(stored.length).toBe(portrait.length);
  expect(stored.includes(Buffer.from(POSITION))).toBe(false);

  await openScrollView(page, user.npub, 1);
  await expectPlaying(scrollItem(page, 1).locator('video'));
});

test('a WebM streamed out with no duration in it, which the browser reads as infinite, is refused by name, and nothing is uploaded or published', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const streamed = await streamedWebm();
  // The file is what the test is about: a Segment of unknown size, whose duration this browser cannot read.
  expect(streamed.includes(SEGMENT_OF_UNKNOWN_SIZE)).toBe(true);
  expect(await durationAtMetadata(page.context(), streamed)).toBe(Infinity);

  const user = freshUser();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const serverRequests = server.requests.length;
  await signInAndOpenPosting(page, user);
  const name = 'recording.webm';
  await page.locator('input[type="file"]').setInputFiles([{ name, mimeType: 'video/webm', buffer: streamed }]);
  const files = page.getByRole('list', { name: 'Files in this post' });
  await expect(files.getByRole('alert')).toHaveText(`${name} has no duration the browser can read.`);
  // A refused file asks for no alt text: there is nothing to describe.
  await expect(page.getByLabel(`Alt text for ${name}`)).toHaveCount(0);

  // With everything else a post needs, Post says what is in the way and sends nothing.
  await page.getByLabel('Title').fill('A recording');
  await page.getByLabel('Caption').fill('Recorded in the browser');
  const post = page.getByRole('button', { name: 'Post', exact: true });
  await post.click();
  const notice = `Remove ${name} first: it cannot be posted.`;
  await expect(page.getByRole('alert').filter({ hasText: notice })).toHaveText(notice);
  await expect(post).toBeEnabled();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(files.getByRole('alert')).toHaveText(`${name} has no duration the browser can read.`);

  // The refusal came before any upload or signature: the server was asked only for the
  // pictures of earlier posts that /global shows, and the relay holds nothing of this user.
  expect(server.requests.slice(serverRequests).filter((request) => !request.startsWith('GET '))).toEqual([]);
  expect(server.uploads.filter((upload) => upload.pubkey === user.pubkey)).toEqual([]);
  const { events } = await query(relay.url, { authors: [user.pubkey] });
  expect(events).toEqual([]);
  await expect(page.getByText('Your post is published.')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
