import { eventCacheExists, insertCorruptCachedEvent, rewriteSnapshots, savedFeedEvents } from './feed-cache';
import { expect, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { consoleErrors, freshUser } from './session-helpers';
import { imageOf } from './proxied-image';

const brokenLocalStorage = {
  disabled: () => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The user denied storage', 'SecurityError');
      },
    });
  },
  full: () => {
    Storage.prototype.setItem = function setItem(): void {
      throw new DOMException('The quota has been exceeded', 'QuotaExceededError');
    };
  },
};

for (const [fault, breakStorage] of Object.entries(brokenLocalStorage)) {
  test(`with localStorage ${fault} the gallery browses and a login works for the visit`, async ({ page, fixtures, offsite }) => {
    void offsite;
    const errors = consoleErrors(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(breakStorage);
    await installExtension(page, freshUser().secretKeyHex);
    await page.goto('/tags/photography');
    await expect(page.locator(imageOf(fixtures.meta.photographyImageUrls[0] ?? ''))).toBeVisible();
    await loginWithExtension(page);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.locator('.grid-tile').first().getByRole('button').click();
    await expect(page.getByRole('feed')).toBeVisible();
    expect(pageErrors).toEqual([]);
    expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });
}

const brokenStores = {
  'failing to open': () => {
    IDBFactory.prototype.open = function open(): IDBOpenDBRequest {
      throw new DOMException('The disk is on fire', 'UnknownError');
    };
  },
  missing: () => {
    Object.defineProperty(window, 'indexedDB', { value: undefined });
  },
  'full (every write fails)': () => {
    const full = (): never => {
      throw new DOMException('The quota has been exceeded', 'QuotaExceededError');
    };
    IDBObjectStore.prototype.put = full;
    IDBObjectStore.prototype.add = full;
  },
};

for (const [fault, breakStore] of Object.entries(brokenStores)) {
  test(`with IndexedDB ${fault} the gallery browses without its cache, and says nothing alarming, once`, async ({
    page,
    fixtures,
    offsite,
  }) => {
    void offsite;
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(breakStore);
    await page.clock.install();
    await page.goto('/tags/photography');
    await expect(page.locator(imageOf(fixtures.meta.photographyImageUrls[0] ?? ''))).toBeVisible();
    // Past the cache adapter's 10 s write timer, twice: a failing store must not complain each time.
    await page.clock.runFor(21_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
    const repeated = messages.filter((text, index) => messages.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });
}

for (const change of ['corrupt-first-two', 'old-version'] as const) {
  test(`a feed cache with ${change === 'old-version' ? 'a record of an older version' : 'corrupted entries'} never breaks the page`, async ({
    context,
    page,
    relay,
    fixtures,
    offsite,
  }) => {
    void offsite;
    await page.goto('/tags/photography');
    await expect(page.locator(imageOf(fixtures.meta.photographyImageUrls[0] ?? ''))).toBeVisible();
    await expect.poll(() => savedFeedEvents(page)).toBeGreaterThan(2);
    // Leaving saves the feed once more: the cache is rewritten after, from a page without the app.
    await page.close();
    const second = await context.newPage();
    await second.goto('/favicon.svg');
    await rewriteSnapshots(second, change);

    await relay.stop();
    try {
      const warnings: string[] = [];
      second.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const pageErrors: string[] = [];
      second.on('pageerror', (error) => pageErrors.push(error.message));
      await second.goto('/tags/photography');
      if (change === 'old-version') {
        await expect(second.getByRole('alert')).toContainText("Can't reach any relay.");
        // Discarded, not misread: nothing from the old record is shown.
        await expect(second.locator('.grid-tile')).toHaveCount(0);
        expect(warnings).toContain('Discarded a feed cache of another version');
      } else {
        await expect(second.getByText('Offline: showing pictures saved on this device.')).toBeVisible();
        await expect(second.locator('.grid-tile').first()).toBeVisible();
        expect(warnings).toContain('Failed to deserialize 2 cached events');
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await relay.restart();
    }
  });
}

test("a corrupted row of the relay client's cache is skipped, never a crash", async ({ context, page, fixtures, offsite }) => {
  void offsite;
  const alice = fixtures.authors.find((author) => author.name === 'alice');
  if (!alice) throw new Error('no fixture author alice');
  await page.goto('/global');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await expect.poll(() => eventCacheExists(page)).toBe(true);
  await page.close();

  // Planted from a page without the app; the next visit's adapter loads it with its rows.
  const second = await context.newPage();
  await second.goto('/favicon.svg');
  await insertCorruptCachedEvent(second, alice.pubkey);
  await installExtension(second, alice.secretKeyHex);
  const errors = consoleErrors(second);
  const pageErrors: string[] = [];
  second.on('pageerror', (error) => pageErrors.push(error.message));
  await second.goto('/global');
  await expect(second.locator('.grid-tile').first()).toBeVisible();
  await expect.poll(() => eventCacheExists(second)).toBe(true);
  // Signing in as that author asks the cache for her lists, which meets the broken row.
  await loginWithExtension(second);
  await expect.poll(() => errors.some((text) => text.startsWith('failed to deserialize event'))).toBe(true);
  await expect(second.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(second.locator('.grid-tile').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});
