import type { Page } from '@playwright/test';
import { expect, RELAY_URL, test } from './fixtures';

/** How many distinct columns the visible tiles sit in. */
async function columns(page: Page): Promise<number> {
  const lefts = await page.locator('.grid-tile').evaluateAll((tiles) => tiles.map((tile) => Math.round(tile.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

test('the masonry has about one column per 230 px, from 2 to 6', async ({ page, offsite }) => {
  void offsite;
  for (const [width, expected] of [
    [400, 2],
    [1300, 6],
    [1150, 5],
    [1920, 6],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/tags/photography');
    await expect(page.locator('.grid-tile').first()).toBeVisible();
    await expect.poll(() => columns(page), `at ${width} px`).toBe(expected);
  }
});

test('hovering a picture shows its author, age, text and tags', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  const tile = page.locator('.grid-tile').filter({ has: page.getByRole('button', { name: /Golden hour over the harbour/ }) });
  const info = tile.locator('.grid-tile__info');
  await expect(info).toBeHidden();
  await tile.hover();
  await expect(info).toBeVisible();
  await expect(info).toHaveCSS('opacity', '1');
  await expect(info).toContainText('Alice Lens');
  await expect(info).toContainText(/\d+[smhd]|now/);
  await expect(info).toContainText('#photography');
});

test('pictures come through the proxy at the five widths, keep their box while loading and are shown as they load', async ({
  page,
  offsite,
}) => {
  void offsite;
  // Hold the pictures back so the tiles can be measured before any has loaded.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/insecure/**', async (route) => {
    await held;
    await route.continue();
  });
  // Not until "load": pictures held back hold the page's load event back too.
  await page.goto('/tags/photography', { waitUntil: 'commit' });
  const tile = page.locator('.grid-tile').filter({ hasText: 'Golden hour over the harbour' });
  const image = tile.locator('img');
  await expect(image).toHaveAttribute('srcset', /\/rs:fill:80\/.* 80w, .*\/rs:fill:200\/.* 200w, .* 320w, .* 800w, .* 1920w$/);
  const before = await tile.boundingBox();
  expect(before?.height).toBeGreaterThan(0);

  // How opaque each picture is as its load event starts, before any script of the app
  // has heard of it: shown at once, not when the app gets round to it.
  await page.evaluate(() =>
    document.addEventListener(
      'load',
      ({ target }) => {
        if (target instanceof HTMLImageElement) target.dataset.opacityAtLoad = getComputedStyle(target).opacity;
      },
      true,
    ),
  );
  release();
  await expect(image).toHaveAttribute('data-opacity-at-load', '1');
  expect(await tile.boundingBox()).toEqual(before);
});

test('keys typed into the search field stay in the field', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.getByRole('button', { name: /search/ }).click();
  const input = page.getByPlaceholder('search for topics, tags or people');
  await input.pressSequentially('xhg');
  await expect(input).toHaveValue('xhg');
  await expect(page.getByRole('feed')).toHaveCount(0);
  await expect(page).toHaveURL(/\/tags\/photography$/);
});

test('page titles name the hashtags, the topic and global', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography,street');
  await expect(page).toHaveTitle('#photography #street | Diorama');
  await page.goto('/topic/photography');
  await expect(page).toHaveTitle('Photography | Diorama');
  await page.goto('/global');
  await expect(page).toHaveTitle('Global | Diorama');
});

test('the grid is marked busy until the relays have sent all they store', async ({ page, offsite }) => {
  void offsite;
  // Hold back the relay's end-of-stored-events (EOSE) while letting the events through.
  const held: { send(message: string): void; message: string }[] = [];
  await page.routeWebSocket(RELAY_URL, (socket) => {
    const relay = socket.connectToServer();
    relay.onMessage((message) => {
      if (String(message).startsWith('["EOSE"')) held.push({ send: (text) => socket.send(text), message: String(message) });
      else socket.send(message);
    });
  });
  await page.goto('/tags/photography');
  const grid = page.getByRole('list', { name: 'Pictures' });
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await expect(grid).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const { send, message } of held.splice(0)) send(message);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
});
