/**
 * docs/cache-and-offline.md, First screen: a first visit paints the feed's checked posts
 * before React, where the grid then puts them. React's script (the app's screens,
 * src/app/app-root.tsx) is held at the network to prove the pictures were drawn without
 * it; a watcher reads every frame for a picture that moves or blinks at the handover
 * (docs/cache-and-offline.md, First screen: each painted picture goes once the grid's is
 * decoded under it).
 */
import { finalizeEvent, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';
import { SKETCH_LIMIT_MS } from '../../src/stores/first-screen-painter';
import { expect, MEDIA_BASE, test } from './fixtures';
import { fileOf, gridBoxes, holdReact, rounded, watchFrames, type Size } from './painted-frames';

/** A hashtag of this spec's own: no other spec's feed holds its posts. */
const TAG = 'paintedfirst';
const AUTHOR = new Uint8Array(32).fill(21);
const MUTED = new Uint8Array(32).fill(22);
/** The curator of a people list of the author (docs/content-rules.md, People lists). */
const CURATOR = new Uint8Array(32).fill(23);
const LIST = nip19.naddrEncode({ kind: 30000, pubkey: getPublicKey(CURATOR), identifier: TAG });
const SET = nip19.naddrEncode({ kind: 30006, pubkey: getPublicKey(CURATOR), identifier: TAG });

/**
 * The routes painted before React, each with its header above the grid: a hashtag's search
 * box; an author's header of fixed height, whose profile (a long about text, clamped) comes
 * after the first screen is painted; a list's and a set's, whose list or set is read before
 * its feed starts (docs/views-and-keys.md, Grid view). `header` is what the header shows
 * once filled.
 */
const PAINTED_ROUTES: { name: string; path: string; header?: { role: 'heading' | 'region'; name: string }; viewport?: Size }[] = [
  { name: 'a hashtag route', path: `/tags/${TAG}` },
  { name: 'an author route', path: `/p/${nip19.npubEncode(getPublicKey(AUTHOR))}`, header: { role: 'heading', name: 'Painted First' } },
  // A phone's author header is taller, under the corner controls (author-header.css).
  {
    name: 'an author route on a phone',
    path: `/p/${nip19.npubEncode(getPublicKey(AUTHOR))}`,
    header: { role: 'heading', name: 'Painted First' },
    viewport: { width: 390, height: 844 },
  },
  { name: 'a list route', path: `/list/${LIST}`, header: { role: 'region', name: 'Painted people' } },
  { name: 'a set route', path: `/set/${SET}`, header: { role: 'heading', name: 'Painted set' } },
];

test.describe.configure({ mode: 'serial' });

/** The post a test hides on this device. */
let hiddenPost: NostrEvent | undefined;

test.beforeAll(async ({ relay }) => {
  // Older than /global's day, so these posts stay on their own hashtag's feed.
  const at = Math.floor(Date.now() / 1000) - 3 * 86_400;
  const post = (secret: Uint8Array, name: string, created: number, tags: string[][] = []) =>
    finalizeEvent(
      { kind: 1, created_at: created, tags: [['t', TAG], ...tags], content: `${MEDIA_BASE}/media/${name}.jpg #${TAG}` },
      secret,
    );
  const posts = Array.from({ length: 24 }, (_, index) => post(AUTHOR, `${TAG}-${index}`, at - index * 60));
  hiddenPost = posts[3];
  const about = Array.from({ length: 6 }, (_, index) => `Line ${index + 1} of what the painter of ${TAG} says about their pictures.`);
  const profile = finalizeEvent(
    { kind: 0, created_at: at, tags: [], content: JSON.stringify({ name: 'Painted First', about: about.join('\n') }) },
    AUTHOR,
  );
  const list = finalizeEvent(
    {
      kind: 30000,
      created_at: at,
      tags: [
        ['d', TAG],
        ['title', 'Painted people'],
        ['description', about.join(' ')],
        ['p', getPublicKey(AUTHOR)],
      ],
      content: '',
    },
    CURATOR,
  );
  const set = finalizeEvent(
    {
      kind: 30006,
      created_at: at,
      tags: [['d', TAG], ['title', 'Painted set'], ['description', about.join('\n')], ...posts.map((entry) => ['e', entry.id])],
      content: '',
    },
    CURATOR,
  );
  await relay.insert([
    profile,
    list,
    set,
    ...posts,
    post(MUTED, `${TAG}-muted`, at - 30),
    post(AUTHOR, `${TAG}-warned`, at - 90, [['content-warning', 'a spider']]),
  ]);
});

for (const route of PAINTED_ROUTES) {
  test(`a first visit of ${route.name} paints its posts before React has come, and the grid takes over without a move or a blink`, async ({
    page,
    offsite,
  }) => {
    void offsite;
    if (route.viewport) await page.setViewportSize(route.viewport);
    const frames = await watchFrames(page);
    const release = await holdReact(page);
    await page.goto(route.path, { waitUntil: 'commit' });
    // Drawn while React's script is still held: painted by the first script alone.
    await expect.poll(async () => Object.keys((await frames()).painted).length).toBeGreaterThan(route.viewport ? 3 : 8);
    await expect(page.locator('.grid')).toHaveCount(0);
    await expect(page.locator('.first-screen')).toHaveAttribute('aria-hidden', 'true');
    // A slow start: React comes later than the painted screen's time limit would run from
    // its first picture; the painted pictures stay until the grid takes over.
    const { firstPaintedAt = 0 } = await frames();
    await page.waitForFunction((until) => performance.now() > until, firstPaintedAt + SKETCH_LIMIT_MS + 500);
    expect((await frames()).blinks).toEqual([]);
    await expect(page.locator('.first-screen img')).not.toHaveCount(0);
    const painted = (await frames()).painted;
    expect(Object.keys(painted).every((name) => name.startsWith(`${TAG}-`))).toBe(true);

    // A slow device: React's evaluation, its first render and the grid's decodes come late
    // and in long tasks, where a picture taken away a frame early shows.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    release();
    await expect(page.locator('.grid-tile img').first()).toBeVisible();
    await expect(page.locator('.first-screen')).toHaveCount(0, { timeout: 15_000 });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const { moves, blinks, gridAtFirstPaint } = await frames();
    expect(gridAtFirstPaint).toBe(false);
    expect(moves).toEqual([]);
    expect(blinks).toEqual([]);
    // The grid shows each painted file in the box it was painted in, and in the same order.
    const grid = rounded(await gridBoxes(page));
    for (const [name, box] of Object.entries(rounded(painted))) expect(grid[name], name).toBe(box);
    if (!route.header) return;
    // The header's data came into its box: still no picture has moved.
    await expect(page.getByRole(route.header.role, { name: route.header.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
    expect((await frames()).moves).toEqual([]);
  });
}

test('muted authors, hidden posts and content-warned pictures are never painted first', async ({ page, offsite }) => {
  void offsite;
  await page.addInitScript(
    ({ pubkey, eventId }) =>
      localStorage.setItem('diorama-local-mutes', JSON.stringify({ version: 1, pubkeys: [pubkey], eventIds: [eventId] })),
    { pubkey: getPublicKey(MUTED), eventId: hiddenPost?.id ?? '' },
  );
  const frames = await watchFrames(page);
  const release = await holdReact(page);
  await page.goto(`/tags/${TAG}`, { waitUntil: 'commit' });
  await expect.poll(async () => Object.keys((await frames()).painted).length).toBeGreaterThan(8);
  release();
  await expect(page.locator('.first-screen')).toHaveCount(0);
  const painted = Object.keys((await frames()).painted);
  expect(painted).toContain(`${TAG}-2.jpg`);
  for (const name of ['muted', 'warned', '3']) expect(painted).not.toContain(`${TAG}-${name}.jpg`);
  // The warned picture is the grid's, blurred; the muted and the hidden ones show nowhere.
  await expect(page.locator(`img[src$="/${TAG}-warned.jpg"]`)).toHaveClass(/is-blurred/);
  await expect(page.locator(`img[src$="/${TAG}-muted.jpg"], img[src$="/${TAG}-3.jpg"]`)).toHaveCount(0);
});

test('a press on a painted picture before React has come opens that post once it has', async ({ page, offsite }) => {
  void offsite;
  const release = await holdReact(page);
  await page.goto(`/tags/${TAG}`, { waitUntil: 'commit' });
  const third = page.locator('.first-screen img').nth(2);
  await expect(third).toBeVisible();
  const file = fileOf((await third.getAttribute('src')) ?? '');
  await third.click();
  release();

  const feed = page.getByRole('feed');
  await expect(feed).toBeVisible();
  await expect(feed.locator(`img[src$="/plain/${file}"]`).first()).toBeInViewport();
  await expect(page).toHaveURL(/view=scroll/);
});

// docs/data-and-requests.md, Verified before shown: pictures fetched while their posts are checked.
test('the first pictures are asked for through the image proxy while their posts are still being checked, and drawn only once checked', async ({
  page,
  offsite,
}) => {
  void offsite;
  // The page's checker is held at the network: no post can pass until it comes.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/event-signature-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/media/${TAG}-`)) asked.push(request.url());
  });
  await page.goto(`/tags/${TAG}`, { waitUntil: 'commit' });
  await expect.poll(() => asked.length).toBeGreaterThan(4);
  expect(asked.every((url) => url.startsWith(`${MEDIA_BASE}/insecure/`))).toBe(true);
  await expect(page.locator('.first-screen img, .grid-tile img')).toHaveCount(0);

  release();
  await expect(page.locator('.first-screen img, .grid-tile img').first()).toBeVisible();
});
