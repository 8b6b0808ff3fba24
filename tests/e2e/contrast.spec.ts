import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { backgroundLuminance, contrastRatio, luminance } from './screen-pixels';

/** WCAG 2.1 AA for normal text. */
const AA = 4.5;

/** Turns a picture pure white: the worst case under light text. */
async function whiten(image: Locator): Promise<void> {
  await image.evaluate((element: HTMLElement) => {
    element.style.filter = 'brightness(0) invert(1)';
  });
}

async function contrastOf(text: Locator): Promise<number> {
  const colour = await text.evaluate((element) => getComputedStyle(element).color.match(/\d+/g)?.slice(0, 3).map(Number) ?? [0, 0, 0]);
  return contrastRatio(luminance(colour), await backgroundLuminance(text));
}

test('text over pictures meets WCAG AA even over a white picture: the hover info and the slideshow caption', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  const tile = page.locator('.grid-tile').first();
  await expect(tile.locator('img')).toBeVisible();
  await whiten(tile.locator('img'));
  await tile.hover();
  // The first #photography post has an author, a text and a tag: every line is there to read.
  // The hashtags are read in their own (link) colour.
  for (const part of ['.grid-tile__author', '.grid-tile__text', '.grid-tile__tags a']) {
    const line = tile.locator(part).first();
    await expect(line, part).toBeVisible();
    expect(await contrastOf(line), part).toBeGreaterThanOrEqual(AA);
  }

  await page.getByRole('button', { name: 'Play slideshow' }).click();
  const image = page.locator('img.slideshow__image');
  await expect(image).toBeVisible();
  await page.keyboard.press('p');
  const caption = page.locator('.slideshow__caption p');
  await expect(caption).toBeVisible();
  await whiten(image);
  expect(await contrastOf(caption)).toBeGreaterThanOrEqual(AA);
  expect(await contrastOf(page.locator('.slideshow__caption .author-badge'))).toBeGreaterThanOrEqual(AA);
});
