import type { Page } from '@playwright/test';
import { startLnurlServer } from '../support/lnurl-server';
import { FIXTURE_DOMAIN } from '../support/fixtures-small';
import { startRemoteSigner } from '../support/remote-signer';
import { expect, test } from './fixtures';
import { watchViolations } from './csp-violations';
import { installExtension, loginWithExtension } from './nip07-extension';
import { authorNamed, freshUser, loginDialog, openFirstPost, submitLogin } from './session-helpers';
import { routeToLocal } from './webln';
import { slotPort } from '../support/ports';

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
}

test('the strict Content-Security-Policy holds through every view, the dialogs and every login method', async ({
  page,
  context,
  relay,
  fixtures,
  offsite,
}) => {
  test.setTimeout(60_000);
  void offsite;
  const violations = await watchViolations(page);
  const user = freshUser();
  const signer = await startRemoteSigner(relay.url, user.secretKeyHex);
  const lnurl = await startLnurlServer({ port: slotPort(7451), relayUrl: relay.url });
  try {
    await routeToLocal(context, FIXTURE_DOMAIN, lnurl.url);
    await context.route('https://signer.example/.well-known/nostr.json?name=pat', (route) =>
      route.fulfill({
        json: { names: { pat: user.pubkey }, nip46: { [user.pubkey]: [relay.url] } },
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    await installExtension(page, user.secretKeyHex);

    // Grid, search, scroll view, slideshow.
    await page.goto('/tags/photography');
    await expect(page.locator('.grid-tile').first()).toBeVisible();
    await page.locator('.search-header button').first().click();
    await page.keyboard.type('pho');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Every login method, each followed by a logout.
    await submitLogin(page, 'not a key');
    await expect(loginDialog(page).getByRole('alert')).toBeVisible();
    await loginDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(loginDialog(page)).toHaveCount(0);
    for (const text of [user.nsec, user.npub, signer.bunkerUrl, 'pat@signer.example']) {
      await submitLogin(page, text);
      await expect(loginDialog(page)).toBeHidden();
      await logOut(page);
    }
    await loginWithExtension(page);

    // An author page, the scroll view's actions, the zap dialog and the zap invoice's QR code.
    await openFirstPost(page, authorNamed(fixtures.authors, 'alice').npub);
    await page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Zap', exact: true }).click();
    const zapDialog = page.getByRole('dialog', { name: 'Zap this post' });
    await zapDialog.getByText('Connect a wallet').click();
    await expect(zapDialog.getByRole('textbox', { name: 'Wallet connection' })).toBeVisible();
    await zapDialog.getByRole('button', { name: /^Zap 21 sats/ }).click();
    await expect(page.getByRole('img', { name: 'Invoice QR code' })).toBeVisible();
    await zapDialog.getByRole('button', { name: 'Close' }).click();
    await page.goto('/no/such/page');
    await expect(page.getByRole('link').first()).toBeVisible();
    expect(violations).toEqual([]);
  } finally {
    signer.stop();
    await lnurl.stop();
  }
});
