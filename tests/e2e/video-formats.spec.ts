/**
 * Videos that play everywhere (docs/content-rules.md, Media links; docs/views-and-keys.md,
 * Videos): HLS through hls.js, loaded only when such a video first plays; QuickTime
 * files; NIP-71 posters and renditions; and the scroll view's 70% rule. The HLS stream
 * and the .mov file are made by ffmpeg (tests/support/video-fixtures.ts).
 */
import { expect, MEDIA_BASE, test } from './fixtures';
import { watchViolations } from './csp-violations';
import { expectPlaying, openScrollView, scrollItem, videoAuthor, videoState, watchHlsScript } from './video-posts';

/** A poster is a picture: it comes through the image proxy, whose test shape ends in the original's address. */
const proxied = (url: string): RegExp => new RegExp(`/insecure/[^/]+/rs:fill:\\d+/plain/${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('the media server serves the made videos with their types', async ({ page, offsite }) => {
  void offsite;
  for (const [path, type] of [
    ['/hls/types/master.m3u8', 'application/vnd.apple.mpegurl'],
    ['/hls/types/v1/index.m3u8', 'application/vnd.apple.mpegurl'],
    ['/hls/types/v0/seg0.ts', 'video/mp2t'],
    ['/video/types.mov', 'video/quicktime'],
  ] as const) {
    const response = await page.request.get(`${MEDIA_BASE}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
  }
  const master = await (await page.request.get(`${MEDIA_BASE}/hls/types/master.m3u8`)).text();
  expect(master.match(/RESOLUTION=\d+x\d+/g)).toEqual(['RESOLUTION=160x90', 'RESOLUTION=320x180']);
});

test('an HLS video (NIP-71) shows its poster, and plays through hls.js, which is loaded only when it first plays', async ({
  page,
  relay,
  media,
  offsite,
}) => {
  void offsite;
  const violations = await watchViolations(page);
  const hlsLoaded = watchHlsScript(page);
  const author = videoAuthor();
  const poster = `${MEDIA_BASE}/media/hls-walk-poster.jpg`;
  await relay.insert([
    author.post(21, 'A walk, streamed', [
      ['title', 'A walk'],
      ['imeta', `url ${MEDIA_BASE}/hls/walk/master.m3u8`, 'm application/x-mpegurl', 'dim 320x180', `image ${poster}`, 'duration 2'],
    ]),
    author.post(1, `Before the walk ${MEDIA_BASE}/media/hls-before.jpg`),
  ]);

  // The grid: the HLS tile is its poster, and neither hls.js nor the stream is fetched.
  await page.goto(`/p/${author.npub}`);
  await expect(page.locator('.grid-tile')).toHaveCount(2);
  const tile = page.locator('.grid-tile video');
  await expect(tile).toHaveAttribute('poster', proxied(poster));
  expect(await tile.getAttribute('src')).toBeNull();

  // The scroll view opens at the picture; the video below it is mounted with its poster, not played.
  await page.locator('.grid-tile').first().getByRole('button').click();
  const video = scrollItem(page, 2).locator('video');
  await expect(video).toHaveAttribute('poster', proxied(poster));
  await expect(scrollItem(page, 1).locator('img')).toBeVisible();
  expect(await hlsLoaded()).toBe(false);
  expect(media.requests.filter((path) => path.startsWith('/hls/walk/'))).toEqual([]);

  await page.keyboard.press('ArrowDown');
  await expectPlaying(video);
  expect(await hlsLoaded()).toBe(true);
  // Media Source Extensions are there: hls.js feeds the element, not the browser's own HLS.
  expect((await videoState(video)).src).toMatch(/^blob:/);
  expect(media.requests).toContain('/hls/walk/master.m3u8');
  expect(media.requests.some((path) => /^\/hls\/walk\/v[01]\/seg\d+\.ts$/.test(path))).toBe(true);
  expect(violations).toEqual([]);
});

test('a QuickTime (.mov) link in a note plays in the scroll view', async ({ page, relay, offsite }) => {
  void offsite;
  const author = videoAuthor();
  await relay.insert([author.post(1, `The harbour at dawn ${MEDIA_BASE}/video/harbour.mov`)]);
  await openScrollView(page, author.npub, 1);
  const video = scrollItem(page, 1).locator('video');
  await expect(video).toHaveAttribute('src', `${MEDIA_BASE}/video/harbour.mov`);
  await expectPlaying(video);
});

