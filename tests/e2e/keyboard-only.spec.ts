import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

/** Whether the focused element shows a focus ring the eye can see. */
function focusVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const ring = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    // A picture's ring is a bordered layer over it (its own outline would sit under the image).
    const layer = getComputedStyle(element, '::after');
    const framed = layer.content !== 'none' && layer.borderTopStyle !== 'none' && parseFloat(layer.borderTopWidth) > 0;
    return ring(getComputedStyle(element)) || framed;
  });
}

test('the keyboard alone reaches every control in order, with a visible focus ring', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile img').first()).toBeVisible();

  const order = ['Settings', 'Login', 'Back to home', 'Filters', 'Scroll view', 'Play slideshow'];
  const reached: string[] = [];
  for (let press = 0; press < 12 && reached.length < order.length + 2; press++) {
    await page.keyboard.press('Tab');
    expect(await focusVisible(page), `focus ring after ${press + 1} Tab presses`).toBe(true);
    reached.push(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? ''),
    );
  }
  // The settings and account controls of the shared layout, then the gallery's corner controls left to
  // right, then the header and the pictures.
  expect(reached.slice(0, order.length)).toEqual(order);

  const firstPicture = page.locator('.grid-tile').first().getByRole('button');
  expect(await tabTo(page, firstPicture)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('feed')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('feed')).toHaveCount(0);
});

test('the login dialog keeps focus inside while open and gives it back when closed', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  expect(await tabTo(page, login)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByPlaceholder('Nostr Address / Bunker URL')).toBeFocused();
  // Backwards out of the first field first, then round forwards past the last control.
  const presses = ['Shift+Tab', 'Shift+Tab', ...Array.from({ length: 8 }, (_, index) => (index % 3 === 2 ? 'Shift+Tab' : 'Tab'))];
  for (const [press, key] of presses.entries()) {
    await page.keyboard.press(key);
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    const onPage = await page.evaluate(() => document.activeElement === document.body || document.activeElement === null);
    // Focus stays in the dialog (or briefly on the browser's own chrome, never the page behind).
    expect(inside || onPage, `focus after ${press + 1} presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(login).toBeFocused();
});

test('pictures have meaningful alternative text', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  const alts = await page.locator('.grid-tile img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
  expect(alts.length).toBeGreaterThan(3);
  for (const alt of alts) {
    expect(alt.trim().length, `alt "${alt}"`).toBeGreaterThan(3);
    expect(alt, 'not a file name or address').not.toMatch(/^https?:|\.(jpe?g|png|webp|gif)$/i);
  }
});

test('changes are announced politely: the slideshow caption and the feed status are live regions', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  await expect(page.locator('.feed-status')).toHaveAttribute('aria-live', 'polite');
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(page.locator('.slideshow__caption')).toHaveAttribute('aria-live', 'polite');
  // Only the caption speaks; the picture changing every few seconds is not announced.
  expect(await page.locator('[aria-live="assertive"], [role="alert"]').count()).toBe(0);
});
