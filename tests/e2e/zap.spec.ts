import { query } from '../support/relay-client';
import { startLnurlServer } from '../support/lnurl-server';
import { FIXTURE_DOMAIN } from '../support/fixtures-small';
import { expect, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { authorNamed, freshUser, openFirstPost } from './session-helpers';
import { installWebln, routeToLocal } from './webln';
import { slotPort } from '../support/ports';

const LNURL_PORT = slotPort(7451);

test("a zap asks the author's LNURL server for an invoice with a signed zap request, pays it through WebLN, and is zapped once its receipt arrives", async ({
  page,
  context,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const lnurl = await startLnurlServer({ port: LNURL_PORT, relayUrl: relay.url });
  try {
    await routeToLocal(context, FIXTURE_DOMAIN, lnurl.url);
    await installWebln(page, (invoice) => lnurl.markPaid(invoice));
    const user = freshUser();
    await installExtension(page, user.secretKeyHex);
    await page.goto('/global');
    await loginWithExtension(page);
    const alice = authorNamed(fixtures.authors, 'alice');
    const postId = await openFirstPost(page, alice.npub);
    const zap = page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Zap', exact: true });

    // With no wallet connected, the spec's zap: 21 sats and "Nice!", in one press of the dialog's button.
    await zap.click();
    const dialog = page.getByRole('dialog', { name: 'Zap this post' });
    await expect(dialog.getByRole('radio', { name: '21 sats' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue('Nice!');
    await expect(dialog.getByText('Paid through your browser’s wallet extension.')).toBeVisible();
    await dialog.getByRole('button', { name: /^Zap 21 sats/ }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Zapped 21 sats.' })).toBeVisible();
    await expect(zap).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    const [request] = lnurl.requests;
    expect(request?.event.kind).toBe(9734);
    expect(request?.event.pubkey).toBe(user.pubkey);
    expect(request?.event.content).toBe('Nice!');
    expect(request?.event.tags).toEqual(
      expect.arrayContaining([
        ['amount', '21000'],
        ['p', alice.pubkey],
        ['e', postId],
      ]),
    );
    expect(lnurl.payments).toHaveLength(1);
    // The author's wallet published the receipt for the paid invoice.
    const { events } = await query(relay.url, { kinds: [9735], '#e': [postId] });
    expect(events.some((receipt) => receipt.tags.some((tag) => tag[0] === 'bolt11' && tag[1] === lnurl.payments[0]?.invoice))).toBe(true);
  } finally {
    await lnurl.stop();
  }
});

test('without a wallet or a payment extension the invoice is shown as a QR code and as text, and is zapped only when its receipt arrives', async ({
  page,
  context,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const lnurl = await startLnurlServer({ port: LNURL_PORT, relayUrl: relay.url });
  try {
    await routeToLocal(context, FIXTURE_DOMAIN, lnurl.url);
    const user = freshUser();
    await installExtension(page, user.secretKeyHex);
    await page.goto('/global');
    await loginWithExtension(page);
    await openFirstPost(page, authorNamed(fixtures.authors, 'bob').npub);
    const zap = page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Zap', exact: true });
    await zap.click();

    const sheet = page.getByRole('dialog', { name: 'Zap this post' });
    await expect(sheet.getByText('You will get an invoice to pay with any lightning wallet.')).toBeVisible();
    await sheet.getByRole('button', { name: /^Zap 21 sats/ }).click();
    await expect(sheet.getByRole('img', { name: 'Invoice QR code' })).toBeVisible();
    const invoice = await sheet.getByRole('textbox', { name: 'Invoice' }).inputValue();
    expect(invoice).toMatch(/^lnbcrt210n1/);
    expect(lnurl.requests.map((request) => request.invoice)).toContain(invoice);
    // Nothing says it is paid before the author's wallet does.
    await expect(sheet.getByRole('button', { name: 'Done' })).toHaveCount(0);
    await expect(zap).toHaveAttribute('aria-pressed', 'false');

    // A phone wallet pays it: the author's LNURL server publishes the receipt, and the open dialog sees it.
    await lnurl.markPaid(invoice);
    await expect(sheet.getByRole('status').filter({ hasText: 'Zapped 21 sats.' })).toBeVisible();
    await expect(zap).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await lnurl.stop();
  }
});

test('no Zap is offered for an author without a lightning address', async ({ page, fixtures, offsite }) => {
  void offsite;
  await openFirstPost(page, authorNamed(fixtures.authors, 'carol').npub);
  const actions = page.locator('article[aria-posinset="1"]').getByRole('group', { name: 'Actions' });
  await expect(actions.getByRole('button', { name: 'Like' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Zap', exact: true })).toHaveCount(0);
});
