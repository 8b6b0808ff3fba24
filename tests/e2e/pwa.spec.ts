import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { watchViolations } from './csp-violations';
import { savedFeedEvents } from './feed-cache';
import { expect, test } from './fixtures';
import { appDist } from '../support/ports';

// These tests are about the service worker, which the other specs keep out.
test.use({ serviceWorkers: 'allow' });

const THUMBNAILS = 'diorama-thumbnails-v1';

/** Waits until the service worker is active and controls this page. */
async function controlled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 15_000 }).toBe('activated');
}

function keptThumbnails(page: Page): Promise<number> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, THUMBNAILS);
}

test('the app is installable: manifest, icons from one source, a worker controlling the page', async ({
  playwright,
  launchOptions,
  baseURL,
  relay,
  media,
}) => {
  void relay;
  void media;
  // Chromium never offers to install from an incognito window, which a test's context is.
  const profile = await mkdtemp(join(tmpdir(), 'diorama-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow' });
  try {
    const offsite: string[] = [];
    await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/]).*/, async (route) => {
      offsite.push(route.request().url());
      await route.abort();
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const violations = await watchViolations(page);
    await page.goto('/tags/photography');
    await controlled(page);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await context.request.get(manifestHref ?? '')).json()) as {
      name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Diorama', display: 'standalone', start_url: '/', theme_color: '#0e0e10' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await context.request.get(`/${icon.src}`);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }

    // Chromium's own installability check, as its install prompt uses it.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    expect(violations).toEqual([]);
    expect(offsite).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('with no network at all, a route seen before opens with its pictures', async ({ page, context, relay, offsite }) => {
  void offsite;
  const violations = await watchViolations(page);
  await page.goto('/tags/photography');
  await controlled(page);
  // Pictures shown once the worker controls the page are kept by it.
  await page.reload();
  const grid = page.getByRole('list', { name: 'Pictures' });
  await expect(grid.locator('.grid-tile img').first()).toBeVisible();
  await expect.poll(() => keptThumbnails(page)).toBeGreaterThanOrEqual(6);
  await expect.poll(() => savedFeedEvents(page)).toBeGreaterThan(0);
  const seen = await grid
    .locator('.grid-tile img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.currentSrc),
    );
  const kept = new Set(await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((key) => key.url), THUMBNAILS));

  await relay.stop();
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page).toHaveTitle(/Diorama/);
    await expect(grid.locator('.grid-tile').first()).toBeVisible();
    const shown = await grid
      .locator('.grid-tile img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[]).map((image) => ({ src: image.currentSrc, loaded: image.complete && image.naturalWidth > 0 })),
      );
    const keptAndShown = shown.filter((image) => kept.has(image.src));
    expect(keptAndShown.length).toBeGreaterThanOrEqual(Math.min(6, seen.length));
    expect(keptAndShown.filter((image) => !image.loaded)).toEqual([]);
  } finally {
    await context.setOffline(false);
    await relay.restart();
  }
  expect(violations).toEqual([]);
});

test('a new version waits for the user: "New version", then Reload hands over', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await controlled(page);

  // A new build of the worker: one byte differs, the length stays (the preview server
  // knows each file's size from its start).
  const path = `${appDist('local')}/service-worker.js`;
  const original = await readFile(path, 'utf8');
  const marker = '//# sourceMappingURL=service-worker.js.map';
  expect(original).toContain(marker);
  await writeFile(path, original.replace(marker, marker.replace('.map', '.maq')));
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = page.getByRole('status').filter({ hasText: 'New version' });
    await expect(notice).toBeVisible();
    // The page still runs on the old version meanwhile.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');

    // The page reloads itself once the new version has taken over.
    const reloaded = page.waitForEvent('framenavigated');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await controlled(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(page.getByText('New version')).toHaveCount(0);
  } finally {
    await writeFile(path, original);
  }
});
