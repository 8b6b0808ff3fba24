import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { anyImageOf, imageOf } from './proxied-image';

/** The local build uses the imgproxy URL shape, which carries the original URL as plain text. */
const tiles = (page: Page) => page.locator('.grid-tile:not([hidden])');
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const panel = (page: Page) => page.getByRole('group', { name: 'Filters' });

async function openFilters(page: Page): Promise<Locator> {
  await filtersButton(page).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

async function firstTileTop(page: Page): Promise<number> {
  await expect(tiles(page).first()).toBeVisible();
  return tiles(page).evaluateAll((elements) => Math.min(...elements.map((element) => element.getBoundingClientRect().top)));
}

test('choosing Videos writes type=video and leaves only videos; All takes the parameter away', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/nostr');
  await expect(tiles(page).locator('img').first()).toBeVisible();
  await expect(filtersButton(page)).toHaveAccessibleName('Filters');
  await (await openFilters(page)).getByRole('radio', { name: 'Videos' }).check();
  await expect(page).toHaveURL(/\/tags\/nostr\?type=video$/);
  await expect(tiles(page).locator('video').first()).toBeVisible();
  // The feed starts over for the new address: wait for its tiles to settle, every one a video.
  const kinds = async () => ({
    tiles: await tiles(page).count(),
    videos: await tiles(page).locator('video').count(),
    images: await tiles(page).locator('img').count(),
  });
  await expect
    .poll(async () => {
      const { tiles: shown, videos, images } = await kinds();
      return shown > 0 && videos === shown && images === 0;
    })
    .toBe(true);
  await expect(page.locator('.filter-summary')).toHaveText('Filters: Videos');
  await expect(filtersButton(page)).toHaveAccessibleName('Filters: Videos');

  await panel(page).getByRole('radio', { name: 'All' }).check();
  await expect(page).toHaveURL(/\/tags\/nostr$/);
  await expect(tiles(page).locator('img').first()).toBeVisible();
  await expect(page.locator('.filter-summary')).toHaveCount(0);
  // Each change is an address of its own: Back returns to the videos.
  await page.goBack();
  await expect(page).toHaveURL(/\/tags\/nostr\?type=video$/);
  await expect(panel(page).getByRole('radio', { name: 'Videos' })).toBeChecked();
});

test('Replies and Reposts are toggles that write their parameter, show as pressed and are named at a glance', async ({
  page,
  fixtures,
  offsite,
}) => {
  void offsite;
  await page.goto('/global');
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.locator(anyImageOf(fixtures.meta.replyUrl))).toHaveCount(0);
  const menu = await openFilters(page);
  const replies = menu.getByRole('button', { name: 'Replies' });
  const reposts = menu.getByRole('button', { name: 'Reposts' });
  await expect(replies).toHaveAttribute('aria-pressed', 'false');

  await replies.click();
  await expect(page).toHaveURL(/\/global\?replies=true$/);
  await expect(replies).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(imageOf(fixtures.meta.replyUrl))).toHaveCount(1);

  await reposts.click();
  await expect(page).toHaveURL(/\/global\?replies=true&reposts=true$/);
  await expect(reposts).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(imageOf(fixtures.meta.repostEmbeddedUrl))).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.locator('.filter-summary')).toHaveText('Filters: Replies · Reposts');
  await expect(filtersButton(page)).toHaveText('2');
  await expect(filtersButton(page)).toHaveAccessibleName('Filters: Replies, Reposts');

  await (await openFilters(page)).getByRole('button', { name: 'Replies' }).click();
  await expect(page).toHaveURL(/\/global\?reposts=true$/);
  await expect(page.locator('.filter-summary')).toHaveText('Filters: Reposts');
});

test('Adult is the visitor’s choice: it writes adult=true, shows the flagged post without the warning, and off brings the warning back', async ({
  page,
  fixtures,
  offsite,
}) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.locator(anyImageOf(fixtures.meta.adultUrl))).toHaveCount(0);
  await (await openFilters(page)).getByRole('button', { name: 'Adult' }).click();
  await expect(page).toHaveURL(/\/tags\/photography\?adult=true$/);
  await expect(page.locator(imageOf(fixtures.meta.adultUrl))).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Proceed Anyway' })).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Adult' })).toHaveAttribute('aria-pressed', 'true');

  // On a flagged hashtag, turning adult off is the warning's rule again.
  await page.goto('/tags/nsfw?adult=true');
  // The gallery is drawn (the warning would stand in its place) before the warning's absence counts.
  await expect(filtersButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed Anyway' })).toHaveCount(0);
  await (await openFilters(page)).getByRole('button', { name: 'Adult' }).click();
  await expect(page).toHaveURL(/\/tags\/nsfw$/);
  await expect(page.getByRole('button', { name: 'Proceed Anyway' })).toBeVisible();
});

