import { startRemoteSigner } from '../support/remote-signer';
import { expect, RELAY_URL, test } from './fixtures';
import { followsOn } from './follows-on';
import { installExtension, loginWithExtension } from './nip07-extension';
import { authorNamed, consoleErrors, freshUser, loginDialog, storedValues, submitLogin } from './session-helpers';

test('a private key logs in, is stored sealed, comes back after a reload and signs', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  const user = freshUser();
  const author = authorNamed(fixtures.authors, 'alice');
  await page.goto(`/p/${author.npub}`);
  await submitLogin(page, user.nsec);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  const stored = await storedValues(page);
  const session = JSON.parse(stored['ngine.session'] ?? '{}') as { method: string; pubkey: string; privkey: { iv: string; data: string } };
  expect(session).toMatchObject({ method: 'nsec', pubkey: user.pubkey });
  expect(session.privkey.data.length).toBeGreaterThan(40);
  // The key is never stored in plain text, in any form.
  for (const value of Object.values(stored)) {
    expect(value).not.toContain(user.secretKeyHex);
    expect(value).not.toContain(user.nsec);
  }

  await page.reload();
  const follow = page.locator('.author-header').getByRole('button', { name: 'Follow' });
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await follow.click();
  await expect(page.locator('.author-header').getByRole('button', { name: 'Unfollow' })).toBeEnabled();
  await expect.poll(() => followsOn(relay.url, user.pubkey)).toEqual([author.pubkey]);
});

