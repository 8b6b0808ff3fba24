/**
 * Zaps paid through a wallet connected with Nostr Wallet Connect (NIP-47;
 * docs/session-and-actions.md, Wallet connection): a wallet service in the test process
 * on the local relay, which pays by telling the author's LNURL server, which publishes
 * the receipt. The connection is kept sealed, a refusal is said in words, and
 * Disconnect and logout remove it.
 */
import type { Page } from '@playwright/test';
import { startLnurlServer, type LnurlServer } from '../support/lnurl-server';
import { FIXTURE_DOMAIN } from '../support/fixtures-small';
import { startNwcWalletService, type NwcWalletService } from '../support/nwc-wallet-service';
import { watchViolations } from './csp-violations';
import { expect, RELAY_URL, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { authorNamed, freshUser, openFirstPost } from './session-helpers';
import { installWebln, routeToLocal } from './webln';
import { slotPort } from '../support/ports';

const LNURL_PORT = slotPort(7451);

/** Every value this page keeps: localStorage and each IndexedDB database, as text; a CryptoKey as what can be read of it. */
function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`);
    const result = <T>(request: IDBRequest<T>): Promise<T> =>
      new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await result(indexedDB.open(name));
      for (const store of Array.from(database.objectStoreNames)) {
        const values = await result(database.transaction(store, 'readonly').objectStore(store).getAll());
        for (const value of values) {
          texts.push(value instanceof CryptoKey ? `${name}: CryptoKey extractable=${String(value.extractable)}` : JSON.stringify(value));
        }
      }
      database.close();
    }
    return texts.join('\n');
  });
}

async function connectInSettings(page: Page, uri: string): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click();
  const wallet = page.getByRole('region', { name: 'Wallet' });
  await wallet.getByRole('textbox', { name: 'Wallet connection' }).fill(uri);
  await wallet.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(wallet.getByText(`Connected through ${RELAY_URL}`)).toBeVisible();
}

async function withServers(relayUrl: string, run: (lnurl: LnurlServer, wallet: NwcWalletService) => Promise<void>): Promise<void> {
  const lnurl = await startLnurlServer({ port: LNURL_PORT, relayUrl });
  const wallet = await startNwcWalletService({ relayUrl, lnurl });
  try {
    await run(lnurl, wallet);
  } finally {
    await wallet.stop();
    await lnurl.stop();
  }
}

test('a connected wallet pays a zap of any amount at once; it is zapped when the receipt arrives, and the connection is stored sealed', async ({
  page,
  context,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const violations = await watchViolations(page);
  await withServers(relay.url, async (lnurl, wallet) => {
    await routeToLocal(context, FIXTURE_DOMAIN, lnurl.url);
    const user = freshUser();
    await installExtension(page, user.secretKeyHex);
    await page.goto('/global');
    await loginWithExtension(page);
    await connectInSettings(page, wallet.uri);

    // Nowhere in the page's storage is the secret, or the URI, in plain text.
    const stored = await everythingStored(page);
    expect(stored).not.toContain(wallet.secret);
    expect(stored).not.toContain('walletconnect');
    expect(stored).toContain('diorama-keys: CryptoKey extractable=false');

    const alice = authorNamed(fixtures.authors, 'alice');
    const postId = await openFirstPost(page, alice.npub);
    const zap = page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Zap', exact: true });
    await zap.click();
    const dialog = page.getByRole('dialog', { name: 'Zap this post' });
    await expect(dialog.getByText(`Paid from your connected wallet (through ${RELAY_URL}).`)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Other amount' }).check();
    await dialog.getByRole('textbox', { name: 'Amount in sats' }).fill('500');
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Lovely light');
    await dialog.getByRole('button', { name: /^Zap 500 sats/ }).click();

    await expect(dialog.getByRole('status').filter({ hasText: 'Zapped 500 sats.' })).toBeVisible();
    await expect(zap).toHaveAttribute('aria-pressed', 'true');
    const request = lnurl.requests.at(-1);
    expect(request?.event.content).toBe('Lovely light');
    expect(request?.event.tags).toEqual(
      expect.arrayContaining([
        ['amount', '500000'],
        ['e', postId],
        ['p', alice.pubkey],
      ]),
    );
    expect(wallet.requests).toEqual([{ method: 'pay_invoice', invoice: request?.invoice, encryption: 'nip44_v2' }]);
    expect(lnurl.payments).toEqual([{ invoice: request?.invoice }]);
    expect(violations).toEqual([]);

    // The amount is remembered on this device for the next zap.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(zap).toHaveAttribute('title', /^Zap 500 sats/);
    await zap.click();
    await expect(dialog.getByRole('radio', { name: 'Other amount' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Amount in sats' })).toHaveValue('500');
  });
});

test("a wallet's refusal is said in words, and the zap is not zapped", async ({ page, context, relay, fixtures, offsite }) => {
  void offsite;
  await withServers(relay.url, async (lnurl, wallet) => {
    await routeToLocal(context, FIXTURE_DOMAIN, lnurl.url);
    await installExtension(page, freshUser().secretKeyHex);
    await page.goto('/global');
    await loginWithExtension(page);
    await openFirstPost(page, authorNamed(fixtures.authors, 'alice').npub);
    const zap = page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Zap', exact: true });
    await zap.click();

    // Connected from the zap dialog itself.
    const dialog = page.getByRole('dialog', { name: 'Zap this post' });
    await dialog.getByText('Connect a wallet').click();
    await dialog.getByRole('textbox', { name: 'Wallet connection' }).fill('nostr+walletconnect://not-a-wallet');
    await dialog.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That wallet connection has no relay or no secret. Copy it from your wallet again.');
    await dialog.getByRole('textbox', { name: 'Wallet connection' }).fill(wallet.uri);
    await dialog.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(dialog.getByText(`Paid from your connected wallet (through ${RELAY_URL}).`)).toBeVisible();

    wallet.failNext('QUOTA_EXCEEDED', 'budget spent');
    await dialog.getByRole('button', { name: /^Zap 21 sats/ }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "Zap failed: Your wallet's spending limit for this connection is used up. It said: “budget spent”",
    );
    await expect(zap).toHaveAttribute('aria-pressed', 'false');
    expect(wallet.requests).toHaveLength(1);
    expect(lnurl.payments).toEqual([]);
  });
});

test('Disconnect removes the wallet, WebLN pays again, and logging out removes a connected wallet', async ({
  page,
  context,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  await withServers(relay.url, async (lnurl, wallet) => {
    await routeToLocal(context, FIXTURE_DOMAIN, lnurl.url);
    const paidByWebln: string[] = [];
    await installWebln(page, async (invoice) => {
      paidByWebln.push(invoice);
      await lnurl.markPaid(invoice);
    });
    await installExtension(page, freshUser().secretKeyHex);
    await page.goto('/global');
    await loginWithExtension(page);
    await connectInSettings(page, wallet.uri);

    const section = page.getByRole('region', { name: 'Wallet' });
    await section.getByRole('button', { name: 'Disconnect' }).click();
    await expect(section.getByRole('textbox', { name: 'Wallet connection' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('diorama-wallet'))).toBeNull();

    await openFirstPost(page, authorNamed(fixtures.authors, 'alice').npub);
    await page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Zap', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Zap this post' });
    await dialog.getByRole('button', { name: /^Zap 21 sats/ }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Zapped 21 sats.' })).toBeVisible();
    expect(paidByWebln).toHaveLength(1);
    expect(wallet.requests).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await connectInSettings(page, wallet.uri);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wallet' }).getByRole('textbox', { name: 'Wallet connection' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('diorama-wallet'))).toBeNull();
  });
});