test('a filter keeps the feed by the navigation rule: an author goes to /p/{npub}, global and a topic stay', async ({
  page,
  fixtures,
  offsite,
}) => {
  void offsite;
  const alice = fixtures.authors.find((author) => author.name === 'alice');
  if (!alice) throw new Error('no alice in the fixtures');
  await page.goto(`/profile/${alice.npub}`);
  // The path changes from /profile to /p: the gallery starts afresh there, menu closed.
  await (await openFilters(page)).getByRole('radio', { name: 'Pictures' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${alice.npub}\\?type=image$`));

  await page.goto('/global?type=image');
  await (await openFilters(page)).getByRole('radio', { name: 'Videos' }).check();
  await expect(page).toHaveURL(/\/global\?type=video$/);

  await page.goto('/topic/photography');
  await (await openFilters(page)).getByRole('button', { name: 'Replies' }).click();
  await expect(page).toHaveURL(/\/topic\/photography\?replies=true$/);
});

test('the filters work from the keyboard: Enter opens on the chosen type, arrows choose, Escape closes and gives focus back', async ({
  page,
  offsite,
}) => {
  void offsite;
  await page.goto('/tags/nostr');
  await expect(tiles(page).first()).toBeVisible();
  await filtersButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page).getByRole('radio', { name: 'All' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/tags\/nostr\?type=image$/);
  await expect(panel(page).getByRole('radio', { name: 'Pictures' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(filtersButton(page)).toBeFocused();
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false');
  // A click elsewhere closes it too.
  await filtersButton(page).click();
  await expect(panel(page)).toBeVisible();
  await page.getByRole('button', { name: /: search$/ }).hover();
  await page.mouse.down();
  await page.mouse.up();
  await expect(panel(page)).toHaveCount(0);
});

test('every button of the grid controls has a tooltip with its name; the scroll view button is drawn, not a list glyph', async ({
  page,
  offsite,
}) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  const buttons = page.locator('.gallery-controls > button, .gallery-controls .filter-menu > button');
  await expect(buttons).toHaveCount(4);
  for (const button of await buttons.all()) {
    const name = (await button.getAttribute('aria-label')) ?? '';
    const title = (await button.getAttribute('title')) ?? '';
    expect(title.trim()).not.toBe('');
    // The tooltip names the button, then its key in brackets where it has one.
    expect(name.toLowerCase()).toContain(title.replace(/\s*\(.+\)$/, '').toLowerCase());
  }
  await expect(page.getByRole('button', { name: 'Scroll view' })).toHaveAttribute('title', 'Scroll view (X)');
  await expect(page.getByRole('button', { name: 'Scroll view' }).locator('svg[aria-hidden="true"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Scroll view' })).toHaveText('');
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('title', 'Filters');
});

test('a control that would do nothing is not offered: no slideshow or scroll view of an empty feed', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/nothingisposted');
  await expect(page.getByRole('list', { name: 'Pictures' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('feed')).toHaveCount(0);
  await expect(filtersButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Scroll view' })).toHaveCount(0);
});

test('home says what the site is without moving the pictures; other feeds do not', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/');
  const tagline = page.getByText('Pictures from Nostr');
  await expect(tagline).toBeVisible();
  await expect(tagline).toContainText('Diorama');
  const homeTop = await firstTileTop(page);
  const taglineBox = await tagline.boundingBox();
  expect(taglineBox && taglineBox.y + taglineBox.height).toBeLessThanOrEqual(homeTop);

  await page.goto('/tags/photography');
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByText('Pictures from Nostr')).toHaveCount(0);
  expect(await firstTileTop(page)).toBe(homeTop);
});

test('on a phone the filters fit beside the header, with thumb-sized targets, and the tagline stays clear of the pictures', async ({
  page,
  offsite,
}) => {
  void offsite;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const tagline = page.getByText('Pictures from Nostr');
  await expect(tagline).toBeVisible();
  const homeTop = await firstTileTop(page);
  const button = filtersButton(page);
  await expect(button).toBeInViewport({ ratio: 1 });
  const own = await button.boundingBox();
  const header = await page.getByRole('button', { name: /: search$/ }).boundingBox();
  const login = await page.getByRole('button', { name: 'Login' }).boundingBox();
  const taglineBox = await tagline.boundingBox();
  if (!own || !header || !login || !taglineBox) throw new Error('a control has no box');
  expect(own.width).toBeGreaterThanOrEqual(44);
  expect(own.height).toBeGreaterThanOrEqual(44);
  // Side by side: the filters end before the header's title starts, which ends before the login button.
  expect(own.x + own.width).toBeLessThanOrEqual(header.x);
  expect(header.x + header.width).toBeLessThanOrEqual(login.x);
  // The text itself, not its full-width line.
  const text = await tagline.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().toJSON() as { x: number; width: number };
  });
  expect(text.x).toBeGreaterThanOrEqual(own.x + own.width);
  expect(text.x + text.width).toBeLessThanOrEqual(login.x);
  expect(taglineBox.y + taglineBox.height).toBeLessThanOrEqual(homeTop);

  const menu = await openFilters(page);
  await expect(menu).toBeInViewport({ ratio: 1 });
  for (const choice of await menu.locator('.filter-menu__choice').all()) {
    const box = await choice.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }

  await page.goto('/tags/photography');
  expect(await firstTileTop(page)).toBe(homeTop);
  // With Back to home before it, the filters' panel still fits the screen, on a tablet too.
  const panelOnRoute = await openFilters(page);
  await expect(panelOnRoute).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 660, height: 844 });
  await expect(panelOnRoute).toBeInViewport({ ratio: 1 });
});
