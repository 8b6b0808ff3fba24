/**
 * Sets that update live (docs/content-rules.md, Media sets): a set edited while its route is
 * open, in the grid, the slideshow and screen mode, without a reload.
 */
import type { Page } from '@playwright/test';
import { finalizeEvent, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { expect, MEDIA_BASE, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { freshUser, type TestUser } from './session-helpers';

const DAY = 24 * 3600;

/** A curator's posts and sets, three days old and each a second newer than the one before: never on /global. */
function curator(user: TestUser = freshUser()) {
  const secret = hexToBytes(user.secretKeyHex);
  let at = Math.floor(Date.now() / 1000) - 3 * DAY;
  const picture = (name: string): NostrEvent =>
    finalizeEvent({ kind: 1, created_at: (at += 1), tags: [], content: `${name} ${MEDIA_BASE}/media/${name}.jpg` }, secret);
  /** A version of the set "live", `age` seconds old, naming `posts`. */
  const version = (posts: NostrEvent[], age: number): NostrEvent =>
    finalizeEvent(
      {
        kind: 30006,
        created_at: Math.floor(Date.now() / 1000) - age,
        tags: [['d', 'live'], ['title', 'Live set'], ...posts.map((post) => ['e', post.id])],
        content: '',
      },
      secret,
    );
  const naddr = nip19.naddrEncode({ kind: 30006, pubkey: getPublicKey(secret), identifier: 'live' });
  return { user, picture, version, naddr };
}

/** The picture names of the grid's tiles, in order. */
const tileNames = (page: Page): Promise<string[]> =>
  page
    .locator('.grid-tile img')
    .evaluateAll((images) => images.map((image) => /\/media\/([\w-]+)\.jpg$/.exec(image.getAttribute('src') ?? '')?.[1] ?? ''));

/** Records every change of slide's picture, by name. */
async function recordSlides(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const slides: string[] = [];
    Object.assign(window, { __slides: slides });
    setInterval(() => {
      const src = decodeURIComponent(document.querySelector('img.slideshow__image')?.getAttribute('src') ?? '');
      const name = /\/media\/([\w-]+)\.\w+$/.exec(src)?.[1];
      if (name && name !== slides.at(-1)) slides.push(name);
    }, 25);
  });
}

const slides = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __slides: string[] }).__slides);

