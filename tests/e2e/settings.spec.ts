/**
 * The settings screen (docs/settings.md): each setting changes what it names and survives
 * a reload, a bad stored value falls back alone, and the screen fits a phone.
 */
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import type { Page } from '@playwright/test';
import { startRelay } from '../support/relay';
import { expect, MEDIA_BASE, RELAY_URL, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { imageOf } from './proxied-image';
import { expectPlaying, openScrollView, scrollItem, videoAuthor, videoState } from './video-posts';
import { slotPort } from '../support/ports';

const KEY = 'diorama-settings';
/** A relay only the settings screen names (README, Ports). */
const SECOND_RELAY_PORT = slotPort(7459);
const SECOND_RELAY = `ws://127.0.0.1:${SECOND_RELAY_PORT}`;

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

const group = (page: Page, name: string) => page.getByRole('group', { name });

/** The stored settings as the page wrote them. */
function storedSettings(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { settings?: Record<string, unknown> }).settings ?? {},
    KEY,
  );
}

test('the top bar leads to the settings, a screen of labelled groups, and back to the pictures', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Settings \| /);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

  for (const name of ['Show media from', 'Blur content warnings', 'Play videos automatically', 'Reduce motion', 'Image proxy']) {
    await expect(group(page, name)).toBeVisible();
  }
  await expect(group(page, 'Show media from').getByRole('radio')).toHaveCount(3);
  await expect(group(page, 'Show media from').getByRole('radio', { name: 'Everyone' })).toBeChecked();
  await expect(group(page, 'Reduce motion').getByRole('radio', { name: 'Follow the system' })).toBeChecked();
  await expect(group(page, 'Image proxy').getByRole('radio', { name: new URL(MEDIA_BASE).host })).toBeChecked();

  await page.getByRole('link', { name: 'Back to pictures' }).click();
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
});

test('whose media shows and the blur are stored and survive a reload', async ({ page, offsite }) => {
  void offsite;
  await openSettings(page);
  await group(page, 'Show media from').getByRole('radio', { name: 'People I follow', exact: true }).check();
  await group(page, 'Blur content warnings').getByRole('checkbox').uncheck();
  expect(await storedSettings(page)).toMatchObject({ trust: 'follows', blurWarnings: false });

  await page.reload();
  await expect(group(page, 'Show media from').getByRole('radio', { name: 'People I follow', exact: true })).toBeChecked();
  await expect(group(page, 'Blur content warnings').getByRole('checkbox')).not.toBeChecked();
});

test('without the image proxy pictures load from their original files, after a reload too', async ({ page, relay, offsite }) => {
  void offsite;
  const author = videoAuthor();
  const url = `${MEDIA_BASE}/media/settings-original.jpg`;
  await relay.insert([author.post(1, `An original ${url}`)]);
  await page.goto(`/p/${author.npub}`);
  await expect(page.locator(`.grid-tile ${imageOf(url)}`)).toBeVisible();

  await openSettings(page);
  await group(page, 'Image proxy').getByRole('radio', { name: 'None: original files' }).check();
  for (let visit = 0; visit < 2; visit++) {
    await page.goto(`/p/${author.npub}`);
    const picture = page.locator('.grid-tile img.media-image__img');
    await expect(picture).toHaveAttribute('src', url);
    await expect(picture).not.toHaveAttribute('srcset', /./);
    await expect(picture).toBeVisible();
  }
  await page.locator('.grid-tile').first().getByRole('button').click();
  await expect(scrollItem(page, 1).locator('img.scroll-item__media')).toHaveAttribute('src', url);
});

test('without autoplay a scroll view video waits for Play, after a reload too', async ({ page, relay, offsite }) => {
  void offsite;
  const author = videoAuthor();
  await relay.insert([
    author.post(1, `After the clip ${MEDIA_BASE}/media/settings-after.jpg`),
    author.post(1, `A clip ${MEDIA_BASE}/media/settings-clip.mp4`),
  ]);
  await openSettings(page);
  const autoplay = group(page, 'Play videos automatically').getByRole('checkbox');
  await autoplay.uncheck();
  await page.reload();
  await expect(autoplay).not.toBeChecked();

  await openScrollView(page, author.npub, 2);
  const video = scrollItem(page, 1).locator('video');
  // Loaded, on screen, and still at its first frame.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  const still = await video.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, time: element.currentTime }));
  expect(still).toEqual({ paused: true, time: 0 });

  await scrollItem(page, 1).getByRole('button', { name: 'Play' }).click();
  await expectPlaying(video);
  expect((await videoState(video)).muted).toBe(true);
  await scrollItem(page, 1).getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await videoState(video)).paused).toBe(true);
});

