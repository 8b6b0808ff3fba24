import type { Page } from '@playwright/test';
import type { FixtureSet } from '../support/fixtures';
import { expect, test } from './fixtures';
import { overlapping, pictureLoaded } from './layout-boxes';

test('the slideshow plays proxied pictures, pauses for real and steps with the arrows', async ({ page, offsite }) => {
  void offsite;
  await page.clock.install();
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.getByRole('button', { name: 'Play slideshow' }).click();

  const slideshow = page.getByLabel('Slideshow', { exact: true });
  const image = slideshow.locator('img.slideshow__image');
  await page.clock.fastForward(200);
  await expect(image).toHaveAttribute('src', /\/insecure\/f:webp\/rs:fill:\d+\/plain\//);
  const first = await image.getAttribute('src');

  await page.clock.fastForward(8_100);
  await expect(image).not.toHaveAttribute('src', first ?? '');
  const second = await image.getAttribute('src');

  await page.keyboard.press('p');
  await expect(slideshow.getByText('Paused')).toBeAttached();
  await page.clock.fastForward(20_000);
  await expect(image).toHaveAttribute('src', second ?? '');

  await page.keyboard.press('p');
  await expect(slideshow.getByText('Paused')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(image).not.toHaveAttribute('src', second ?? '');

  await page.keyboard.press('Escape');
  await expect(slideshow).toHaveCount(0);
});

test('each picture is fitted to a wide screen whole, never cut to fill it', async ({ page, offsite }) => {
  void offsite;
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  const image = page.getByLabel('Slideshow', { exact: true }).locator('img.slideshow__image');
  await pictureLoaded(image);
  // Layout sizes: the drift animation's scale is a transform, not part of the fit.
  const size = await image.evaluate((element: HTMLImageElement) => [element.offsetWidth, element.offsetHeight]);
  expect(size).toEqual([1280, 560]);
});

test('the caption follows the picture two seconds later', async ({ page, offsite }) => {
  void offsite;
  await page.clock.install();
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await page.clock.fastForward(200);
  await expect(page.locator('img.slideshow__image')).toBeVisible();
  const caption = page.locator('.slideshow__caption');
  // The region is always there (a live region must exist before it speaks); it starts empty.
  await expect(caption).toBeAttached();
  await expect(caption.locator('.author-badge')).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expect(caption.locator('.author-badge')).toBeVisible();
});

test('the play button is not offered on narrow screens', async ({ page, offsite }) => {
  void offsite;
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeHidden();
});

/**
 * Stops the page's installed clock (which otherwise also flows with real time) half a second
 * ahead, so the target is not already past when the call lands: from here on only fastForward moves it.
 */
async function freezeClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
}

/** The first words of the text of the post whose picture `src` shows (the proxied address ends in the media URL). */
function wordsOfPictureIn(src: string | null, fixtures: FixtureSet): string {
  const url = src?.split('/plain/')[1] ?? '';
  const post = fixtures.meta.posts.find(
    (candidate) => !candidate.hidden && [1, 20].includes(candidate.kind) && candidate.urls.includes(url),
  );
  const event = fixtures.events.find((candidate) => candidate.id === post?.id);
  if (!event) throw new Error(`no fixture post shows ${url}`);
  // The caption leaves out the trailing hashtags and the media address.
  return event.content.split('\n')[0]?.split(' #')[0]?.slice(0, 14) ?? '';
}

test('at a change the caption goes at once and the new one comes 2 seconds later, also when stepping while paused', async ({
  page,
  offsite,
  fixtures,
}) => {
  void offsite;
  await page.clock.install();
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  const image = page.locator('img.slideshow__image');
  const caption = page.locator('.slideshow__caption');
  // The slideshow is loaded on demand: its timers start once its picture is on screen.
  await expect(image).toBeVisible();
  await freezeClock(page);
  await page.clock.fastForward(2_000);
  await expect(caption.locator('.author-badge')).toBeVisible();
  const first = await image.getAttribute('src');
  await expect(caption).toContainText(wordsOfPictureIn(first, fixtures));

  for (const paused of [false, true]) {
    if (paused) await page.keyboard.press('p');
    const before = await image.getAttribute('src');
    await page.keyboard.press('ArrowRight');
    await expect(image).not.toHaveAttribute('src', before ?? '');
    // No time has passed on the page's clock: the old caption must already be gone.
    await expect(caption.locator('.author-badge')).toHaveCount(0);
    await expect(caption).toHaveText('');
    await page.clock.fastForward(1_900);
    await expect(caption).toHaveText('');
    await page.clock.fastForward(200);
    await expect(caption.locator('.author-badge')).toBeVisible();
    await expect(caption).toContainText(wordsOfPictureIn(await image.getAttribute('src'), fixtures));
  }
  await expect(page.getByRole('button', { name: 'Resume slideshow' })).toBeAttached();
});

test('moving the pointer shows previous, pause, next and the progress line; they fade when it rests', async ({ page, offsite }) => {
  void offsite;
  await page.clock.install();
  await page.goto('/tags/photography?view=slideshow');
  const image = page.locator('img.slideshow__image');
  await page.clock.fastForward(200);
  await expect(image).toBeVisible();
  await freezeClock(page);
  const controls = page.locator('.slide-controls__buttons');
  const previous = page.getByRole('button', { name: 'Previous picture' });
  const pause = page.getByRole('button', { name: 'Pause slideshow' });
  const next = page.getByRole('button', { name: 'Next picture' });
  // The progress line is aria-hidden (its value moves only in CSS), so it is found by class.
  const progress = page.locator('.slide-controls__progress');
  const fill = progress.locator('.slide-controls__progress-fill');
  await expect(controls).toHaveCSS('opacity', '0');

  await page.mouse.move(300, 300);
  await page.mouse.move(320, 310);
  await expect(controls).toHaveCSS('opacity', '1');
  await expect(previous).toHaveAttribute('title', 'Previous picture (←)');
  await expect(pause).toHaveAttribute('title', 'Pause slideshow (P or Space)');
  await expect(next).toHaveAttribute('title', 'Next picture (→)');
  await expect(progress).toBeVisible();
  // The line runs for the time the picture stays (docs/constants.md: the next after 8 s).
  await expect(fill).toHaveCSS('animation-name', 'slide-progress');
  await expect(fill).toHaveCSS('animation-duration', '8s');
  await expect(fill).toHaveCSS('animation-play-state', 'running');

  const src = await image.getAttribute('src');
  await next.click();
  await expect(image).not.toHaveAttribute('src', src ?? '');
  await pause.click();
  await expect(page.getByRole('button', { name: 'Resume slideshow' })).toHaveAttribute('title', 'Resume slideshow (P or Space)');
  await expect(page.getByText('Paused')).toBeAttached();
  await expect(fill).toHaveCSS('animation-play-state', 'paused');

  // Without movement they stay 2.5 seconds, then fade. The class decides it; the opacity
  // takes 0.4 s to follow, so it would still read 1 just after an early fade.
  const shown = page.locator('.slide-controls');
  await page.clock.fastForward(2_000);
  await expect(shown).toHaveClass(/\bis-shown\b/);
  await page.clock.fastForward(600);
  await expect(shown).not.toHaveClass(/\bis-shown\b/);
  await expect(controls).toHaveCSS('opacity', '0');
  await expect(progress).toHaveCSS('opacity', '0');
});

test('keyboard focus on a control keeps the controls shown, and Space there toggles the pause once', async ({ page, offsite }) => {
  void offsite;
  await page.clock.install();
  await page.goto('/tags/photography?view=slideshow');
  await page.clock.fastForward(200);
  await expect(page.locator('img.slideshow__image')).toBeVisible();
  const controls = page.locator('.slide-controls__buttons');
  // Reached by the keyboard, so the browser marks the focus as visible.
  await page.getByRole('button', { name: 'Previous picture' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
  await expect(controls).toHaveCSS('opacity', '1');
  await page.clock.fastForward(5_000);
  // The class, not the opacity, which would still read 1 during a fade just begun.
  await expect(page.locator('.slide-controls')).toHaveClass(/\bis-shown\b/);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Resume slideshow' })).toBeFocused();
  await expect(page.getByText('Paused')).toBeAttached();
});

test('the slow zoom runs, and stops for those who ask for less motion', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography?view=slideshow');
  const image = page.locator('img.slideshow__image');
  await expect(image).toBeVisible();
  await expect(image).toHaveCSS('animation-name', 'slideshow-drift');
  const transform = (): Promise<string> => image.evaluate((element) => getComputedStyle(element).transform);
  const start = await transform();
  await expect.poll(transform).not.toBe(start);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(image).toHaveCSS('animation-name', 'none');
  await expect(image).toHaveCSS('transform', 'none');
  // The progress line stays: it says how long the picture remains, it is no decoration.
  await expect(page.locator('.slide-controls__progress-fill')).toHaveCSS('animation-name', 'slide-progress');
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a first tap shows the controls without pausing, a second pauses; the controls are at least 44 px and clear of the caption', async ({
    page,
    offsite,
  }) => {
    void offsite;
    // The play button is not offered here (docs/views-and-keys.md, Slideshow view), but an address may still open the slideshow.
    await page.clock.install();
    await page.goto('/tags/photography?view=slideshow');
    await page.clock.fastForward(200);
    const image = page.locator('img.slideshow__image');
    await expect(image).toBeVisible();
    await freezeClock(page);
    await page.clock.fastForward(2_000);
    await expect(page.locator('.slideshow__caption .author-badge')).toBeVisible();
    const controls = page.locator('.slide-controls__buttons');
    await expect(controls).toHaveCSS('opacity', '0');

    await page.touchscreen.tap(195, 300);
    await expect(controls).toHaveCSS('opacity', '1');
    await expect(page.getByText('Paused')).toHaveCount(0);
    for (const name of ['Previous picture', 'Pause slideshow', 'Next picture']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    }
    expect(await overlapping(page.locator('.slide-controls__button'), page.locator('.slideshow__caption > *'))).toEqual([]);

    await page.touchscreen.tap(195, 300);
    await expect(page.getByText('Paused')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Resume slideshow' })).toBeAttached();
  });
});
