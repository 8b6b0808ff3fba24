/**
 * docs/routes-and-filters.md, Routes: `/relay/{relay}` shows one relay's media alone, in
 * every view, named by its NIP-11 document; a relay that cannot be reached, or an address
 * that is no relay, says so. The relay here is a second real relay process beside the
 * worker's own, serving its NIP-11 document over HTTP on its port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { finalizeEvent, generateSecretKey, type NostrEvent } from 'nostr-tools';
import { startRelay, type TestRelay } from '../support/relay';
import { expect, MEDIA_BASE, RELAY_PORT, test } from './fixtures';
import { scrollItem } from './video-posts';

const PICTURE_KIND = 20;

/** Picture posts (NIP-68) of an author of the test's own, a minute apart, newest first. */
function picturePosts(names: readonly string[]): NostrEvent[] {
  const secret = generateSecretKey();
  const now = Math.floor(Date.now() / 1000);
  return names.map((name, index) =>
    finalizeEvent(
      {
        kind: PICTURE_KIND,
        created_at: now - 60 * (index + 1),
        tags: [['imeta', `url ${MEDIA_BASE}/media/${name}.jpg`, 'm image/jpeg', 'dim 800x600']],
        content: `From the chosen relay: ${name}`,
      },
      secret,
    ),
  );
}

const CHOSEN_NAMES = ['chosen-harbour', 'chosen-lighthouse', 'chosen-dunes'];

const CHOSEN_INFO = {
  name: 'Harbour pictures',
  description: 'A small relay for harbour photographs.\n<b>No markup here.</b>',
  icon: `${MEDIA_BASE}/media/chosen-relay-icon.jpg`,
  contact: 'mailto:harbourmaster@relay.test',
  supported_nips: [1, 11],
};

/** The address of a ws relay's route, as the app writes it. */
const relayPath = (url: string): string => `/relay/${encodeURIComponent(url)}`;

/** The REQ filters the page sent, by the relay they went to (ports only: NDK writes its own spelling). */
function watchRequests(page: Page): Map<string, Record<string, unknown>[]> {
  const sent = new Map<string, Record<string, unknown>[]>();
  page.on('websocket', (socket) => {
    const port = new URL(socket.url()).port;
    socket.on('framesent', ({ payload }) => {
      try {
        const message: unknown = JSON.parse(String(payload));
        if (!Array.isArray(message) || message[0] !== 'REQ') return;
        sent.set(port, [...(sent.get(port) ?? []), ...(message.slice(2) as Record<string, unknown>[])]);
      } catch {
        // Not JSON: nothing the relay was asked.
      }
    });
  });
  return sent;
}

const asksForPictures = (filter: Record<string, unknown>): boolean =>
  Array.isArray(filter.kinds) && (filter.kinds as unknown[]).includes(PICTURE_KIND);

