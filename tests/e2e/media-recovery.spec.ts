/**
 * docs/data-and-requests.md, Media recovery: a picture whose host is gone is loaded from
 * another Blossom server by its hash: the author's own servers (kind 10063), then the
 * configured public one. Two real Blossom servers hold the files; the original addresses
 * answer 404, refuse connections, or never answer.
 */
import type { Page } from '@playwright/test';
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { isHostDead, parseMediaMemory } from '../../src/core/media/media-memory';
import { startBlossomServer, type BlossomServer } from '../support/blossom-server';
import { imageImeta } from '../support/fixture-events';
import { renderOriginal } from '../support/media-render';
import { imageSpecOf } from '../support/media-spec';
import { expect, MEDIA_BASE, RELAY_URL, test } from './fixtures';
import { slotPort } from '../support/ports';

/** The author's Blossom server, named in their kind 10063 list. */
const AUTHOR_SERVER_PORT = slotPort(7455);
/** The public Blossom server of the test builds (VITE_BLOSSOM_SERVERS). */
const PUBLIC_SERVER_PORT = slotPort(7456);
/** Nothing listens here: a Blossom host that has shut down. */
const CLOSED_HOST = `http://127.0.0.1:${slotPort(7457)}`;
const TAG = 'recovery';
/** A post whose host never answers, on a feed of its own. */
const SILENT_TAG = 'recoverysilent';
/** A post of a host an earlier visit found dead, on a feed of its own. */
const FRESH_TAG = 'recoveryfresh';
/** Older than /global's 24 hours, so these posts stay out of other tests' feeds. */
const TWO_DAYS = 2 * 86_400;
const secret = new Uint8Array(32).fill(77);

interface Picture {
  name: string;
  hash: string;
}

interface Setup {
  author: BlossomServer;
  public: BlossomServer;
  /** Each post's picture, by what happens to it. */
  pictures: Record<'imeta' | 'blossomUrl' | 'fileMetadata' | 'first' | 'second' | 'silent', Picture>;
}

async function stored(server: BlossomServer, name: string): Promise<Picture> {
  return { name, hash: server.put({ body: await renderOriginal(name, 'jpg'), type: 'image/jpeg' }) };
}

function post(kind: number, createdAt: number, tags: string[][], content = '', tag = TAG): NostrEvent {
  return finalizeEvent({ kind, created_at: createdAt, tags: [['t', tag], ...tags], content: `${content} #${tag}`.trim() }, secret);
}

/** imeta for `url` with the dimensions and blurhash of the named picture, and the hash of its stored bytes. */
function imetaWithHash(url: string, picture: Picture): string[] {
  return [...imageImeta(url, picture.name, 'jpg').filter((entry) => !entry.startsWith('x ')), `x ${picture.hash}`];
}

let setup: Setup;

test.beforeAll(async ({ relay }) => {
  const author = await startBlossomServer(AUTHOR_SERVER_PORT);
  const publicServer = await startBlossomServer(PUBLIC_SERVER_PORT);
  const pictures = {
    imeta: await stored(author, 'recovery-imeta'),
    blossomUrl: await stored(publicServer, 'recovery-blossom-url'),
    fileMetadata: await stored(author, 'recovery-file-metadata'),
    first: await stored(author, 'recovery-first'),
    second: await stored(publicServer, 'recovery-second'),
    silent: await stored(publicServer, 'recovery-silent'),
  };
  setup = { author, public: publicServer, pictures };
  const at = Math.floor(Date.now() / 1000) - TWO_DAYS;
  const dead = (name: string): string => `${MEDIA_BASE}/media/missing-${name}.jpg`;
  await relay.insert([
    finalizeEvent({ kind: 10063, created_at: at, tags: [['server', `${author.url}/`]], content: '' }, secret),
    post(20, at - 1, [imetaWithHash(dead('recovery-imeta'), pictures.imeta)]),
    post(1, at - 2, [], `A note ${CLOSED_HOST}/${pictures.blossomUrl.hash}.jpg`),
    post(1063, at - 3, [
      ['url', dead('recovery-file-metadata')],
      ['m', 'image/jpeg'],
      ['x', pictures.fileMetadata.hash],
      ['dim', imageImeta('', 'recovery-file-metadata', 'jpg')[3]?.slice(4) ?? ''],
    ]),
    post(20, at - 4, [imageImeta(dead('recovery-no-hash'), 'recovery-no-hash', 'jpg').filter((entry) => !entry.startsWith('x '))]),
    post(20, at - 5, [imetaWithHash(dead('recovery-first'), pictures.first), imetaWithHash(dead('recovery-second'), pictures.second)]),
    post(20, at - 6, [imetaWithHash(`${MEDIA_BASE}/media/silent-recovery-silent.jpg`, pictures.silent)], '', SILENT_TAG),
  ]);
});

test.afterAll(async ({ relay }) => {
  await Promise.all([setup.author.stop(), setup.public.stop()]);
  // The inserted posts go: later tests see the fixture set alone.
  await relay.restart();
});

