import { query } from '../support/relay-client';
import { startLnurlServer } from '../support/lnurl-server';
import { FIXTURE_DOMAIN } from '../support/fixtures-small';
import { expect, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { authorNamed, freshUser, openFirstPost } from './session-helpers';
import { installWebln, routeToLocal } from './webln';

const LNURL_PORT = 7451;

test("a zap asks the author's LNURL server for an invoice with a signed zap request and pays it through WebLN", async ({
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
    const zap = page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Zap' });

    await zap.click();
    await expect(zap).toHaveAttribute('aria-pressed', 'true');
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

test('without a payment extension the invoice is shown as a QR code and as text', async ({ page, context, relay, fixtures, offsite }) => {
  void offsite;
  const lnurl = await startLnurlServer({ port: LNURL_PORT, relayUrl: relay.url });
  try {
    await routeToLocal(context, FIXTURE_DOMAIN, lnurl.url);
    const user = freshUser();
    await installExtension(page, user.secretKeyHex);
    await page.goto('/global');
    await loginWithExtension(page);
    await openFirstPost(page, authorNamed(fixtures.authors, 'bob').npub);
    await page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Zap' }).click();

    const sheet = page.getByRole('dialog', { name: 'Pay 21 sats with a lightning wallet' });
    await expect(sheet.getByRole('img', { name: 'Invoice QR code' })).toBeVisible();
    const invoice = await sheet.getByRole('textbox', { name: 'Invoice' }).inputValue();
    expect(invoice).toMatch(/^lnbcrt210n1/);
    expect(lnurl.requests.map((request) => request.invoice)).toContain(invoice);
  } finally {
    await lnurl.stop();
  }
});

test('no Zap is offered for an author without a lightning address', async ({ page, fixtures, offsite }) => {
  void offsite;
  await openFirstPost(page, authorNamed(fixtures.authors, 'carol').npub);
  const actions = page.locator('article[aria-posinset="1"]').getByRole('group', { name: 'Actions' });
  await expect(actions.getByRole('button', { name: 'Like' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Zap' })).toHaveCount(0);
});
