import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authorNamed } from './session-helpers';

/** WCAG 2.1 A and AA, as axe-core checks them. */
const STANDARDS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(STANDARDS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`));
}

test('every screen is free of serious accessibility faults (axe-core, WCAG 2.1 AA)', async ({ page, fixtures, offsite }) => {
  test.setTimeout(60_000);
  void offsite;
  const found: Record<string, string[]> = {};
  const check = async (screen: string) => {
    found[screen] = await seriousViolations(page);
  };

  await page.goto('/tags/photography');
  const tile = page.locator('.grid-tile').first();
  await expect(tile.locator('img')).toBeVisible();
  await check('grid');

  await tile.hover();
  await expect(tile.locator('.grid-tile__info, [class*="hover"]').first()).toBeVisible();
  await check('hover');

  await page.getByRole('button', { name: /: search$/ }).click();
  await page.getByPlaceholder('search for topics, tags or people').fill('photo');
  await expect(page.getByRole('heading', { name: 'Hashtags' })).toBeVisible();
  await check('search with results');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('login dialog');
  await page.keyboard.press('Escape');

  await tile.getByRole('button').click();
  await expect(page.getByRole('feed')).toBeVisible();
  await check('scroll view');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(page.locator('img.slideshow__image')).toBeVisible();
  await check('slideshow');
  await page.keyboard.press('Escape');

  await page.goto(`/p/${authorNamed(fixtures.authors, 'alice').npub}`);
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await check('author page');

  await page.goto('/tags/nsfw');
  await expect(page.getByRole('button', { name: 'Proceed Anyway' })).toBeVisible();
  await check('adult warning');

  await page.goto('/some/unknown/path');
  await expect(page.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
  await check('not found');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByLabel('Relay address').fill('https://not.a.relay');
  await page.getByRole('button', { name: 'Add relay' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await check('settings');

  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
});
