import { sha256 } from '@noble/hashes/sha2';
import { finalizeEvent } from 'nostr-tools';
import { expect, test } from './fixtures';
import { installExtension, loginWithExtension } from './nip07-extension';
import { authorNamed, freshUser, openFirstPost } from './session-helpers';

/** The rates provider of the local build (.env.local-relay's VITE_RATES_PUBKEY). */
const PROVIDER_SECRET = sha256(new TextEncoder().encode('diorama-test-rates'));

test("the provider's rates (kind 1009) are kept under ngine.rates and price a zap in the chosen currency", async ({
  page,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const rates = finalizeEvent(
    {
      kind: 1009,
      created_at: Math.floor(Date.now() / 1000),
      content: '',
      tags: [
        ['d', 'BTCUSD', '100000', '99990', '95000', '101000'],
        ['d', 'BTCEUR', '90000', '89990', '88000', '91000'],
      ],
    },
    PROVIDER_SECRET,
  );
  await relay.insert([rates]);
  await page.addInitScript(() => localStorage.setItem('ngine.currency', 'EUR'));
  await installExtension(page, freshUser().secretKeyHex);
  await page.goto('/global');
  await loginWithExtension(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ngine.rates') ?? '')).toContain('BTCEUR');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('ngine.rates'))) ?? '[]') as {
    currency: string;
    ask: number;
  }[];
  expect(stored).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ currency: 'USD', ask: 100000 }),
      expect.objectContaining({ currency: 'EUR', ask: 90000 }),
    ]),
  );

  await openFirstPost(page, authorNamed(fixtures.authors, 'alice').npub);
  await expect(page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Zap', exact: true })).toHaveAttribute(
    'title',
    'Zap 21 sats (about 0.02 EUR)',
  );
});
