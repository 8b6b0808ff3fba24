import { expect, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { consoleErrors, freshUser } from './session-helpers';

const imageOf = (url: string) => `img[src$="/plain/${url}"]`;

test('with localStorage disabled the gallery browses and a login works for the visit', async ({ page, fixtures, offsite }) => {
  void offsite;
  const errors = consoleErrors(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The user denied storage', 'SecurityError');
      },
    });
  });
  await installExtension(page, freshUser().secretKeyHex);
  await page.goto('/tags/photography');
  await expect(page.locator(imageOf(fixtures.meta.photographyImageUrls[0] ?? ''))).toBeVisible();
  await loginWithExtension(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(pageErrors).toEqual([]);
  expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
});

const brokenStores = {
  'failing to open': () => {
    IDBFactory.prototype.open = function open(): IDBOpenDBRequest {
      throw new DOMException('The disk is on fire', 'UnknownError');
    };
  },
  missing: () => {
    Object.defineProperty(window, 'indexedDB', { value: undefined });
  },
};

for (const [fault, breakStore] of Object.entries(brokenStores)) {
  test(`with IndexedDB ${fault} the gallery browses without its cache, and says nothing alarming, once`, async ({ page, fixtures, offsite }) => {
    void offsite;
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(breakStore);
    await page.goto('/tags/photography');
    await expect(page.locator(imageOf(fixtures.meta.photographyImageUrls[0] ?? ''))).toBeVisible();
    // Past the cache adapter's 10 s write timer: a failing store must not complain each time.
    await page.waitForTimeout(11_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
    const repeated = messages.filter((text, index) => messages.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });
}
