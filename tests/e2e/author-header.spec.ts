import { finalizeEvent, getPublicKey, nip19 } from 'nostr-tools';
import { expect, MEDIA_BASE, test } from './fixtures';
import { overlapping } from './layout-boxes';
import { answerNip05 } from './nip05-host';
import { authorNamed } from './session-helpers';

test('an author route shows the seeded profile, a disabled follow button and a link out', async ({ page, fixtures, offsite }) => {
  void offsite;
  const author = authorNamed(fixtures.authors, 'alice');
  await page.goto(`/p/${author.npub}`);
  const header = page.locator('.author-header');
  // Kind 0 of alice: display_name "Alice Lens", nip05 alice@{domain}, an http picture.
  await expect(header.getByRole('heading', { name: 'Alice Lens' })).toBeVisible();
  await expect(header.locator('.author-header__nip05')).toHaveText(`✓ alice@${fixtures.meta.domain}`);
  await expect(header.getByRole('img', { name: /Alice Lens/ })).toHaveAttribute('src', /avatar-alice/);
  const njump = header.getByRole('link', { name: 'Open profile on njump' });
  await expect(njump).toHaveAttribute('href', `https://njump.me/${author.npub}`);
  await expect(njump).toHaveAttribute('target', '_blank');
  await expect(njump).toHaveAttribute('rel', 'noopener noreferrer');
  const follow = header.getByRole('button', { name: 'Follow' });
  await expect(follow).toBeDisabled();
  await expect(follow).toHaveAttribute('title', 'Log in to follow');
  // No search box on an author route.
  await expect(page.getByRole('button', { name: /search/ })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Alice Lens \| /);
});

test('on a phone the author header shows the name and clears the corner controls', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.setViewportSize({ width: 390, height: 844 });
  const alice = authorNamed(fixtures.authors, 'alice');
  await page.goto(`/p/${alice.npub}`);
  const header = page.locator('.author-header');
  const name = header.getByRole('heading', { name: 'Alice Lens' });
  await expect(name).toBeVisible();
  expect((await name.boundingBox())?.width).toBeGreaterThan(60);
  // The check mark stays on the address's line.
  const nip05 = header.locator('.author-header__nip05');
  await expect(nip05).toBeVisible();
  const lineHeight = await nip05.evaluate(
    (element) => parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.5,
  );
  expect((await nip05.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
  await expect(header.getByRole('button', { name: 'Follow' })).toBeInViewport({ ratio: 1 });
  const corners = page.locator('.gallery-controls, .top-right-control');
  await expect(corners).toHaveCount(2);
  expect(await overlapping(header.locator(':scope > *'), corners)).toEqual([]);
});

test('the header keeps its height while the profile loads', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  // An author whose profile never arrives shows the loading state for good.
  const secret = new Uint8Array(32).fill(71);
  const post = finalizeEvent(
    { kind: 1, created_at: Math.floor(Date.now() / 1000) - 30, tags: [], content: `No profile yet ${MEDIA_BASE}/media/unnamed.jpg` },
    secret,
  );
  await relay.insert([post]);
  await page.goto(`/p/${nip19.npubEncode(getPublicKey(secret))}`);
  const header = page.locator('.author-header');
  await expect(page.locator('.grid-tile')).toHaveCount(1);
  const loading = await header.boundingBox();

  const carol = authorNamed(fixtures.authors, 'carol');
  await page.goto(`/p/${carol.npub}`);
  await expect(header.getByRole('heading', { name: 'Carol Canvas' })).toBeVisible();
  await expect(header.getByText(`carol@${fixtures.meta.domain}`)).toBeVisible();
  const loaded = await header.boundingBox();
  expect(loading?.height).toBeGreaterThan(0);
  expect(loaded?.height).toBe(loading?.height);
});

// An address is shown only once its document names the author's key, as in the details panel.
test('an author page does not show a NIP-05 address whose document names someone else', async ({ page, context, fixtures, offsite }) => {
  void offsite;
  const alice = authorNamed(fixtures.authors, 'alice');
  const lookups = await answerNip05(context, fixtures.meta.domain, 'alice', { alice: authorNamed(fixtures.authors, 'bob').pubkey });
  await page.goto(`/p/${alice.npub}`);
  const header = page.locator('.author-header');
  await expect(header.getByRole('heading', { name: 'Alice Lens' })).toBeVisible();
  await expect.poll(lookups).toBe(1);
  // The check has ended (the header is busy while it runs) before the address's absence counts.
  await expect(header).toHaveAttribute('aria-busy', 'false');
  await expect(header.getByText(/alice@/)).toHaveCount(0);
  await expect(header.getByRole('img', { name: 'Verified' })).toHaveCount(0);
});