/** The grid tile's picture that shows a copy of `picture` from `server`, through the image proxy. */
function tileShowing(page: Page, server: BlossomServer, picture: Picture) {
  return page.locator(`.grid-tile img[src*="/plain/${server.url}/${picture.hash}.jpg"]`);
}

async function loaded(image: ReturnType<Page['locator']>): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test("dead pictures load from the author's Blossom server or a public one, by hash; one without a hash stays hidden", async ({
  page,
  media,
  offsite,
}) => {
  void offsite;
  const { author, public: publicServer, pictures } = setup;
  const asked = media.requests.length;
  await page.goto(`/tags/${TAG}`);

  await loaded(tileShowing(page, author, pictures.imeta));
  await loaded(tileShowing(page, publicServer, pictures.blossomUrl));
  await loaded(tileShowing(page, author, pictures.fileMetadata));
  await loaded(tileShowing(page, author, pictures.first));
  await loaded(tileShowing(page, publicServer, pictures.second));
  const grid = page.getByRole('list', { name: 'Pictures' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  // Six pictures in five posts; the one without a hash is left out once its host has failed.
  await expect(grid).toHaveAttribute('data-items', '6');
  await expect(page.locator('.grid-tile:not([hidden])')).toHaveCount(5);

  // A copy keeps the picture's own dimensions and blurhash colour.
  const tile = page.locator('.grid-tile', { has: page.locator(`img[src*="/plain/${author.url}/${pictures.imeta.hash}.jpg"]`) });
  const box = await tile.boundingBox();
  const spec = imageSpecOf(pictures.imeta.name);
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(spec.width / spec.height, 1);
  await expect(tile.locator('.media-image')).toHaveAttribute('style', /background-color/);

  // Opened in the scroll view, the picture comes from the copy; the dead address is not asked again.
  await tile.getByRole('button').click();
  const current = page.getByRole('feed').locator('article[aria-posinset="1"]');
  await loaded(current.locator(`img[src*="/plain/${author.url}/${pictures.imeta.hash}.jpg"]`));
  const deadAsked = media.requests.slice(asked).filter((path) => path.includes('missing-recovery-imeta'));
  expect(deadAsked).toHaveLength(1);
  // "Open original" leads to the full-size file where it is now.
  await current.getByRole('button', { name: 'Show details' }).click();
  await expect(current.getByRole('link', { name: 'Open original' })).toHaveAttribute('href', `${author.url}/${pictures.imeta.hash}.jpg`);
});

test("each dead address is asked once, when the pictures fetched ahead of their posts' check fail and the page tells of it late", async ({
  page,
  media,
  offsite,
}) => {
  void offsite;
  const { author, public: publicServer, pictures } = setup;
  // A short window: the first screen paints only the first posts, and the pictures fetched
  // ahead while the posts are checked reach the posts below it, whose tiles the grid draws.
  await page.setViewportSize({ width: 600, height: 160 });
  // As on a busy page, where the error event of a picture fetched ahead runs tasks after
  // the browser has found the picture broken: the grid draws its tile in between.
  await page.addInitScript(() => {
    const handler = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'onerror');
    Object.defineProperty(HTMLImageElement.prototype, 'onerror', {
      configurable: true,
      get(this: HTMLImageElement) {
        return handler?.get?.call(this);
      },
      set(this: HTMLImageElement, listener: unknown) {
        const late =
          typeof listener === 'function' && !this.isConnected
            ? (event: Event) => setTimeout(() => listener.call(this, event), 4_000)
            : listener;
        handler?.set?.call(this, late);
      },
    });
  });
  const asked = media.requests.length;
  await page.goto(`/tags/${TAG}`);
  await page.getByRole('list', { name: 'Pictures' }).evaluate((grid) => window.scrollTo(0, grid.scrollHeight));
  await loaded(tileShowing(page, author, pictures.fileMetadata));
  await loaded(tileShowing(page, author, pictures.first));
  await loaded(tileShowing(page, publicServer, pictures.second));
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  const deadAsked = media.requests.slice(asked).filter((path) => path.includes('/media/missing-recovery-'));
  const names = deadAsked.map((path) => /missing-recovery-[a-z-]+/.exec(path)?.[0]);
  expect(names.length).toBeGreaterThan(0);
  expect(names).toEqual([...new Set(names)]);
});

test('a reload goes straight to the copy that worked, without asking the dead host', async ({ page, media, offsite }) => {
  void offsite;
  const { author, pictures } = setup;
  await page.goto(`/tags/${TAG}`);
  await loaded(tileShowing(page, author, pictures.imeta));
  // What was learnt is written a moment later.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('diorama-media-memory') ?? '')).toContain(pictures.imeta.hash);

  const asked = media.requests.length;
  await page.reload();
  await loaded(tileShowing(page, author, pictures.imeta));
  await loaded(tileShowing(page, author, pictures.first));
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  expect(media.requests.slice(asked).filter((path) => path.includes('/media/missing-recovery-'))).toEqual(
    // The picture without a hash has nowhere else to be: its host is the only one to try again, a day later.
    [],
  );
});

/**
 * Opens the recovery feed with every dead picture held back until its author's server
 * list has been asked for: a list asked only on a failure never would be, and the
 * pictures' copies would never show.
 */
async function openWithFailuresAfterServerLists(page: Page): Promise<void> {
  let listAsked: () => void = () => undefined;
  const serverListAsked = new Promise<void>((resolve) => (listAsked = resolve));
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (String(payload).startsWith('["REQ"') && String(payload).includes('"kinds":[10063]')) listAsked();
    }),
  );
  await page.route(
    (url) => url.pathname.includes('/media/missing-recovery-') || url.pathname.includes(CLOSED_HOST),
    async (route) => {
      await serverListAsked;
      await route.continue();
    },
  );
  await page.goto(`/tags/${TAG}`);
}

