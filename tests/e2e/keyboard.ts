import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus, at most `limit` times; whether it got there. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<boolean> {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return true;
    await page.keyboard.press('Tab');
  }
  return target.evaluate((element) => element === document.activeElement);
}
