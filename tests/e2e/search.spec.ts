import { expect, test } from './fixtures';

test('the header opens the search; Escape closes it', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  await page.getByRole('button', { name: /search/ }).click();
  const input = page.getByPlaceholder('search for topics, tags or people');
  await expect(input).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Popular Hashtags' })).toBeVisible();
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/tags\/photography$/);
  await input.press('Escape');
  await expect(input).toHaveCount(0);
});

test('typing shows topics, hashtags and people; Enter goes to the tag', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global');
  await page.getByRole('button', { name: /search/ }).click();
  const input = page.getByPlaceholder('search for topics, tags or people');
  await input.fill('cat');
  await expect(page.getByRole('heading', { name: 'Topics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Animals' })).toBeVisible();
  await expect(page.getByRole('link', { name: '#catstr' })).toBeVisible();

  await input.fill(fixtures.meta.searchName);
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByRole('link')).toHaveCount(1);

  await input.fill('sunset');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/tags\/sunset$/);
});

test('an author route shows the author header with a link out', async ({ page, fixtures, offsite }) => {
  void offsite;
  const author = fixtures.authors[1];
  if (!author) throw new Error('no author in the fixtures');
  await page.goto(`/p/${author.npub}`);
  const header = page.locator('.author-header');
  await expect(header.getByRole('heading')).not.toHaveText(/^npub/);
  await expect(header.getByRole('link', { name: 'Open profile on njump' })).toHaveAttribute('href', `https://njump.me/${author.npub}`);
  await expect(header.getByRole('button', { name: 'Follow' })).toBeDisabled();
  await expect(page).toHaveTitle(/ \| Diorama$/);
});
