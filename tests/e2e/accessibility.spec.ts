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

/** Runs each screen's check in turn; every screen must come out with no serious fault. */
async function expectNoneOn(page: Page, screens: [string, () => Promise<void>][]): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const [screen, open] of screens) {
    await open();
    found[screen] = await seriousViolations(page);
  }
  expect(found).toEqual(Object.fromEntries(screens.map(([screen]) => [screen, []])));
}

test('the gallery, its search, login, scroll view and slideshow are free of serious accessibility faults (axe-core, WCAG 2.1 AA)', async ({
  page,
  offsite,
}) => {
  // Each axe-core pass over the page takes seconds.
  test.setTimeout(60_000);
  void offsite;
  const tile = page.locator('.grid-tile').first();
  await expectNoneOn(page, [
    [
      'grid',
      async () => {
        await page.goto('/tags/photography');
        await expect(tile.locator('img')).toBeVisible();
      },
    ],
    [
      'hover',
      async () => {
        await tile.hover();
        await expect(tile.locator('.grid-tile__info, [class*="hover"]').first()).toBeVisible();
      },
    ],
    [
      'search with results',
      async () => {
        await page.getByRole('button', { name: /: search$/ }).click();
        await page.getByPlaceholder('search for topics, tags or people').fill('photo');
        await expect(page.getByRole('heading', { name: 'Hashtags' })).toBeVisible();
      },
    ],
    [
      'login dialog',
      async () => {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    ],
    [
      'scroll view',
      async () => {
        await page.keyboard.press('Escape');
        await tile.getByRole('button').click();
        await expect(page.getByRole('feed')).toBeVisible();
      },
    ],
    [
      'slideshow',
      async () => {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Play slideshow' }).click();
        await expect(page.locator('img.slideshow__image')).toBeVisible();
      },
    ],
  ]);
});

test('the author page, the adult warning, not found and the settings are free of serious accessibility faults', async ({
  page,
  fixtures,
  offsite,
}) => {
  void offsite;
  await expectNoneOn(page, [
    [
      'author page',
      async () => {
        await page.goto(`/p/${authorNamed(fixtures.authors, 'alice').npub}`);
        await expect(page.locator('.grid-tile').first()).toBeVisible();
      },
    ],
    [
      'adult warning',
      async () => {
        await page.goto('/tags/nsfw');
        await expect(page.getByRole('button', { name: 'Proceed Anyway' })).toBeVisible();
      },
    ],
    [
      'not found',
      async () => {
        await page.goto('/some/unknown/path');
        await expect(page.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
      },
    ],
    [
      'settings',
      async () => {
        await page.goto('/settings');
        await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
        await page.getByLabel('Relay address').fill('https://not.a.relay');
        await page.getByRole('button', { name: 'Add relay' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
      },
    ],
  ]);
});
