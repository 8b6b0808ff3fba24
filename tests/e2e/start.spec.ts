import type { Page } from '@playwright/test';
import { savedFeedEvents } from './feed-cache';
import { expect, MEDIA_BASE, test } from './fixtures';

interface StartTimes {
  /** When the page opened its first connection to a relay. */
  connect?: number;
  /** When the page sent its first feed request (REQ) to a relay. */
  request?: number;
  /** When the app first rendered into #root. */
  render?: number;
  /** When the first grid tile was on the page. */
  tile?: number;
}

/** Records, in page time, when the page first connects to and asks a relay, and first renders. */
async function recordStart(page: Page): Promise<() => Promise<StartTimes>> {
  await page.addInitScript(() => {
    const times: StartTimes = {};
    Object.assign(window, { __start: times });
    const NativeWebSocket = window.WebSocket;
    window.WebSocket = class extends NativeWebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        times.connect ??= performance.now();
        super(...args);
      }
    };
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      if (typeof data === 'string' && data.startsWith('["REQ"')) times.request ??= performance.now();
      send.call(this, data);
    };
    new MutationObserver(() => {
      if (document.getElementById('root')?.firstChild) times.render ??= performance.now();
      if (document.querySelector('.grid-tile')) times.tile ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __start: StartTimes }).__start);
}

/**
 * Makes the app's reads of its feed snapshots (IndexedDB `diorama-feeds`) answer late, as
 * a slow disk would, or never, as a broken IndexedDB does: the answer is held back from
 * the app's handler and handed over after `ms`.
 */
async function holdSnapshotReads(page: Page, ms: number | 'forever'): Promise<void> {
  await page.addInitScript((holdMs) => {
    const get = IDBObjectStore.prototype.get;
    IDBObjectStore.prototype.get = function (this: IDBObjectStore, query: IDBValidKey | IDBKeyRange) {
      const request = get.call(this, query);
      if (this.name === 'snapshots') {
        // Registered before the app sets onsuccess, so it runs first and can stop it.
        request.addEventListener('success', (event) => {
          event.stopImmediatePropagation();
          if (holdMs !== 'forever') setTimeout(() => request.onsuccess?.call(request, event), holdMs);
        });
      }
      return request;
    };
  }, ms);
}

/** A first visit of the tag feed, left once its posts are saved for the next one. */
async function visitAndSave(page: Page): Promise<void> {
  await page.goto('/tags/photography');
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => savedFeedEvents(page)).toBeGreaterThan(0);
  await page.close();
}

// src/app/early-start.ts: a first visit asks for its feed before React renders, so the
// relay looks the posts up meanwhile; a second visit shows its cached feed first.
test('a first visit connects to the relay before the first render', async ({ page, offsite }) => {
  void offsite;
  const times = await recordStart(page);
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  const { connect, request, render } = await times();
  expect(connect).toBeDefined();
  expect(connect).toBeLessThan(render ?? 0);
  expect(request).toBeLessThan(render ?? 0);
});

// src/stores/early-request.ts: the page's first script asks, and the app takes over.
test('a first visit asks the relay before the app’s own script has arrived, and the app shows what that request brings', async ({
  page,
  offsite,
}) => {
  void offsite;
  const firstRequests: string[] = [];
  const requestSent = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (typeof payload !== 'string' || !payload.startsWith('["REQ","diorama-first"')) return;
        // The first screen's authors' server lists go out on the page's own sockets too (nostr/early-server-lists.ts).
        if (payload.includes('"kinds":[10063]')) return;
        firstRequests.push(payload);
        resolve();
      }),
    );
  });
  // The app's script is held until the request has left: only the first script can send it.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await requestSent;
    await route.continue();
  });

  await page.goto('/tags/photography', { waitUntil: 'commit' });
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  // The app claimed that request rather than sending its own.
  expect(firstRequests).toHaveLength(1);
});

