import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Steps the open scroll view down with the arrow key until item `last` (1-based), each
 * press as soon as the item before is in view, before its scroll has settled.
 */
export async function stepDownTo(page: Page, last: number): Promise<void> {
  const feed = page.getByRole('feed');
  for (let position = 2; position <= last; position++) {
    await page.keyboard.press('ArrowDown');
    await expect(feed.locator(`article[aria-posinset="${position}"]`)).toBeInViewport({ ratio: 0.9 });
  }
}
