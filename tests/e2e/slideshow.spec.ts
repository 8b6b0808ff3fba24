import { expect, test } from './fixtures';
import { pictureLoaded } from './layout-boxes';

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
  const caption = page.locator('.slideshow__caption');
  await expect(caption).toHaveCount(0);
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