test('a public key logs in read-only: the user shows, and an action asks for a signer', async ({ page, fixtures, offsite }) => {
  void offsite;
  const errors = consoleErrors(page);
  const { viewer } = fixtures.meta;
  const author = authorNamed(fixtures.authors, 'alice');
  await page.goto(`/p/${author.npub}`);
  await submitLogin(page, viewer.npub);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out (read-only)' })).toBeVisible();
  expect(JSON.parse((await storedValues(page))['ngine.session'] ?? '{}')).toEqual({ method: 'npub', pubkey: viewer.pubkey });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out (read-only)' })).toBeVisible();
  await page.locator('.grid-tile').first().getByRole('button').click();
  await page.locator('article[aria-posinset="1"]').getByRole('button', { name: 'Like' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(
    loginDialog(page).getByText('You are logged in read-only with a public key. Log in with a signer to do this.'),
  ).toBeVisible();
  expect(errors).toContain('Signer required');
});

test('anything else typed gets a message saying what the field takes, and stays typed', async ({ page, offsite }) => {
  void offsite;
  const errors = consoleErrors(page);
  await page.goto('/global');
  await submitLogin(page, 'npub1notakey');
  const dialog = loginDialog(page);
  await expect(dialog.getByRole('alert')).toHaveText('Enter a bunker:// URL, a Nostr address (name@example.com), an nsec or an npub.');
  await expect(dialog.getByPlaceholder('Nostr Address / Bunker URL')).toHaveValue('npub1notakey');
  expect(errors.some((text) => text.startsWith('Error loging in'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('a Nostr address finds the remote signer and its relays (NIP-05), and the session comes back', async ({
  page,
  context,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  const user = freshUser();
  const signer = await startRemoteSigner(relay.url, user.secretKeyHex);
  try {
    await context.route('https://signer.example/.well-known/nostr.json?name=pat', (route) =>
      route.fulfill({
        json: { names: { pat: user.pubkey }, nip46: { [user.pubkey]: [relay.url] } },
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    const author = authorNamed(fixtures.authors, 'bob');
    await page.goto(`/p/${author.npub}`);
    await submitLogin(page, 'pat@signer.example');
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const session = JSON.parse((await storedValues(page))['ngine.session'] ?? '{}') as { method: string; bunker: { relays: string[] } };
    expect(session.method).toBe('nip46');
    expect(session.bunker.relays).toEqual([relay.url]);

    // Restored through the stored local key and relays: it still signs.
    await page.reload();
    await page.locator('.author-header').getByRole('button', { name: 'Follow' }).click();
    await expect(page.locator('.author-header').getByRole('button', { name: 'Unfollow' })).toBeEnabled();
    await expect.poll(() => followsOn(relay.url, user.pubkey)).toEqual([author.pubkey]);
  } finally {
    signer.stop();
  }
});

test('an extension session comes back after a reload through the extension', async ({ page, fixtures, offsite }) => {
  void offsite;
  const user = freshUser();
  await installExtension(page, user.secretKeyHex);
  await page.goto(`/p/${authorNamed(fixtures.authors, 'carol').npub}`);
  await loginWithExtension(page);
  expect(JSON.parse((await storedValues(page))['ngine.session'] ?? '{}')).toEqual({ method: 'nip07', pubkey: user.pubkey });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('.author-header').getByRole('button', { name: 'Follow' })).toBeEnabled();
});

test('logging out forgets the user: after a reload nothing stored names them', async ({ page, fixtures, offsite }) => {
  void offsite;
  const { viewer } = fixtures.meta;
  await installExtension(page, viewer.secretKeyHex);
  await page.goto('/follows');
  await loginWithExtension(page);
  // The relay list (kind 10002) is kept under its key while logged in.
  await expect.poll(async () => (await storedValues(page))['ngine.10002'] ?? '').toContain(viewer.pubkey);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Log in to see pictures from the people you follow.')).toBeVisible();
  const stored = await storedValues(page);
  expect(stored['ngine.session']).toBeUndefined();
  expect(stored['ngine.10002']).toBeUndefined();
  for (const value of Object.values(stored)) expect(value).not.toContain(viewer.pubkey);
});

test('a relay that never answers does not hold the login dialog open', async ({ page, fixtures, offsite }) => {
  void offsite;
  // The configured relay accepts every connection and never says a word.
  await page.routeWebSocket(RELAY_URL, () => undefined);
  await installExtension(page, fixtures.meta.viewer.secretKeyHex);
  await page.goto('/global');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await loginDialog(page).getByRole('button', { name: 'Login with extension' }).click();
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a remote signer that never answers gives a clear message, and the login can be cancelled', async ({ page, offsite }) => {
  void offsite;
  const silent = freshUser();
  await page.goto('/global');
  // The page's clock, not the test, waits out the signer's time-out (docs/constants.md).
  await page.clock.install();
  await submitLogin(page, `bunker://${silent.pubkey}?relay=${encodeURIComponent(RELAY_URL)}`);
  const dialog = loginDialog(page);
  await expect(dialog.getByRole('status')).toContainText('Waiting for your signer');
  const message = dialog.getByRole('alert');
  // The time-out starts once the signer's client has loaded, which the status does not wait for.
  await expect(async () => {
    await page.clock.runFor(4_000);
    await expect(message).toHaveText('Your remote signer did not answer. Check that it is online and try again.', { timeout: 200 });
  }).toPass();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  expect((await storedValues(page))['ngine.session']).toBeUndefined();

  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
});

test('a remote signer that asks for approval gets a 600x600 popup and a link, asks again after a reload, and an unsafe page is never opened', async ({
  page,
  context,
  relay,
  offsite,
}) => {
  void offsite;
  const user = freshUser();
  const approvals: (() => void)[] = [];
  /** The user approves every request at once from then on (in the signer's own settings, say). */
  let approveAll = false;
  const approval = () => (approveAll ? Promise.resolve() : new Promise<void>((resolve) => approvals.push(resolve)));
  const approvalPage = 'https://signer.example/approve?client=diorama';
  await context.route('https://signer.example/approve**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Approve</title>' }),
  );
  const signer = await startRemoteSigner(relay.url, user.secretKeyHex, { authUrl: approvalPage, approval });
  const unsafe = await startRemoteSigner(relay.url, freshUser().secretKeyHex, {
    authUrl: 'javascript:alert(1)',
    approval: () => new Promise(() => undefined),
  });
  try {
    await page.goto('/global');
    const popups: string[] = [];
    page.on('popup', (popup) => popups.push(popup.url()));
    await submitLogin(page, unsafe.bunkerUrl);
    const dialog = loginDialog(page);
    await expect(dialog.getByRole('status')).toContainText('Waiting for your signer');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('link', { name: 'open the approval page' })).toHaveCount(0);

    const popup = page.waitForEvent('popup');
    await dialog.getByPlaceholder('Nostr Address / Bunker URL').fill(signer.bunkerUrl);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    const opened = await popup;
    expect(opened.url()).toBe(approvalPage);
    expect(await opened.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 600]);
    await expect(dialog.getByRole('link', { name: 'open the approval page' })).toHaveAttribute('href', approvalPage);
    expect(popups.every((url) => url === approvalPage)).toBe(true);
    approveAll = true;
    approvals.shift()?.();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    // Restored on load through the stored local key: asked who the user is, the signer asks
    // for approval again, and the page (whose popup, opened outside a click, may be
    // blocked) offers its link.
    approveAll = false;
    await page.reload();
    const again = page.getByRole('link', { name: 'Approve in your signer' });
    await expect(again).toHaveAttribute('href', approvalPage);
    approvals.shift()?.();
    await expect(again).toHaveCount(0);
  } finally {
    signer.stop();
    unsafe.stop();
  }
});
