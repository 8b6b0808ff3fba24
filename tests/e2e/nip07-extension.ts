import type { Page } from '@playwright/test';
import { finalizeEvent, getPublicKey } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';

/**
 * A NIP-07 browser extension: `window.nostr` in the page, with the key kept in Node and
 * reached through exposeFunction, speaking the real NIP-07 calls.
 */
export async function installExtension(page: Page, secretKeyHex: string): Promise<void> {
  const secret = hexToBytes(secretKeyHex);
  await page.exposeFunction('nip07GetPublicKey', () => getPublicKey(secret));
  await page.exposeFunction('nip07SignEvent', (event: Parameters<typeof finalizeEvent>[0]) => finalizeEvent(event, secret));
  await page.addInitScript(() => {
    const bridge = window as unknown as {
      nip07GetPublicKey(): Promise<string>;
      nip07SignEvent(event: unknown): Promise<unknown>;
      nostr: unknown;
    };
    bridge.nostr = { getPublicKey: () => bridge.nip07GetPublicKey(), signEvent: (event: unknown) => bridge.nip07SignEvent(event) };
  });
}

/** Opens the login dialog and logs in with the extension. */
export async function loginWithExtension(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Login with extension' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
