import { expect, test } from './fixtures';

test('/ redirects to the default hashtags, replacing history', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/global');
  await page.goto('/?type=image');
  await expect(page).toHaveURL(/\/tags\/artstr%2Ccatstr%2C.*zapathon\?type=image$/);
  await expect(page).toHaveTitle('Home | Diorama');
  await page.goBack();
  await expect(page).toHaveURL(/\/global$/);
});

// Malformed percent-encoding is covered by core/routes/route.test.ts: the preview server rejects it before the app runs.
for (const path of ['/topic/nope', '/p/npub1garbage', '/list/naddr1nope', '/some/unknown/path', '/tags/%3Cscript%3E']) {
  test(`${path} shows the not-found screen with a way home`, async ({ page, offsite }) => {
    void offsite;
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/tags\//);
  });
}

test('an adult hashtag waits behind the warning', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/nsfw');
  await expect(page.getByText('If you are under 18, please do not continue.')).toBeVisible();
  await expect(page.locator('img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed Anyway' }).click();
  await expect(page).toHaveURL(/\/tags\/nsfw\?adult=true$/);
  await expect(page.getByRole('button', { name: 'Proceed Anyway' })).toHaveCount(0);
});

test('the adult topic warns too, and Go back leaves', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/global');
  await page.goto('/topic/nsfw');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/global$/);
});

test('the follows route asks an anonymous visitor to log in', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/follows');
  await expect(page.getByText('Log in to see pictures from the people you follow.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveTitle('Follows | Diorama');
});
