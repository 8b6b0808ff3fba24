import type { Page } from '@playwright/test';
import { generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { bytesToHex } from 'nostr-tools/utils';
import { expect } from './fixtures';

export interface TestUser {
  secretKeyHex: string;
  pubkey: string;
  npub: string;
  nsec: string;
}

/** A user of the test's own, so what it publishes leaves the shared fixtures alone. */
export function freshUser(): TestUser {
  const secret = generateSecretKey();
  const pubkey = getPublicKey(secret);
  return { secretKeyHex: bytesToHex(secret), pubkey, npub: nip19.npubEncode(pubkey), nsec: nip19.nsecEncode(secret) };
}

export function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Log in' });
}

/** Opens the dialog, types into its one field and presses its Login button. */
export async function submitLogin(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = loginDialog(page);
  await dialog.getByPlaceholder('Nostr Address / Bunker URL').fill(text);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Every localStorage entry of the page, as text. */
export function storedValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])));
}

/** Opens the scroll view at the first picture of an author's page; returns the post id its note link names. */
export async function openFirstPost(page: Page, npub: string): Promise<string> {
  await page.goto(`/p/${npub}`);
  await page.locator('.grid-tile').first().getByRole('button').click();
  const current = page.locator('article[aria-posinset="1"]');
  await current.getByRole('button', { name: 'Show details' }).click();
  const href = (await current.getByRole('link', { name: 'Open the note' }).getAttribute('href')) ?? '';
  const decoded = nip19.decode(href.replace('https://njump.me/', ''));
  if (decoded.type !== 'nevent') throw new Error(`not a nevent link: ${href}`);
  await current.getByRole('button', { name: 'Hide details' }).click();
  await expect(current.getByRole('group', { name: 'Actions' })).toBeVisible();
  return decoded.data.id;
}

/** Messages the page logged with console.error. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** A fixture author by name ('alice', 'bob', …). */
export function authorNamed<T extends { name: string }>(authors: readonly T[], name: string): T {
  const author = authors.find((candidate) => candidate.name === name);
  if (!author) throw new Error(`no fixture author ${name}`);
  return author;
}
