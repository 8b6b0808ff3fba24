import { finalizeEvent, generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { bytesToHex, hexToBytes } from 'nostr-tools/utils';
import { hostileContent } from '../support/hostile-content';
import { expect, MEDIA_BASE, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { imageOf } from './proxied-image';
import { freshUser, loginDialog, openFirstPost, submitLogin } from './session-helpers';

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
  // The author's own extension, to see the list among "Your lists".
  await installExtension(page, bytesToHex(secret));
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (['image', 'media'].includes(request.resourceType())) loaded.push(request.url());
  });

  await page.goto(`/p/${npub}`);
  const tiles = page.locator('.grid-tile');
  for (const url of content.safeImageUrls) await expect(page.locator(imageOf(url))).toBeVisible();
  await expect(page.locator('.author-header')).toContainText('Hostile <img src=x onerror=');
  await tiles.first().hover();
  await tiles.first().getByRole('button').click();
  const current = page.locator('article[aria-posinset="1"]');
  await current.getByRole('button', { name: 'Show details' }).click();
  await expect(current.locator('.info-panel__text')).toContainText('<script>window.__pwned()</script>');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(page.locator('.slideshow__caption')).toContainText('<script>');
  await page.keyboard.press('Escape');
  // A people list whose title is all payloads: its route shows its member, and its owner's "Your lists" names it as text.
  await page.goto(`/list/${nip19.naddrEncode({ kind: 30000, pubkey: getPublicKey(secret), identifier: 'hostile' })}`);
  await expect(page.locator(imageOf(content.safeImageUrls[0] ?? ''))).toBeVisible();
  await loginWithExtension(page);
  await page.getByRole('button', { name: /search/ }).click();
  await expect(page.getByRole('region', { name: 'Your lists' })).toContainText('<script>window.__pwned()</script>');
  await page.keyboard.press('Escape');
  await page.goto('/tags/hostile');
  await expect(page.locator(imageOf(content.safeImageUrls[0] ?? ''))).toBeVisible();
  // A link cut short at a quote or an angle bracket is a plain http link; none keeps the rest.
  for (const src of await page
    .locator('img, video')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''))) {
    expect(src).toMatch(/^https?:\/\//);
    expect(src).not.toMatch(/["<>]|onerror|javascript:|data:|vbscript:/i);
  }

  expect(calls).toEqual([]);
  expect(loaded.filter((url) => !url.startsWith(`${MEDIA_BASE}/`))).toEqual([]);
  for (const url of content.safeImageUrls) expect(loaded.some((seen) => seen.endsWith(url))).toBe(true);
  // Nothing tried to leave the machine either (the fixture fails the test otherwise).
  expect(offsite).toEqual([]);
});

test('a NIP-05 document and an LNURL answer carrying script are refused with a clear message, and never run', async ({
  page,
  context,
  relay,
  offsite,
}) => {
  void offsite;
  const calls: string[] = [];
  await page.exposeFunction('reportPwned', (where: string) => calls.push(where));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPwned(where: string): void }).reportPwned;
    Object.defineProperty(window, '__pwned', { value: () => report(location.href) });
  });
  const script = '<script>window.__pwned()</script>';
  await context.route('https://hostile.test/.well-known/nostr.json?name=pat', (route) =>
    route.fulfill({
      json: { names: { pat: script }, nip46: { pat: [`javascript:window.__pwned()`] } },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  await context.route('https://hostile.test/.well-known/lnurlp/pat', (route) =>
    route.fulfill({
      json: {
        tag: 'payRequest',
        callback: 'javascript:window.__pwned()',
        metadata: JSON.stringify([['text/html', script]]),
        minSendable: 1000,
        maxSendable: 1e9,
        allowsNostr: true,
        nostrPubkey: 'a'.repeat(64),
      },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  const author = freshUser();
  const now = Math.floor(Date.now() / 1000);
  await relay.insert([
    finalizeEvent(
      { kind: 0, created_at: now, tags: [], content: JSON.stringify({ name: 'Pat', lud16: 'pat@hostile.test' }) },
      hexToBytes(author.secretKeyHex),
    ),
    finalizeEvent({ kind: 1, created_at: now - 5, tags: [], content: `${MEDIA_BASE}/media/pat-1.jpg` }, hexToBytes(author.secretKeyHex)),
  ]);

  await page.goto('/global');
  await submitLogin(page, 'pat@hostile.test');
  await expect(loginDialog(page).getByRole('alert')).toHaveText('No Nostr address pat@hostile.test. Check the address and try again.');
  await loginDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(loginDialog(page)).toHaveCount(0);

  await installExtension(page, freshUser().secretKeyHex);
  await page.reload();
  await loginWithExtension(page);
  await openFirstPost(page, author.npub);
  await page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Zap', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Zap failed' })).toHaveText("Zap failed: the author's wallet does not take zaps");
  expect(calls).toEqual([]);
});
