import { expect, test } from './fixtures';

test('an author route shows the seeded profile, a disabled follow button and a link out', async ({ page, fixtures, offsite }) => {
  void offsite;
  const author = fixtures.authors.find((candidate) => candidate.name === 'alice');
  if (!author) throw new Error('no alice in the fixtures');
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

test('the header keeps its height while the profile loads', async ({ page, fixtures, offsite }) => {
  void offsite;
  const author = fixtures.authors.find((candidate) => candidate.name === 'carol');
  if (!author) throw new Error('no carol in the fixtures');
  await page.goto(`/p/${author.npub}`);
  const header = page.locator('.author-header');
  const before = await header.boundingBox();
  await expect(header.getByRole('heading', { name: 'Carol Canvas' })).toBeVisible();
  const after = await header.boundingBox();
  expect(after?.height).toBe(before?.height);
});