/** The author, in a browser of their own, puts a post of theirs in the set "Live set" or takes it out with the app's own dialog. */
async function toggleInSet(page: Page, npub: string, name: string, checked: boolean): Promise<void> {
  await page.goto(`/p/${npub}`);
  await page
    .locator('.grid-tile')
    .filter({ has: page.locator(`img[src*="/media/${name}.jpg"]`) })
    .getByRole('button')
    .click();
  const item = page.locator('article').filter({ has: page.locator(`img[src*="/media/${name}.jpg"]`) });
  await item.getByRole('button', { name: 'Show details' }).click();
  await item.getByRole('button', { name: 'Add to set' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a picture set' });
  const box = dialog.getByRole('checkbox', { name: /^Live set/ });
  await expect(box).toBeEnabled();
  await expect(box).toBeChecked({ checked: !checked });
  await box.click();
  await expect(box).toBeChecked({ checked });
  await expect(box).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('the set’s author edits it in another browser: the grid takes an added entry without moving a picture, and keeps a removed one while it is on screen', async ({
  page,
  browser,
  baseURL,
  relay,
  offsite,
}) => {
  void offsite;
  test.setTimeout(90_000);
  const carla = curator();
  // Both older than what is on screen; the later added the older, so each joins at the end.
  const late = carla.picture('live-late');
  const added = carla.picture('live-added');
  const [first, second, third] = ['live-first', 'live-second', 'live-third'].map(carla.picture) as [NostrEvent, NostrEvent, NostrEvent];
  await relay.insert([added, late, first, second, third, carla.version([first, second, third], 60)]);

  await page.goto(`/set/${carla.naddr}`);
  await expect(page.locator('.set-header').getByRole('heading', { name: 'Live set' })).toBeVisible();
  await expect.poll(() => tileNames(page)).toEqual(['live-third', 'live-second', 'live-first']);

  const authorContext = await browser.newContext({ baseURL });
  const author = await authorContext.newPage();
  await installExtension(author, carla.user.secretKeyHex);
  await author.goto('/global');
  await loginWithExtension(author);

  // Added: it comes in below what is on screen (its post is older), nothing above it moves.
  await toggleInSet(author, carla.user.npub, 'live-added', true);
  await expect.poll(() => tileNames(page), { timeout: 15_000 }).toEqual(['live-third', 'live-second', 'live-first', 'live-added']);

  // Removed while on screen, then another added: once that one is in, the removed one is still in its place.
  await toggleInSet(author, carla.user.npub, 'live-second', false);
  await toggleInSet(author, carla.user.npub, 'live-late', true);
  await expect
    .poll(() => tileNames(page), { timeout: 15_000 })
    .toEqual(['live-third', 'live-second', 'live-first', 'live-added', 'live-late']);
  await expect(page).toHaveURL(`/set/${carla.naddr}`);

  // The slideshow leaves it out: a whole round of the other four shows no sign of it.
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  const shown = new Set<string>();
  await expect
    .poll(
      async () => {
        const current = await page.locator('img.slideshow__image').getAttribute('src');
        const name = /\/media\/([\w-]+)\.jpg$/.exec(current ?? '')?.[1];
        if (name) shown.add(name);
        return [...shown].sort();
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toEqual(['live-added', 'live-first', 'live-late', 'live-third']);
  await authorContext.close();
});

test('in the slideshow a removed entry leaves at the next slide and an added one joins, without a reload', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  test.setTimeout(90_000);
  const carla = curator();
  const fresh = carla.picture('live-joined');
  const posts = ['live-one', 'live-two', 'live-three'].map(carla.picture);
  const [, leaving] = posts as [NostrEvent, NostrEvent, NostrEvent];
  await relay.insert([fresh, ...posts, carla.version(posts, 60)]);
  await recordSlides(page);
  await page.goto(`/set/${carla.naddr}?view=slideshow&slide=2`);

  // Taken out of the set while it is on screen.
  await expect.poll(async () => (await slides(page)).at(-1), { timeout: 30_000, intervals: [50] }).toBe('live-two');
  const onScreen = (await slides(page)).length - 1;
  await relay.insert([carla.version([posts[0]!, posts[2]!, fresh], 30)]);
  expect(leaving.id).toBe(posts[1]!.id);

  await expect.poll(async () => (await slides(page)).slice(onScreen + 1), { timeout: 30_000 }).toContain('live-joined');
  // A whole round after it: the three left, never the one taken out.
  await expect.poll(async () => (await slides(page)).length - onScreen, { timeout: 40_000 }).toBeGreaterThan(6);
  const after = (await slides(page)).slice(onScreen + 1);
  expect(after).not.toContain('live-two');
  expect(new Set(after)).toEqual(new Set(['live-one', 'live-three', 'live-joined']));
});

test('screen mode on a set: an entry added to the set is the next picture, however old its post', async ({ page, relay, offsite }) => {
  void offsite;
  test.setTimeout(60_000);
  const carla = curator();
  // Older than every picture the screen shows.
  const approved = carla.picture('live-approved');
  // Enough pictures that one put at a random place would seldom be next.
  const posts = Array.from({ length: 12 }, (_, index) => carla.picture(`live-screen-${index}`));
  await relay.insert([approved, ...posts, carla.version(posts, 60)]);
  await recordSlides(page);
  await page.goto(`/set/${carla.naddr}?view=slideshow&screen=true&slide=3`);
  await expect(page.getByRole('img', { name: 'QR code: open this post on your phone' })).toBeVisible();

  // Approved just after a change: it is the very next picture.
  const before = (await slides(page)).length;
  await expect.poll(async () => (await slides(page)).length, { timeout: 10_000 }).toBeGreaterThan(before);
  const shownBefore = (await slides(page)).length;
  await relay.insert([carla.version([...posts, approved], 30)]);
  await expect.poll(() => slides(page), { timeout: 10_000 }).toContain('live-approved');
  expect((await slides(page)).indexOf('live-approved')).toBe(shownBefore);
});

test('a set ranked by popularity takes an entry its author adds, without a reload', async ({ page, relay, offsite }) => {
  void offsite;
  const carla = curator();
  const [first, second, joined] = ['ranked-first', 'ranked-second', 'ranked-joined'].map(carla.picture) as [
    NostrEvent,
    NostrEvent,
    NostrEvent,
  ];
  await relay.insert([first, second, joined, carla.version([first, second], 60)]);
  await page.goto(`/set/${carla.naddr}?sort=popular&period=7d`);
  await expect.poll(() => tileNames(page).then((names) => names.sort())).toEqual(['ranked-first', 'ranked-second']);

  await relay.insert([carla.version([first, second, joined], 30)]);
  await expect
    .poll(() => tileNames(page).then((names) => names.sort()), { timeout: 15_000 })
    .toEqual(['ranked-first', 'ranked-joined', 'ranked-second']);
  await expect(page).toHaveURL(`/set/${carla.naddr}?sort=popular&period=7d`);
});
