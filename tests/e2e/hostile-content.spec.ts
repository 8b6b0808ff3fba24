import { generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { hostileContent } from '../support/hostile-content';
import { expect, MEDIA_BASE, test } from './fixtures';

test('script in every field of events never runs, and only http(s) media is loaded', async ({ page, relay, offsite }) => {
  const secret = generateSecretKey();
  const npub = nip19.npubEncode(getPublicKey(secret));
  const content = hostileContent(secret, MEDIA_BASE, Math.floor(Date.now() / 1000));
  await relay.insert(content.events);
  const calls: string[] = [];
  await page.exposeFunction('reportPwned', (where: string) => calls.push(where));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPwned(where: string): void }).reportPwned;
    Object.defineProperty(window, '__pwned', { value: () => report(location.href) });
  });
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (['image', 'media'].includes(request.resourceType())) loaded.push(request.url());
  });

  await page.goto(`/p/${npub}`);
  const tiles = page.locator('.grid-tile');
  for (const url of content.safeImageUrls) await expect(page.locator(`img[src$="/plain/${url}"]`)).toBeVisible();
  await expect(page.locator('.author-header')).toContainText('Hostile <img src=x onerror=');
  await tiles.first().hover();
  await tiles.first().getByRole('button').click();
  const current = page.locator('article[aria-posinset="1"]');
  await current.getByRole('button', { name: 'Show details' }).click();
  await expect(current.locator('.info-panel__text')).toContainText('<script>window.__pwned()</script>');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(page.locator('.slideshow__caption')).toContainText('<script>', { timeout: 6000 });
  await page.keyboard.press('Escape');
  await page.goto('/tags/hostile');
  await expect(page.locator(`img[src$="/plain/${content.safeImageUrls[0] ?? ''}"]`)).toBeVisible();
  // A link cut short at a quote or an angle bracket is a plain http link; none keeps the rest.
  for (const src of await page.locator('img, video').evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''))) {
    expect(src).toMatch(/^https?:\/\//);
    expect(src).not.toMatch(/["<>]|onerror|javascript:|data:|vbscript:/i);
  }

  expect(calls).toEqual([]);
  expect(loaded.filter((url) => !url.startsWith(`${MEDIA_BASE}/`))).toEqual([]);
  for (const url of content.safeImageUrls) expect(loaded.some((seen) => seen.endsWith(url))).toBe(true);
  // Nothing tried to leave the machine either (the fixture fails the test otherwise).
  expect(offsite).toEqual([]);
});
