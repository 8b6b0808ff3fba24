/**
 * Video tiles say they are videos and how long; hashtags in the hover info are
 * links; the scroll view's details show the post's date and the author's NIP-05 address
 * only once checked; an author page shows the profile's about text, as text.
 */
import type { Page } from '@playwright/test';
import { finalizeEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { expect, MEDIA_BASE, test } from './fixtures';
import { answerNip05 } from './nip05-host';
import { authorNamed, freshUser, type TestUser } from './session-helpers';

/** Publishes a profile (and a picture post, so the author's page has a tile) for a new user. */
async function newAuthor(
  insert: (events: ReturnType<typeof finalizeEvent>[]) => Promise<void>,
  profile: Record<string, string>,
): Promise<TestUser> {
  const user = freshUser();
  const secret = hexToBytes(user.secretKeyHex);
  const now = Math.floor(Date.now() / 1000);
  await insert([
    finalizeEvent({ kind: 0, created_at: now - 100, tags: [], content: JSON.stringify(profile) }, secret),
    finalizeEvent(
      {
        kind: 1,
        created_at: now - 50,
        tags: [['t', 'photography']],
        content: `A picture of mine ${MEDIA_BASE}/media/${user.pubkey.slice(0, 8)}.jpg`,
      },
      secret,
    ),
  ]);
  return user;
}

/** The scroll view's details of an author's newest post. */
async function openDetails(page: Page, npub: string) {
  await page.goto(`/p/${npub}`);
  await page.locator('.grid-tile').first().getByRole('button').click();
  const current = page.locator('article[aria-posinset="1"]');
  await current.getByRole('button', { name: 'Show details' }).click();
  return current;
}

test('a video tile carries a play badge and its length, from the event or from the file', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global?type=video');
  const tileOf = (url: string) => page.locator('.grid-tile').filter({ has: page.locator(`video[src^="${url}"]`) });
  // NIP-71: the imeta tag gives "duration 1".
  const nip71 = tileOf(fixtures.meta.videoUrls.nip71);
  await expect(nip71.getByRole('button', { name: /^Open video \(0:01\): A short film/ })).toBeVisible();
  await expect(nip71.locator('.grid-tile__play')).toHaveText('▶');
  await expect(nip71.locator('.grid-tile__play')).toBeVisible();
  await expect(nip71.getByText('0:01', { exact: true })).toBeVisible();
  await expect(nip71.locator('.grid-tile__video')).toHaveAttribute('aria-hidden', 'true');
  // A linked video in a kind 1 note has no imeta: the length comes from the file itself.
  const linked = tileOf(fixtures.meta.videoUrls.webm);
  await expect(linked.getByRole('button', { name: /^Open video \(0:01\): Clouds rolling in/ })).toBeVisible();
  await expect(linked.getByText('0:01', { exact: true })).toBeVisible();

  // A picture carries no badge: on /global every badge sits on a video tile.
  await page.goto('/global');
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await expect(page.locator('.grid-tile:has(img) .grid-tile__play')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Open: / }).first()).toBeVisible();
  await expect.poll(() => page.locator('.grid-tile:has(video) .grid-tile__play').count()).toBeGreaterThan(0);
});