test("the first screen's authors' server lists are asked for beside their pictures, before any has failed", async ({ page, offsite }) => {
  void offsite;
  const { author, pictures } = setup;
  await openWithFailuresAfterServerLists(page);
  await loaded(tileShowing(page, author, pictures.imeta));
  await loaded(tileShowing(page, author, pictures.first));
});

test('the server lists are asked for beside their pictures also when the posts arrive after the app has drawn the page', async ({
  page,
  offsite,
}) => {
  void offsite;
  const { author, pictures } = setup;
  // The relay's answers wait until the grid is on the page, as on a slow network.
  let gridShown!: () => void;
  const gridOnPage = new Promise<void>((resolve) => (gridShown = resolve));
  await page.routeWebSocket(RELAY_URL, (socket) => {
    const relay = socket.connectToServer();
    relay.onMessage(async (message) => {
      await gridOnPage;
      socket.send(message);
    });
  });
  await openWithFailuresAfterServerLists(page);
  await page.getByRole('list', { name: 'Pictures' }).waitFor({ state: 'attached' });
  gridShown();
  await loaded(tileShowing(page, author, pictures.imeta));
  await loaded(tileShowing(page, author, pictures.first));
});

test('a host whose files all failed is taken for dead: on the next visit a new file of it starts from its copy', async ({
  page,
  relay,
  media,
  offsite,
}) => {
  void offsite;
  const { public: publicServer } = setup;
  await page.goto(`/tags/${TAG}`);
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  // Written a moment later, failure by failure as each post passes its check: the media
  // host, whose every file here failed, taken for dead once enough of them have.
  await expect
    .poll(async () => {
      const stored = await page.evaluate(() => localStorage.getItem('diorama-media-memory'));
      return isHostDead(parseMediaMemory(stored, Date.now()), `${MEDIA_BASE}/media/any.jpg`, Date.now());
    })
    .toBe(true);

  const fresh = await stored(publicServer, 'recovery-fresh');
  const at = Math.floor(Date.now() / 1000) - TWO_DAYS;
  await relay.insert([post(20, at, [imetaWithHash(`${MEDIA_BASE}/media/missing-recovery-fresh.jpg`, fresh)], '', FRESH_TAG)]);
  await page.goto(`/tags/${FRESH_TAG}`);
  await loaded(tileShowing(page, publicServer, fresh));
  expect(media.requests.filter((path) => path.includes('missing-recovery-fresh'))).toEqual([]);
});

test('the slideshow shows copies of dead pictures and skips the one that has none', async ({ page, offsite }) => {
  void offsite;
  const { author, public: publicServer } = setup;
  await page.clock.install();
  await page.goto(`/tags/${TAG}`);
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  const image = page.getByLabel('Slideshow', { exact: true }).locator('img.slideshow__image');
  const seen = new Set<string>();
  for (let slide = 0; slide < 6; slide++) {
    await page.clock.fastForward(slide === 0 ? 200 : 12_100);
    await loaded(image);
    const src = (await image.getAttribute('src')) ?? '';
    expect(src.includes(`/plain/${author.url}/`) || src.includes(`/plain/${publicServer.url}/`)).toBe(true);
    seen.add(src);
  }
  expect(seen.size).toBe(5);
});

test('a picture whose host never answers is given up for a copy after a while', async ({ page, offsite }) => {
  void offsite;
  const { public: publicServer, pictures } = setup;
  await page.clock.install();
  await page.goto(`/tags/${SILENT_TAG}`);
  const tile = page.locator('.grid-tile');
  await expect(tile.locator('img[src*="silent-recovery-silent"]')).toBeAttached();
  // The page's clock is moved on until the tile has given up waiting; nothing else fails it.
  const copy = tileShowing(page, publicServer, pictures.silent);
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(copy).toBeAttached({ timeout: 500 });
  }).toPass();
  await loaded(copy);
  await expect(tile).toHaveCount(1);
});
