import { finalizeEvent, getPublicKey, nip19 } from 'nostr-tools';
import type { FixtureSet } from '../support/fixtures';
import { expect, MEDIA_BASE, test } from './fixtures';
import { overlapping } from './layout-boxes';

function authorNamed(fixtures: FixtureSet, name: string): FixtureSet['authors'][number] {
  const author = fixtures.authors.find((candidate) => candidate.name === name);
  if (!author) throw new Error(`no ${name} in the fixtures`);
  return author;
}

test('an author route shows the seeded profile, a disabled follow button and a link out', async ({ page, fixtures, offsite }) => {
  void offsite;
  const author = authorNamed(fixtures, 'alice');
  await page.goto(`/p/${author.npub}`);
  const header = page.locator('.author-header');
  // Kind 0 of alice: display_name "Alice Lens", nip05 alice@{domain}, an http picture.
  await expect(header.getByRole('heading', { name: 'Alice Lens' })).toBeVisible();
  await expect(header.getByText(`alice@${fixtures.meta.domain}`)).toBeVisible();
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
  await page.goto(`/p/${authorNamed(fixtures, 'alice').npub}`);
  const header = page.locator('.author-header');
  const name = header.getByRole('heading', { name: 'Alice Lens' });
  await expect(name).toBeVisible();
  expect((await name.boundingBox())?.width).toBeGreaterThan(60);
  await expect(header.getByRole('button', { name: 'Follow' })).toBeInViewport({ ratio: 1 });
  const corners = page.locator('.gallery-controls, .top-right-control');
  await expect(corners).toHaveCount(2);
  expect(await overlapping(header.locator(':scope > *'), corners)).toEqual([]);
});

test('the header keeps its height while the profile loads', async ({ page, relay, fixtures, offsite }) => {
  void offsite;
  // An author whose profile never arrives shows the loading state for good.
  const secret = new Uint8Array(32).fill(71);
  const post = finalizeEvent({ kind: 1, created_at: Math.floor(Date.now() / 1000) - 30, tags: [], content: `No profile yet ${MEDIA_BASE}/media/unnamed.jpg` }, secret);
  await relay.insert([post]);
  await page.goto(`/p/${nip19.npubEncode(getPublicKey(secret))}`);
  const header = page.locator('.author-header');
  await expect(page.locator('.grid-tile')).toHaveCount(1);
  const loading = await header.boundingBox();

  await page.goto(`/p/${authorNamed(fixtures, 'carol').npub}`);
  await expect(header.getByRole('heading', { name: 'Carol Canvas' })).toBeVisible();
  await expect(header.getByText(`carol@${fixtures.meta.domain}`)).toBeVisible();
  const loaded = await header.boundingBox();
  expect(loading?.height).toBeGreaterThan(0);
  expect(loaded?.height).toBe(loading?.height);
});