test('a NIP-71 poster is shown in the grid and the scroll view; one that fails is left out and the video still plays', async ({
  page,
  relay,
  media,
  offsite,
}) => {
  void offsite;
  const author = videoAuthor();
  const poster = `${MEDIA_BASE}/media/clip-poster.png`;
  await relay.insert([
    author.post(22, 'No poster to be had', [
      ['imeta', `url ${MEDIA_BASE}/media/clip-unposted.mp4`, 'm video/mp4', `image ${MEDIA_BASE}/media/missing-poster.jpg`],
    ]),
    author.post(22, 'A short clip', [['imeta', `url ${MEDIA_BASE}/media/clip-posted.mp4`, 'm video/mp4', 'dim 160x90', `image ${poster}`]]),
  ]);
  await page.goto(`/p/${author.npub}`);
  await expect(page.locator('.grid-tile')).toHaveCount(2);
  await expect(page.locator('.grid-tile').first().locator('video')).toHaveAttribute('poster', proxied(poster));
  expect(media.requests.some((path) => path.endsWith(`/plain/${poster}`))).toBe(true);

  await page.locator('.grid-tile').first().getByRole('button').click();
  await expect(scrollItem(page, 1).locator('video')).toHaveAttribute('poster', proxied(poster));

  await page.keyboard.press('ArrowDown');
  const unposted = scrollItem(page, 2).locator('video');
  await expectPlaying(unposted);
  expect(media.requests.some((path) => path.endsWith('/media/missing-poster.jpg'))).toBe(true);
  expect(await unposted.getAttribute('poster')).toBeNull();
  await expect(scrollItem(page, 2).locator('.scroll-item__placeholder')).toHaveCount(0);
});

test('the scroll view plays the rendition that fits the screen, a grid tile the smallest, and the next one when a rendition fails', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const author = videoAuthor();
  const renditions = (prefix: string, file720 = `${prefix}-720`): string[][] => [
    ['imeta', `url ${MEDIA_BASE}/media/${prefix}-360.mp4`, 'm video/mp4', 'dim 640x360'],
    ['imeta', `url ${MEDIA_BASE}/media/${prefix}-1080.mp4`, 'm video/mp4', 'dim 1920x1080'],
    ['imeta', `url ${MEDIA_BASE}/media/${file720}.mp4`, 'm video/mp4', 'dim 1280x720'],
  ];
  await relay.insert([author.post(21, 'Three sizes', renditions('sizes'))]);
  // 1280 px wide at density 1: the 720p rendition covers it; a 230 px tile takes the smallest.
  await openScrollView(page, author.npub, 1);
  await expect(scrollItem(page, 1).locator('video')).toHaveAttribute('src', `${MEDIA_BASE}/media/sizes-720.mp4`);
  await expectPlaying(scrollItem(page, 1).locator('video'));
  await page.keyboard.press('Escape');
  await expect(page.locator('.grid-tile video')).toHaveAttribute('src', `${MEDIA_BASE}/media/sizes-360.mp4#t=0.1`);

  // The 720p file is gone: the next best plays, and the item is not given up.
  const failing = videoAuthor();
  await relay.insert([failing.post(21, 'One size gone', renditions('gone', 'missing-gone-720'))]);
  await openScrollView(page, failing.npub, 1);
  await expect(scrollItem(page, 1).locator('video')).toHaveAttribute('src', `${MEDIA_BASE}/media/gone-1080.mp4`);
  await expectPlaying(scrollItem(page, 1).locator('video'));
});

test('on a connection that saves data the smallest rendition plays', async ({ page, relay, offsite }) => {
  void offsite;
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const author = videoAuthor();
  await relay.insert([
    author.post(21, 'Saving data', [
      ['imeta', `url ${MEDIA_BASE}/media/saver-1080.mp4`, 'm video/mp4', 'dim 1920x1080'],
      ['imeta', `url ${MEDIA_BASE}/media/saver-360.mp4`, 'm video/mp4', 'dim 640x360'],
    ]),
  ]);
  await openScrollView(page, author.npub, 1);
  await expect(scrollItem(page, 1).locator('video')).toHaveAttribute('src', `${MEDIA_BASE}/media/saver-360.mp4`);
});

test('a video plays muted while 70% of it is on screen, pauses when scrolled mostly out of view, and comes back muted', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const author = videoAuthor();
  await relay.insert([
    author.post(1, `After the clip ${MEDIA_BASE}/media/seventy-after.jpg`),
    author.post(1, `A clip ${MEDIA_BASE}/media/seventy.mp4`),
  ]);
  await openScrollView(page, author.npub, 2);
  const video = scrollItem(page, 1).locator('video');
  await expectPlaying(video);
  expect((await videoState(video)).muted).toBe(true);
  await scrollItem(page, 1).getByRole('button', { name: 'Unmute' }).click();
  await expect.poll(async () => (await videoState(video)).muted).toBe(false);

  // 60% on screen: still the current item (it is nearer the top), but under the 70% rule.
  // Snapping is turned off so the view stays where it is put.
  const scrollBy = (share: number) =>
    page.getByRole('feed').evaluate((feed, by) => {
      feed.style.scrollSnapType = 'none';
      feed.scrollTop += feed.clientHeight * by;
    }, share);
  await scrollBy(0.4);
  await expect.poll(async () => (await videoState(video)).paused).toBe(true);
  expect((await videoState(video)).muted).toBe(true);
  await expect(scrollItem(page, 1).getByRole('button', { name: 'Unmute' })).toBeVisible();

  await scrollBy(-0.4);
  await expectPlaying(video);
  expect((await videoState(video)).muted).toBe(true);
});