// src/stores/feed/first-request-phase.ts: the relay client waits for the first screen's pictures;
// src/nostr/client.ts: its script is not even fetched before.
test('a first visit fetches and starts the relay client only once the first screen’s pictures have loaded', async ({ page, offsite }) => {
  void offsite;
  const relayClientScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ndk-[^/]+\.js$/.test(request.url())) relayClientScripts.push(request.url());
  });
  let firstAnswered!: () => void;
  const firstRequestAnswered = new Promise<void>((resolve) => (firstAnswered = resolve));
  const clientRequests: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.startsWith('["REQ"') && !payload.startsWith('["REQ","diorama-first"'))
        clientRequests.push(payload);
    });
    socket.on('framereceived', ({ payload }) => {
      if (payload === '["EOSE","diorama-first"]') firstAnswered();
    });
  });
  let releasePictures!: () => void;
  const picturesReleased = new Promise<void>((resolve) => (releasePictures = resolve));
  await page.route(`${MEDIA_BASE}/**`, async (route) => {
    await picturesReleased;
    await route.continue();
  });

  await page.goto('/tags/photography', { waitUntil: 'commit' });
  await firstRequestAnswered;
  // Something that must not happen needs a while to show it does not (the client started
  // right after that answer before): until 1.5 s into the page, short of the 2 s after
  // which nothing waits for the pictures (stores/first-pictures.ts).
  await page.waitForFunction(() => performance.now() > 1500);
  expect(clientRequests).toHaveLength(0);
  expect(relayClientScripts).toHaveLength(0);

  releasePictures();
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  await expect.poll(() => clientRequests.length).toBeGreaterThan(0);
  expect(relayClientScripts).toHaveLength(1);
});

test('the page opens its connection to the image host as it starts, before it knows a picture', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/nothingpostedhere');
  await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute('href', MEDIA_BASE);
});

test('a second visit shows its cached pictures before it connects to the relay, however slow its cache', async ({
  context,
  page,
  offsite,
}) => {
  void offsite;
  await visitAndSave(page);

  const second = await context.newPage();
  // The start knows a second visit without waiting for IndexedDB (feed-snapshot.ts), so
  // a slow read delays the pictures, never lets the relay client start first.
  await holdSnapshotReads(second, 400);
  const times = await recordStart(second);
  await second.goto('/tags/photography');
  await expect(second.locator('.grid-tile img').first()).toBeVisible();
  await expect.poll(async () => (await times()).request).toBeDefined();
  // The relay client is not even started before: starting it would hold the pictures back.
  const { connect, tile } = await times();
  expect(tile).toBeLessThan(connect ?? 0);
});

test('a second visit whose cache never answers still shows the feed from the relay', async ({ context, page, offsite }) => {
  void offsite;
  await visitAndSave(page);

  const second = await context.newPage();
  await holdSnapshotReads(second, 'forever');
  await second.goto('/tags/photography');
  await expect(second.locator('.grid-tile img').first()).toBeVisible();
  await expect(second.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
});

test('a first visit with no relay to connect to still renders at once', async ({ page, relay }) => {
  await relay.stop();
  try {
    await page.goto('/tags/photography');
    await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('alert')).toContainText("Can't reach any relay.");
  } finally {
    await relay.restart();
  }
});

/** The sources of every script the visit loaded (all but the bundler's few lines of runtime, which have no source map). */
async function visitSources(page: Page, address: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/(?!rolldown-runtime-)[^/]+\.js$/.test(response.url())) scripts.push(response.url());
  });
  await page.goto(address);
  // Every relay has answered: the relay client has come and done its work.
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  await page.waitForLoadState('networkidle');
  const maps = await Promise.all(
    scripts.map(async (url) => (await (await page.request.get(`${url}.map`)).json()) as { sources: string[] }),
  );
  return maps.flatMap((map) => map.sources);
}

// vite.config.ts: React Router's package exports name only its development build.
test('the app’s script carries React Router’s production build, not its development one', async ({ page, offsite }) => {
  void offsite;
  const sources = await visitSources(page, '/tags/nothingpostedhere');
  const router = sources.filter((source) => source.includes('react-router/dist/'));
  expect(router.length).toBeGreaterThan(0);
  expect(router.every((source) => source.includes('/dist/production/'))).toBe(true);
});

// vite.config.ts: deferred-encryption.ts, unsupported-nip49.ts and silent-debug.ts. The
// bundler decides which chunk holds the relay client, so every script of the visit is read.
test('the scripts a visit loads carry the relay client but leave out the encryption and logging code no visit needs', async ({
  page,
  offsite,
}) => {
  void offsite;
  const sources = await visitSources(page, '/tags/photography');
  expect(sources.some((source) => source.includes('/@nostr-dev-kit/ndk/'))).toBe(true);
  const unneeded =
    /\/node_modules\/(debug|ms|@noble\/ciphers)\/|\/nostr-tools\/lib\/esm\/nip(04|44|49)\.js$|\/@noble\/hashes\/esm\/(scrypt|pbkdf2)\.js$/;
  expect(sources.filter((source) => unneeded.test(source))).toEqual([]);
});