test('reduced motion stops the slideshow zoom whatever the system says, full motion keeps it, and the system decides by default', async ({
  page,
  offsite,
}) => {
  void offsite;
  const slideshowImage = async () => {
    await page.goto('/tags/photography?view=slideshow');
    const image = page.locator('img.slideshow__image');
    await expect(image).toBeVisible();
    return image;
  };
  const choose = async (name: string) => {
    await openSettings(page);
    await group(page, 'Reduce motion').getByRole('radio', { name }).check();
  };

  await choose('Reduce');
  await expect(await slideshowImage()).toHaveCSS('animation-name', 'none');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduce');
  await page.reload();
  await expect(page.locator('img.slideshow__image')).toHaveCSS('animation-name', 'none');
  // The progress line is no decoration: it stays.
  await expect(page.locator('.slide-controls__progress-fill')).toHaveCSS('animation-name', 'slide-progress');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await choose('Full motion');
  await expect(await slideshowImage()).toHaveCSS('animation-name', 'slideshow-drift');

  await choose('Follow the system');
  await expect(await slideshowImage()).toHaveCSS('animation-name', 'none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(page.locator('img.slideshow__image')).toHaveCSS('animation-name', 'slideshow-drift');
});

test.describe('relays', () => {
  const secret = new Uint8Array(32).fill(59);
  /** Posts only the second relay has, each under a tag of its own. */
  const onlyThere = (tag: string): NostrEvent =>
    finalizeEvent(
      { kind: 1, created_at: Math.floor(Date.now() / 1000) - 600, tags: [['t', tag]], content: `${MEDIA_BASE}/media/${tag}.jpg #${tag}` },
      secret,
    );
  const first = onlyThere('settingsrelayfirst');
  const later = onlyThere('settingsrelaylater');
  let second: Awaited<ReturnType<typeof startRelay>>;

  test.beforeEach(async () => {
    second = await startRelay({ port: SECOND_RELAY_PORT, events: [first, later] });
  });

  test.afterEach(async () => {
    await second.stop();
  });

  test('an added relay is read at once by feeds opened after, and from the first request after a reload', async ({ page, offsite }) => {
    void offsite;
    await page.goto('/tags/settingsrelayfirst');
    await expect(page.getByText('No pictures found here yet.')).toBeVisible();

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Relay address').fill(`${SECOND_RELAY}/`);
    await page.getByRole('button', { name: 'Add relay' }).click();
    const added = page.getByRole('list', { name: 'Added on this device' });
    await expect(added.getByRole('listitem')).toHaveCount(1);
    await expect(added.getByRole('listitem')).toContainText(SECOND_RELAY);
    await expect(page.getByRole('status').filter({ hasText: 'Added' })).toContainText(`Added ${SECOND_RELAY}.`);

    // Without a reload: the gallery, then another tag through the search.
    await page.getByRole('link', { name: 'Back to pictures' }).click();
    await page.getByRole('button', { name: /: search$/ }).click();
    await page.getByPlaceholder('search for topics, tags or people', { exact: true }).fill('settingsrelaylater');
    await page.keyboard.press('Enter');
    await expect(page.locator(imageOf(`${MEDIA_BASE}/media/settingsrelaylater.jpg`))).toBeVisible();

    await page.goto('/tags/settingsrelayfirst');
    await expect(page.locator(imageOf(`${MEDIA_BASE}/media/settingsrelayfirst.jpg`))).toBeVisible();
    expect(await storedSettings(page)).toMatchObject({ addedRelays: [SECOND_RELAY] });
  });

  test('a bad or repeated address is refused with its reason, tied to the field; an added relay can be removed', async ({
    page,
    offsite,
  }) => {
    void offsite;
    await openSettings(page);
    const field = page.getByLabel('Relay address');
    const add = page.getByRole('button', { name: 'Add relay' });
    await field.fill('https://relay.example.com');
    await add.click();
    const problem = page.getByRole('alert');
    await expect(problem).toHaveText('A relay address starts with wss://.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-describedby', (await problem.getAttribute('id')) ?? 'no id');
    await expect(page.getByText('None yet.')).toBeVisible();

    await field.fill(SECOND_RELAY);
    await add.click();
    await expect(problem).toHaveCount(0);
    await expect(field).toHaveValue('');
    await field.fill(`${SECOND_RELAY}/`);
    await add.click();
    await expect(page.getByRole('alert')).toHaveText('That relay is already in your list.');
    await field.fill(RELAY_URL);
    await add.click();
    await expect(page.getByRole('alert')).toHaveText('The app reads from that relay already.');

    await page.getByRole('button', { name: `Remove ${SECOND_RELAY}` }).click();
    await expect(page.getByText('None yet.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('None yet.')).toBeVisible();
  });

  test('the configured relays are listed, and the user\u2019s own relay list once signed in', async ({ page, fixtures, offsite }) => {
    void offsite;
    await installExtension(page, fixtures.meta.viewer.secretKeyHex);
    await openSettings(page);
    await expect(page.getByText(RELAY_URL, { exact: true })).toBeVisible();
    await expect(page.getByText('Sign in to see your relay list.')).toBeVisible();
    await loginWithExtension(page);
    await expect(page.getByText('ws://127.0.0.1:7449')).toBeVisible();
    await expect(page.getByText('(read)')).toBeVisible();
    await expect(page.getByText('(read and write)')).toBeVisible();
  });
});

test('a bad stored field falls back alone, the others kept', async ({ page, offsite }) => {
  void offsite;
  await page.addInitScript(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          settings: { trust: 42, motion: 'reduce', videoAutoplay: 'no', imageProxy: 'none', addedRelays: 'nope' },
        }),
      ),
    KEY,
  );
  await openSettings(page);
  await expect(group(page, 'Show media from').getByRole('radio', { name: 'Everyone' })).toBeChecked();
  await expect(group(page, 'Reduce motion').getByRole('radio', { name: 'Reduce' })).toBeChecked();
  await expect(group(page, 'Play videos automatically').getByRole('checkbox')).toBeChecked();
  await expect(group(page, 'Image proxy').getByRole('radio', { name: 'None: original files' })).toBeChecked();
  await expect(page.getByText('None yet.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduce');
});

test('stored text that is not JSON gives the defaults, and the app still starts', async ({ page, offsite }) => {
  void offsite;
  await page.addInitScript((key) => localStorage.setItem(key, '{"version":1,"settings":{"motion":"reduce"'), KEY);
  await page.goto('/tags/photography');
  await expect(page.locator(`.grid-tile img[src*="/plain/"]`).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'system');
  await openSettings(page);
  await expect(group(page, 'Reduce motion').getByRole('radio', { name: 'Follow the system' })).toBeChecked();
  await expect(group(page, 'Image proxy').getByRole('radio', { name: new URL(MEDIA_BASE).host })).toBeChecked();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the settings fit 390 px without sideways scrolling, with 44 px targets, and the corner controls scroll away with the header', async ({
    page,
    offsite,
  }) => {
    void offsite;
    await page.goto('/tags/photography');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    // A long address must break, not widen the page.
    await page
      .getByLabel('Relay address')
      .fill(`${SECOND_RELAY}/a-long-path-that-names-a-relay-behind-a-proxy-of-its-own-on-this-computer`);
    await page.getByRole('button', { name: 'Add relay' }).click();
    await expect(page.getByRole('button', { name: /^Remove / })).toBeVisible();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const small = await page
      .locator('.settings .button, .settings__choice, .settings input[type="text"], .top-right-control .button')
      .evaluateAll((elements) =>
        elements
          .map((element) => ({
            name: element.textContent?.trim() || element.getAttribute('aria-label') || '',
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ name }) => name),
      );
    expect(small).toEqual([]);

    // Scrolled down, the corner controls have gone with the header rather than cover a field.
    await page.getByRole('button', { name: 'Add relay' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).not.toBeInViewport();
    await expect(page.getByRole('link', { name: 'Settings' })).not.toBeInViewport();
  });
});
