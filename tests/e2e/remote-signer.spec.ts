/**
 * docs/session-and-actions.md, Remote signers: login by bunker URL and by Nostr address
 * (NIP-05), a follow signed remotely, and the session after a reload, against two makes
 * of remote signer that share no code: NDK's signer backend, and applesauce's provider,
 * which checks that `connect` names its key, keeps the user's key under a key of its own,
 * and answers `connect` with the token's secret.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { requestedPermissions } from '../../src/core/identity/nip46';
import { startRemoteSigner, type RemoteSigner } from '../support/remote-signer';
import { startStrictRemoteSigner } from '../support/strict-remote-signer';
import { expect, test } from './fixtures';
import { followsOn } from './follows-on';
import { authorNamed, freshUser, loginDialog, storedValues, submitLogin, type TestUser } from './session-helpers';

interface Make {
  name: string;
  start(relayUrl: string, user: TestUser): Promise<RemoteSigner & { connects?: string[][] }>;
}

const makes: Make[] = [
  { name: "NDK's signer backend", start: (relayUrl, user) => startRemoteSigner(relayUrl, user.secretKeyHex) },
  {
    name: 'a signer that checks its key and answers with the secret',
    start: (relayUrl, user) => startStrictRemoteSigner(relayUrl, user.secretKeyHex, { secret: 'b7c1e0f4' }),
  },
];

/** Follows the author of the page shown through the header's button, and waits for the signed list. */
async function follow(page: Page): Promise<void> {
  const header = page.locator('.author-header');
  await header.getByRole('button', { name: 'Follow' }).click();
  await expect(header.getByRole('button', { name: 'Unfollow' })).toBeEnabled();
}

interface StoredRemoteSession {
  method: string;
  pubkey: string;
  bunker: { pubkey: string; relays: string[] };
}

async function storedSession(page: Page): Promise<StoredRemoteSession> {
  return JSON.parse((await storedValues(page))['ngine.session'] ?? '{}') as StoredRemoteSession;
}

for (const make of makes) {
  test(`a bunker URL logs in through ${make.name}; a follow is signed, and again after a reload`, async ({
    page,
    relay,
    fixtures,
    offsite,
  }) => {
    void offsite;
    const user = freshUser();
    const [first, second] = [authorNamed(fixtures.authors, 'alice'), authorNamed(fixtures.authors, 'bob')];
    const signer = await make.start(relay.url, user);
    try {
      await page.goto(`/p/${first.npub}`);
      await submitLogin(page, signer.bunkerUrl);
      await expect(loginDialog(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
      expect((await storedSession(page)).pubkey).toBe(user.pubkey);
      await follow(page);
      await expect.poll(() => followsOn(relay.url, user.pubkey)).toEqual([first.pubkey]);

      // The stored session comes back through the same signer, which still signs.
      await page.goto(`/p/${second.npub}`);
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
      await follow(page);
      await expect.poll(() => followsOn(relay.url, user.pubkey)).toEqual([first.pubkey, second.pubkey]);
      if (signer.connects)
        expect(signer.connects, 'one connect, asking for the kinds the app signs').toEqual([requestedPermissions().split(',')]);
    } finally {
      signer.stop();
    }
  });
}

/** The document of `pat@signer.example` names `signerPubkey` and its relay (NIP-05 and NIP-46). */
async function serveSignerAddress(context: BrowserContext, signerPubkey: string, relayUrl: string): Promise<void> {
  await context.route('https://signer.example/.well-known/nostr.json?name=pat', (route) =>
    route.fulfill({
      json: { names: { pat: signerPubkey }, nip46: { [signerPubkey]: [relayUrl] } },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
}

test("a Nostr address finds a signer whose key is not the user's; the session keeps both keys and comes back without a second connect", async ({
  page,
  context,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const user = freshUser();
  const signer = await startStrictRemoteSigner(relay.url, user.secretKeyHex);
  const author = authorNamed(fixtures.authors, 'carol');
  try {
    await serveSignerAddress(context, signer.signerPubkey, relay.url);
    await page.goto(`/p/${author.npub}`);
    await submitLogin(page, 'pat@signer.example');
    await expect(loginDialog(page)).toBeHidden();
    expect(await storedSession(page)).toMatchObject({
      method: 'nip46',
      pubkey: user.pubkey,
      bunker: { pubkey: signer.signerPubkey, relays: [relay.url] },
    });

    await page.reload();
    await follow(page);
    await expect.poll(() => followsOn(relay.url, user.pubkey)).toEqual([author.pubkey]);
    expect(signer.connects).toHaveLength(1);
    expect(signer.signedKinds).toEqual([3]);
  } finally {
    signer.stop();
  }
});

test('a signer that answers with another secret than the bunker URL gave is refused, with the reason', async ({
  page,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const user = freshUser();
  const signer = await startStrictRemoteSigner(relay.url, user.secretKeyHex, { secret: 'b7c1e0f4', echoInstead: 'someone-else' });
  try {
    await page.goto(`/p/${authorNamed(fixtures.authors, 'alice').npub}`);
    await submitLogin(page, signer.bunkerUrl);
    await expect(loginDialog(page).getByRole('alert')).toHaveText(
      'The login did not work: The remote signer answered with a different secret than the bunker URL gave',
    );
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    expect((await storedValues(page))['ngine.session']).toBeUndefined();
  } finally {
    signer.stop();
  }
});
