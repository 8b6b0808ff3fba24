import { expect, MEDIA_BASE, RELAY_PORT, test } from './fixtures';

// src/features/grid/use-early-pictures.ts
test('a first visit asks for its first screen’s pictures as their posts come, not as their tiles are drawn, each picture once', async ({
  page,
  offsite,
}) => {
  void offsite;
  // The relay's answers wait until the grid is on the page, so the posts always arrive
  // after its first render, as on a visit over a real network.
  let gridShown!: () => void;
  const gridOnPage = new Promise<void>((resolve) => (gridShown = resolve));
  await page.routeWebSocket(`ws://127.0.0.1:${RELAY_PORT}/`, (socket) => {
    const relay = socket.connectToServer();
    socket.onMessage((message) => relay.send(message));
    relay.onMessage(async (message) => {
      await gridOnPage;
      socket.send(message);
    });
  });
  const picturesAsked = new Map<string, number>();
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${MEDIA_BASE}/insecure/`)) return;
    const picture = url.slice(url.indexOf('/plain/'));
    picturesAsked.set(picture, (picturesAsked.get(picture) ?? 0) + 1);
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.grid-tile')) return;
      Object.assign(window, { __firstTile: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto('/tags/photography');
  await page.getByRole('list', { name: 'Pictures' }).waitFor({ state: 'attached' });
  gridShown();
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  // Enough of the first screen's pictures have loaded to judge who asked for them.
  await expect
    .poll(() =>
      page
        .locator('.grid-tile img')
        .evaluateAll(
          (images) =>
            (images as HTMLImageElement[]).filter(
              (image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().top < window.innerHeight,
            ).length,
        ),
    )
    .toBeGreaterThan(4);

  const { firstTile, askedAhead, onScreen } = await page.evaluate(() => {
    const asked = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      firstTile: (window as unknown as { __firstTile: number }).__firstTile,
      // Asked by a preload, not by an <img>: which, and when.
      askedAhead: asked
        .filter((entry) => entry.name.includes('/insecure/') && entry.initiatorType === 'link')
        .map(({ name, startTime }) => ({ name, startTime })),
      // The first screen's pictures, as their tiles show them: those loaded (a request
      // still on its way has no timing entry to tell who asked).
      onScreen: Array.from(document.querySelectorAll<HTMLImageElement>('.grid-tile img'))
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.complete && image.naturalWidth > 0)
        .map((image) => image.currentSrc),
    };
  });
  // The first ones before any tile was drawn, and every picture of the first screen by a
  // preload: none waited for its own tile, or its neighbours'.
  expect(Math.min(...askedAhead.map((entry) => entry.startTime))).toBeLessThan(firstTile);
  expect(onScreen.length).toBeGreaterThan(4);
  expect(onScreen.filter((url) => !askedAhead.some((entry) => entry.name === url))).toEqual([]);
  // The tiles' <img> elements took the pictures asked for early: none was asked twice.
  expect([...picturesAsked.values()].filter((count) => count > 1)).toEqual([]);
});

test('a picture of the first screen shows as soon as it is in, while its neighbours are still on their way', async ({ page, offsite }) => {
  void offsite;
  // Every picture but the first one asked for is held at the image proxy until released.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let first: string | undefined;
  await page.route(`${MEDIA_BASE}/insecure/**`, async (route) => {
    const picture = route.request().url();
    first ??= picture;
    if (picture !== first) await released;
    await route.continue();
  });
  const shownOnScreen = () =>
    page.evaluate(
      () =>
        Array.from(document.querySelectorAll<HTMLImageElement>('.grid-tile img')).filter((image) => {
          const box = image.getBoundingClientRect();
          return image.complete && image.naturalWidth > 0 && box.top < window.innerHeight && box.bottom > 0;
        }).length,
    );

  // The held pictures may be asked before the page's load event, which then waits for
  // them: the visit is judged from the first response on.
  await page.goto('/tags/photography', { waitUntil: 'commit' });

  await expect.poll(shownOnScreen).toBe(1);
  release();
  await expect.poll(shownOnScreen).toBeGreaterThan(4);
});