/** A free port on 127.0.0.1 that nothing listens on once this resolves. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let chosen: TestRelay;

test.beforeAll(async () => {
  chosen = await startRelay({ events: picturePosts(CHOSEN_NAMES), info: CHOSEN_INFO });
});

test.afterAll(async () => {
  await chosen.stop();
});

test('a relay route shows that relay’s pictures alone, named by its NIP-11 document, asking no other relay for them', async ({
  page,
  offsite,
}) => {
  void offsite;
  const requests = watchRequests(page);
  await page.goto(relayPath(chosen.url));

  const header = page.locator('.relay-header');
  await expect(header.getByRole('heading', { name: 'Harbour pictures' })).toBeVisible();
  await expect(header).toContainText(`Relay ${chosen.url}`);
  // Plain text: the document's markup is shown as the characters it is.
  await expect(header.getByText('<b>No markup here.</b>')).toBeVisible();
  await expect(header.locator('b')).toHaveCount(0);
  await expect(header).toContainText('Contact: mailto:harbourmaster@relay.test');
  await expect(header.locator('img')).toHaveAttribute('src', /chosen-relay-icon\.jpg/);
  await expect(page).toHaveTitle(/^Harbour pictures \| /);

  await expect(page.locator('.grid-tile')).toHaveCount(CHOSEN_NAMES.length);
  for (const name of CHOSEN_NAMES) await expect(page.locator(`.grid-tile img[src*="${name}.jpg"]`)).toBeVisible();

  // The worker's relay, with pictures of its own, was never asked for pictures; the chosen
  // relay was, for its newest whenever they were written.
  expect((requests.get(String(RELAY_PORT)) ?? []).filter(asksForPictures)).toEqual([]);
  const asked = (requests.get(String(chosen.port)) ?? []).filter(asksForPictures);
  expect(asked.length).toBeGreaterThan(0);
  for (const filter of asked) expect(filter.since).toBeUndefined();
});

test('a relay route works in the scroll view and the slideshow, its query parameters kept through them', async ({ page, offsite }) => {
  void offsite;
  await page.goto(`${relayPath(chosen.url)}?type=image`);
  await expect(page.locator('.grid-tile')).toHaveCount(CHOSEN_NAMES.length);

  await page.locator('.grid-tile').first().getByRole('button').click();
  await expect(scrollItem(page, 1)).toHaveAttribute('aria-setsize', String(CHOSEN_NAMES.length));
  await expect(scrollItem(page, 1).locator('img[src*="chosen-harbour.jpg"]')).toBeVisible();
  await expect(page).toHaveURL(/\/relay\/ws%3A%2F%2F127\.0\.0\.1%3A\d+\?type=image&view=scroll&post=nevent1/);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(page.locator('img.slideshow__image')).toHaveAttribute('src', /chosen-(harbour|lighthouse|dunes)\.jpg/);
  await expect(page).toHaveURL(/\/relay\/ws%3A%2F%2F127\.0\.0\.1%3A\d+\?type=image&view=slideshow/);

  // Opened from its address, the slideshow shows the relay's pictures too.
  await page.goto(`${relayPath(chosen.url)}?view=slideshow`);
  await expect(page.locator('img.slideshow__image')).toHaveAttribute('src', /chosen-(harbour|lighthouse|dunes)\.jpg/);
  await expect(page).toHaveTitle(/^Harbour pictures \| /);
});

test('the relay header has its height before the document arrives: nothing below it moves', async ({ page, offsite }) => {
  void offsite;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`http://127.0.0.1:${chosen.port}/`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(relayPath(chosen.url));
  const header = page.locator('.relay-header');
  await expect(header.getByRole('heading', { name: chosen.url })).toBeVisible();
  // The header's own code is in: the room that stood for it while it loaded is gone, not measured.
  await expect(header.locator('.relay-header__address')).toHaveText('Relay');
  await expect(page.locator('.grid-tile')).toHaveCount(CHOSEN_NAMES.length);
  const before = await header.boundingBox();
  const tileBefore = await page.locator('.grid-tile').first().boundingBox();
  release();
  await expect(header.getByRole('heading', { name: 'Harbour pictures' })).toBeVisible();
  await expect(header).toContainText('Contact:');
  expect((await header.boundingBox())?.height).toBe(before?.height);
  expect((await page.locator('.grid-tile').first().boundingBox())?.y).toBe(tileBefore?.y);
});

test('a relay that cannot be reached says so, with a way to try again', async ({ page, offsite }) => {
  void offsite;
  const port = await deadPort();
  await page.goto(relayPath(`ws://127.0.0.1:${port}`));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This relay could not be reached.');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator('.relay-header').getByRole('heading', { name: `ws://127.0.0.1:${port}` })).toBeVisible();
  await expect(page.locator('.grid-tile')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^ws://127\\.0\\.0\\.1:${port} \\| `));
});

test('an address that answers, but not as a relay, says so', async ({ page, offsite }) => {
  void offsite;
  // A web server: a page for every request, no NIP-11 document, no WebSocket.
  const site: Server = createServer((_request, response) => {
    response.writeHead(404, { 'Content-Type': 'text/html', 'Access-Control-Allow-Origin': '*' });
    response.end('<h1>Not here</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = site.address() as AddressInfo;
    await page.goto(relayPath(`ws://127.0.0.1:${port}`));
    await expect(page.getByRole('alert')).toContainText('This address does not answer as a Nostr relay.');
  } finally {
    site.closeAllConnections();
    await new Promise<void>((resolve) => site.close(() => resolve()));
  }
});

test('a relay address typed into the search leads to that relay’s route, by its link or by Enter', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/global?type=image');
  await page.getByRole('button', { name: /search/ }).click();
  const input = page.getByPlaceholder('search for topics, tags or people', { exact: true });
  await input.fill(chosen.url);
  const link = page.getByRole('link', { name: `Pictures from ${chosen.url}` });
  await expect(link).toBeVisible();
  // No hashtag or person is suggested for an address.
  await expect(page.getByRole('heading', { name: /Hashtags|People/ })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/relay/ws%3A%2F%2F127\\.0\\.0\\.1%3A${chosen.port}$`));
  await expect(page.locator('.relay-header').getByRole('heading', { name: 'Harbour pictures' })).toBeVisible();

  await page.goto('/global?type=image');
  await page.getByRole('button', { name: /search/ }).click();
  await input.fill(`${chosen.url}/`);
  await input.press('Enter');
  // Enter keeps the type, as it does for a hashtag.
  await expect(page).toHaveURL(new RegExp(`/relay/ws%3A%2F%2F127\\.0\\.0\\.1%3A${chosen.port}\\?type=image$`));
  await expect(page.locator('.grid-tile')).toHaveCount(CHOSEN_NAMES.length);
});

test('an address that names no relay is not found', async ({ page, offsite }) => {
  void offsite;
  await page.goto(`/relay/${encodeURIComponent('https://relay.example.com')}`);
  await expect(page.getByText('This is not a relay address (wss://…).')).toBeVisible();
});
