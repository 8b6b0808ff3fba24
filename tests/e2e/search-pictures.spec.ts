/**
 * docs/routes-and-filters.md, Search route: "Pictures matching “…”" in the search box is a
 * NIP-50 search of media posts on the search relay (here the worker's relay, which serves
 * NIP-11 listing NIP-50 and answers `search` filters), a gallery with its own address in
 * every view; when the search relay does not list NIP-50, the option says so.
 */
import type { Page } from '@playwright/test';
import { finalizeEvent, generateSecretKey, type NostrEvent } from 'nostr-tools';
import { expect, MEDIA_BASE, RELAY_PORT, test } from './fixtures';
import { scrollItem } from './video-posts';

const PLACEHOLDER = 'search for topics, tags or people';

/** Posts of an author of the test's own, a minute apart, newest first; words no fixture uses. */
function posts(): Record<'caption' | 'title' | 'both' | 'other' | 'textOnly', NostrEvent> {
  const secret = generateSecretKey();
  let at = Math.floor(Date.now() / 1000) - 60;
  const picture = (name: string, content: string, title?: string): NostrEvent =>
    finalizeEvent(
      {
        kind: 20,
        created_at: (at -= 60),
        tags: [['imeta', `url ${MEDIA_BASE}/media/${name}.jpg`, 'm image/jpeg', 'dim 800x600'], ...(title ? [['title', title]] : [])],
        content,
      },
      secret,
    );
  return {
    caption: picture('search-caption', 'Quillwort by the pond'),
    title: picture('search-title', 'A green corner', 'Quillwort leaves'),
    both: picture('search-both', 'Quillwort in the marsh at dawn'),
    other: picture('search-other', 'Reeds by the pond'),
    textOnly: finalizeEvent({ kind: 1, created_at: (at -= 60), tags: [], content: 'I wrote about quillwort, no picture' }, secret),
  };
}

const FOUND = ['search-caption', 'search-title', 'search-both'];

/** The filters of every REQ the page sent that carried NIP-50 search words. */
function watchSearches(page: Page): Record<string, unknown>[] {
  const searches: Record<string, unknown>[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      try {
        const message: unknown = JSON.parse(String(payload));
        if (!Array.isArray(message) || message[0] !== 'REQ') return;
        for (const filter of message.slice(2) as Record<string, unknown>[]) if ('search' in filter) searches.push(filter);
      } catch {
        // Not JSON: nothing the relay was asked.
      }
    });
  });
  return searches;
}

/** The search relay's NIP-11 document says it does not search: the worker's relay, otherwise unchanged. */
async function searchRelayWithoutNip50(page: Page): Promise<void> {
  await page.route(`http://127.0.0.1:${RELAY_PORT}/`, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'application/nostr+json', 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ name: 'No search here', supported_nips: [1, 11] }),
    }),
  );
}

const tiles = (page: Page) => page.locator('.grid-tile');

let seeded = false;
test.beforeEach(async ({ relay }) => {
  if (seeded) return;
  seeded = true;
  await relay.insert(Object.values(posts()));
});

test('the search box offers the pictures matching its words, a search of the search relay shown as a gallery of its own', async ({
  page,
  offsite,
}) => {
  void offsite;
  const searches = watchSearches(page);
  await page.goto('/global?type=image');
  await page.getByRole('button', { name: /search/ }).click();
  await page.getByPlaceholder(PLACEHOLDER, { exact: true }).fill('quillwort');
  const option = page.getByRole('link', { name: 'Pictures matching “quillwort”' });
  await expect(option).toBeVisible();
  await option.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/search\/quillwort\?type=image$/);
  await expect(page.getByRole('button', { name: /search/ })).toHaveText(/^“quillwort”/);
  await expect(page).toHaveTitle(/^“quillwort” \| /);
  await expect(tiles(page)).toHaveCount(FOUND.length);
  for (const name of FOUND) await expect(page.locator(`.grid-tile img[src*="${name}.jpg"]`)).toBeVisible();

  // Asked with the words, whenever the posts were written; the relay chose what matched.
  expect(searches.length).toBeGreaterThan(0);
  for (const filter of searches.filter((filter) => Array.isArray(filter.kinds) && (filter.kinds as unknown[]).includes(20))) {
    expect(filter.search).toBe('quillwort');
    expect(filter.since).toBeUndefined();
  }

  // The box opens on the words, to refine them; every word must be there.
  await page.getByRole('button', { name: /search/ }).click();
  const input = page.getByPlaceholder(PLACEHOLDER, { exact: true });
  await expect(input).toHaveValue('quillwort');
  await input.fill('quillwort marsh');
  await page.getByRole('link', { name: 'Pictures matching “quillwort marsh”' }).click();
  await expect(page).toHaveURL(/\/search\/quillwort%20marsh\?type=image$/);
  await expect(tiles(page)).toHaveCount(1);
  await expect(page.locator('.grid-tile img[src*="search-both.jpg"]')).toBeVisible();
});

test('a search works in the scroll view and the slideshow, in its own address', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/search/quillwort');
  await expect(tiles(page)).toHaveCount(FOUND.length);

  await tiles(page).first().getByRole('button').click();
  await expect(scrollItem(page, 1)).toHaveAttribute('aria-setsize', String(FOUND.length));
  await expect(scrollItem(page, 1).locator('img[src*="search-caption.jpg"]')).toBeVisible();
  await expect(page).toHaveURL(/\/search\/quillwort\?view=scroll&post=nevent1/);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(page.locator('img.slideshow__image')).toHaveAttribute('src', /search-(caption|title|both)\.jpg/);
  await expect(page).toHaveURL(/\/search\/quillwort\?view=slideshow/);

  await page.goto('/search/quillwort?view=slideshow');
  await expect(page.locator('img.slideshow__image')).toHaveAttribute('src', /search-(caption|title|both)\.jpg/);
  await expect(page).toHaveTitle(/^“quillwort” \| /);
});

test('words nothing matches say so', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/search/quillwort%20zzyzx');
  await expect(page.getByText('No pictures match these words.')).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);
});

test('when the search relay does not list NIP-50, the option says so and the search asks nothing', async ({ page, offsite }) => {
  void offsite;
  await searchRelayWithoutNip50(page);
  const searches = watchSearches(page);
  await page.goto('/global');
  await page.getByRole('button', { name: /search/ }).click();
  await page.getByPlaceholder(PLACEHOLDER, { exact: true }).fill('quillwort');
  const option = page.getByRole('button', { name: 'Pictures matching “quillwort”' });
  await expect(option).toHaveAttribute('aria-disabled', 'true');
  await expect(option).toHaveAccessibleDescription(/does not support search by words \(NIP-50\)/);
  await expect(page.getByRole('link', { name: /Pictures matching/ })).toHaveCount(0);
  // The rest of the search is as before.
  await expect(page.getByRole('region', { name: 'People' })).toBeVisible();

  await page.goto('/search/quillwort');
  await expect(page.getByRole('alert')).toContainText('Search by words is not available here.');
  await expect(tiles(page)).toHaveCount(0);
  expect(searches.filter((filter) => Array.isArray(filter.kinds) && (filter.kinds as unknown[]).includes(20))).toEqual([]);
});

test('an address with nothing to search for is not found', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/search/%20%20');
  await expect(page.getByText('There is nothing to search for.')).toBeVisible();
  await page.goto(`/search/${'a'.repeat(101)}`);
  await expect(page.getByText('A search is at most 100 characters.')).toBeVisible();
});
