import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Steps the open scroll view down with the arrow key from item `from` until item `last`
 * (1-based), each press as soon as the item before is in view, before its scroll has settled.
 */
export async function stepDownTo(page: Page, last: number, from = 1): Promise<void> {
  const feed = page.getByRole('feed');
  for (let position = from + 1; position <= last; position++) {
    await page.keyboard.press('ArrowDown');
    await expect(feed.locator(`article[aria-posinset="${position}"]`)).toBeInViewport({ ratio: 0.9 });
  }
}