test('a hashtag in the hover info leads to its tag, by pointer or keyboard, without opening the picture', async ({
  page,
  fixtures,
  offsite,
}) => {
  void offsite;
  const alice = authorNamed(fixtures.authors, 'alice');
  const tile = page.locator('.grid-tile').filter({ has: page.getByRole('button', { name: /Street corner, long exposure/ }) });

  await page.goto(`/p/${alice.npub}`);
  await tile.hover();
  await tile.getByRole('link', { name: '#nostr' }).click();
  await expect(page).toHaveURL(/\/tags\/nostr$/);
  await expect(page.getByRole('feed')).toHaveCount(0);
  await expect(page.locator('.grid-tile').first()).toBeVisible();

  // From the tile's button, Tab reaches its hashtags in turn.
  await page.goto(`/p/${alice.npub}`);
  await tile.getByRole('button').focus();
  await page.keyboard.press('Tab');
  await expect(tile.getByRole('link', { name: '#photography' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tile.getByRole('link', { name: '#nostr' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tags\/nostr$/);
  await expect(page.getByRole('feed')).toHaveCount(0);
});

test("the details show the post's date and the author's NIP-05 address once its document names them", async ({
  page,
  fixtures,
  offsite,
}) => {
  void offsite;
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/.well-known/nostr.json')) lookups.push(request.url());
  });
  const alice = authorNamed(fixtures.authors, 'alice');
  const current = await openDetails(page, alice.npub);
  const byline = current.locator('.info-panel__byline');
  await expect(byline.getByText(`alice@${fixtures.meta.domain}`)).toBeVisible();
  await expect(byline.getByRole('img', { name: 'Verified' })).toBeVisible();
  await expect(byline).toHaveAttribute('aria-busy', 'false');
  expect(lookups).toEqual([`https://${fixtures.meta.domain}/.well-known/nostr.json?name=alice`]);

  // The newest post of alice's in the fixtures is the one shown first.
  const newest = fixtures.meta.posts
    .filter((post) => post.author === 'alice' && !post.hidden)
    .sort((a, b) => b.created_at - a.created_at)[0];
  const time = byline.locator('time');
  await expect(time).toHaveAttribute('datetime', new Date((newest?.created_at ?? 0) * 1000).toISOString());
  await expect(time).toContainText(String(new Date((newest?.created_at ?? 0) * 1000).getFullYear()));
});

test('a NIP-05 address whose document names another key is not shown', async ({ page, context, fixtures, offsite }) => {
  void offsite;
  const carol = authorNamed(fixtures.authors, 'carol');
  const alice = authorNamed(fixtures.authors, 'alice');
  const lookups = await answerNip05(context, fixtures.meta.domain, 'carol', { carol: alice.pubkey });
  const current = await openDetails(page, carol.npub);
  const byline = current.locator('.info-panel__byline');
  await expect(byline.getByText('Carol Canvas')).toBeVisible();
  await expect.poll(lookups).toBe(1);
  await expect(byline).toHaveAttribute('aria-busy', 'false');
  await expect(byline.getByText(/carol@/)).toHaveCount(0);
  await expect(byline.getByRole('img', { name: 'Verified' })).toHaveCount(0);
  await expect(byline.locator('time')).toBeVisible();
});

test('a root NIP-05 address (_@domain) is shown as its domain', async ({ page, context, relay, fixtures, offsite }) => {
  void offsite;
  const domain = fixtures.meta.domain;
  const user = await newAuthor((events) => relay.insert(events), { name: 'Root Owner', nip05: `_@${domain}` });
  await answerNip05(context, domain, '_', { _: user.pubkey });
  const current = await openDetails(page, user.npub);
  const nip05 = current.locator('.info-panel__nip05');
  await expect(nip05).toBeVisible();
  await expect(nip05).toHaveText(`✓ ${domain}`);
});

test("an author page shows the profile's about text, as text, clamped to two lines until laid over the grid whole", async ({
  page,
  relay,
  fixtures,
  offsite,
}) => {
  void offsite;
  await page.goto(`/p/${authorNamed(fixtures.authors, 'alice').npub}`);
  const header = page.locator('.author-header');
  await expect(header.getByText('Harbours, fog and golden hour.')).toBeVisible();
  // One line: no button to expand it.
  await expect(header.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  const calls: string[] = [];
  await page.exposeFunction('reportPwned', () => calls.push(page.url()));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPwned(): void }).reportPwned;
    Object.defineProperty(window, '__pwned', { value: () => report() });
  });
  const markup = '<b>x</b><img src=x onerror=window.__pwned()>';
  const lines = Array.from({ length: 8 }, (_, index) => `Line ${index + 2}`);
  const user = await newAuthor((events) => relay.insert(events), { name: 'Markup Fan', about: [markup, ...lines].join('\n') });
  await page.goto(`/p/${user.npub}`);
  await expect(header.getByRole('heading', { name: 'Markup Fan' })).toBeVisible();
  const about = header.locator('.author-header__about');
  await expect(about).toContainText(markup);
  await expect(header.locator('b, img[src="x"]')).toHaveCount(0);

  // Nine lines, two shown; the button lays the whole text over the grid, each line on its
  // own, and neither the header nor a picture moves (docs/views-and-keys.md, Grid view).
  const more = header.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const clamped = (await about.boundingBox())?.height ?? 0;
  const lineHeight = await about.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect(clamped).toBeGreaterThan(1.5 * lineHeight);
  expect(clamped).toBeLessThan(2.5 * lineHeight);
  const tile = page.locator('.grid-tile').first();
  await expect(tile).toBeVisible();
  const headerBox = await header.boundingBox();
  const tileBox = await tile.boundingBox();
  await more.click();
  const less = header.getByRole('button', { name: 'Show less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  const full = header.locator('.author-about__full');
  await expect(full).toContainText('Line 9');
  await expect.poll(async () => (await full.boundingBox())?.height ?? 0).toBeGreaterThan(8.5 * lineHeight);
  expect(await header.boundingBox()).toEqual(headerBox);
  expect(await tile.boundingBox()).toEqual(tileBox);
  await less.click();
  await expect(full).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Show more' })).toBeVisible();
  // Escape closes it too.
  await header.getByRole('button', { name: 'Show more' }).click();
  await expect(full).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(full).toHaveCount(0);
  expect(calls).toEqual([]);
});
