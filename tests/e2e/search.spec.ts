import { finalizeEvent, getPublicKey, nip19 } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, RELAY_PORT, test } from './fixtures';

const PLACEHOLDER = 'search for topics, tags or people';

test('the header opens the search; Escape closes it and gives focus back', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/tags/photography');
  const header = page.getByRole('button', { name: /search/ });
  await expect(header).toHaveText(/#photography/);
  await header.click();
  const input = page.getByPlaceholder(PLACEHOLDER, { exact: true });
  await expect(input).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Popular Hashtags' })).toBeVisible();
  // Typing in the box must not trigger the gallery's single-key shortcuts (H is home).
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/tags\/photography$/);
  await input.press('Escape');
  await expect(input).toHaveCount(0);
  await expect(header).toBeFocused();
});

test('what is typed right after opening the search goes into the field, before its results have loaded', async ({ page, offsite }) => {
  void offsite;
  // The search's own scripts are held back, as on a slow link.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/search-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/tags/photography');
  await page.getByRole('button', { name: /search/ }).click();
  // H is the gallery's "home" key: it must not leave the page.
  await page.keyboard.type('phot');
  const input = page.getByPlaceholder(PLACEHOLDER, { exact: true });
  await expect(input).toHaveValue('phot');
  await expect(page).toHaveURL(/\/tags\/photography$/);
  release();
  await expect(page.getByRole('link', { name: '#photography', exact: true })).toBeVisible();
});

test('on a narrow screen a long header is elided and still shows the search sign', async ({ page, offsite }) => {
  void offsite;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tags/photography,travelstr,foodstr,gardenstr,flowerstr');
  const header = page.getByRole('button', { name: /search/ });
  await expect(header).toHaveText(/^#photography #travelstr/);
  await expect(header.locator('.search-header__hint')).toBeInViewport({ ratio: 1 });
  const label = header.locator('.search-header__label');
  expect(await label.evaluate((element) => element.scrollWidth > element.clientWidth && getComputedStyle(element).textOverflow)).toBe(
    'ellipsis',
  );
});

test('on a phone the results take the screen’s width and no result runs out of them', async ({ page, offsite }) => {
  void offsite;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/global');
  await page.getByRole('button', { name: /search/ }).click();
  await page.getByPlaceholder(PLACEHOLDER, { exact: true }).fill('ca');
  const results = page.locator('.search-results');
  await expect(results.getByRole('heading', { name: 'Hashtags', exact: true })).toBeVisible();
  const panel = await results.boundingBox();
  expect(panel?.width).toBeGreaterThan(390 - 40);
  const right = (panel?.x ?? 0) + (panel?.width ?? 0);
  const beyond = await results
    .getByRole('link')
    .evaluateAll((links, edge) => links.filter((link) => link.getBoundingClientRect().right > edge).map((link) => link.textContent), right);
  expect(beyond).toEqual([]);
});

test('typing shows topics, hashtags and people; Enter goes to the tag', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global?type=image');
  await page.getByRole('button', { name: /search/ }).click();
  const input = page.getByPlaceholder(PLACEHOLDER, { exact: true });
  await input.fill('cat');
  await expect(page.getByRole('heading', { name: 'Topics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Animals', exact: true })).toHaveAttribute('href', '/topic/animals');
  await expect(page.getByRole('heading', { name: 'Hashtags', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '#catstr', exact: true })).toHaveAttribute('href', '/tags/catstr');
  // Three characters: people are searched.
  await expect(page.getByRole('region', { name: 'People' })).toBeVisible();

  const found = fixtures.authors.find((author) => author.pubkey === fixtures.meta.searchPubkey);
  if (!found) throw new Error('the fixtures name no searchable author');
  await input.fill(fixtures.meta.searchName);
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByRole('link')).toHaveCount(1);
  await expect(people.getByRole('link')).toHaveAttribute('href', `/p/${found.npub}`);
  await expect(people.getByRole('link')).toContainText('Alice Lens');

  await input.fill('zzzqqq');
  await expect(people.getByText('No people found')).toBeVisible();

  await input.fill('sunset');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/tags\/sunset\?type=image$/);
  await expect(input).toHaveCount(0);
});

/**
 * When the page asks for a search, the relay first sends every profile it holds for a
 * request the page keeps open, as answers to the feed's or a profile request would come:
 * NDK hands each open subscription every event its filter matches, whichever request
 * brought it. Returns how many searches were preceded so.
 */
async function sendProfilesBeforeEachSearch(page: Page): Promise<{ searches: number }> {
  const injected = { searches: 0 };
  await page.routeWebSocket(new RegExp(`127\\.0\\.0\\.1:${RELAY_PORT}/?$`), (route: WebSocketRoute) => {
    const relay = route.connectToServer();
    const open = new Set<string>();
    let target: string | undefined;
    route.onMessage((message) => {
      const [type, id, ...filters] = JSON.parse(String(message)) as [string, string, ...Record<string, unknown>[]];
      if (type === 'CLOSE') open.delete(id);
      if (type === 'REQ' && filters.some((filter) => 'search' in filter) && open.size > 0) {
        target = [...open].at(-1);
        injected.searches += 1;
        relay.send(JSON.stringify(['REQ', 'every-profile', { kinds: [0] }]));
      } else if (type === 'REQ') open.add(id);
      relay.send(message);
    });
    relay.onMessage((message) => {
      const [type, id, event] = JSON.parse(String(message)) as [string, string, unknown];
      if (id !== 'every-profile') route.send(message);
      else if (type === 'EVENT' && target) route.send(JSON.stringify(['EVENT', target, event]));
      else if (type === 'EOSE') relay.send(JSON.stringify(['CLOSE', id]));
    });
  });
  return injected;
}

test('people found are those the search matched, whatever profiles arrive for other requests meanwhile', async ({
  page,
  fixtures,
  offsite,
}) => {
  void offsite;
  const injected = await sendProfilesBeforeEachSearch(page);
  await page.goto('/global');
  await expect(page.locator('.grid-tile img').first()).toBeVisible();
  await page.getByRole('button', { name: /search/ }).click();
  await page.getByPlaceholder(PLACEHOLDER, { exact: true }).fill(fixtures.meta.searchName);
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByRole('link').first()).toBeVisible();
  expect(injected.searches).toBeGreaterThan(0);
  await expect(people.getByRole('link')).toHaveCount(1);
  await expect(people.getByRole('link')).toContainText('Alice Lens');
});

test('choosing a result goes there and closes the panel', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/global');
  await page.getByRole('button', { name: /search/ }).click();
  await page.getByPlaceholder(PLACEHOLDER, { exact: true }).fill('anim');
  await page.getByRole('link', { name: 'Animals', exact: true }).click();
  await expect(page).toHaveURL(/\/topic\/animals$/);
  await expect(page.getByPlaceholder(PLACEHOLDER, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /search/ })).toHaveText(/Animals/);
});

test('a logged-in user sees their lists and follows, without mute lists', async ({ page, fixtures, offsite }) => {
  void offsite;
  const secret = hexToBytes(fixtures.meta.viewer.secretKeyHex);
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
  await page.goto('/global');
  await page.getByRole('button', { name: /search/ }).click();
  await expect(page.getByRole('region', { name: 'Popular Hashtags' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your lists' })).toHaveCount(0);

  // A click elsewhere (here the login button) dismisses the open panel.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByPlaceholder(PLACEHOLDER, { exact: true })).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Login with extension' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.getByRole('button', { name: /search/ }).click();
  const lists = page.getByRole('region', { name: 'Your lists' });
  await expect(lists.getByRole('link', { name: 'Your follows' })).toHaveAttribute('href', '/follows');
  const list = lists.getByRole('link', { name: fixtures.meta.peopleList.title });
  // The same address (kind, author, d) as the fixture's naddr; relay hints may differ.
  const href = (await list.getAttribute('href')) ?? '';
  const decoded = nip19.decode(href.replace(/^\/list\//, ''));
  const expected = nip19.decode(fixtures.meta.peopleList.naddr);
  if (decoded.type !== 'naddr' || expected.type !== 'naddr') throw new Error(`not an naddr: ${href}`);
  expect({ ...decoded.data, relays: [] }).toEqual({ ...expected.data, relays: [] });
  await expect(lists.getByRole('link', { name: fixtures.meta.droppedPeopleList.title })).toHaveCount(0);
});

/** The search's section headings, top to bottom, as a user reads them. */
async function headingsInOrder(page: Page): Promise<string[]> {
  const headings = page.locator('.search-results').getByRole('heading');
  const boxes = await Promise.all(
    (await headings.all()).map(async (heading) => ({
      text: (await heading.textContent()) ?? '',
      y: (await heading.boundingBox())?.y ?? -1,
    })),
  );
  return boxes.sort((a, b) => a.y - b.y).map((box) => box.text);
}

test('a hashtag that starts with the query is listed before one that only contains it', async ({ page, offsite }) => {
  void offsite;
  await page.goto('/global');
  await page.getByRole('button', { name: /search/ }).click();
  // "photog" starts #photography and is inside #naturephotography, which the popular
  // list names first.
  await page.getByPlaceholder(PLACEHOLDER, { exact: true }).fill('photog');
  const tags = page.getByRole('region', { name: 'Hashtags', exact: true }).getByRole('link');
  await expect(tags.first()).toHaveText('#photography');
  await expect(tags).toContainText(['#photography', '#naturephotography']);
  const names = await tags.allTextContents();
  expect(names.indexOf('#photography')).toBeLessThan(names.indexOf('#naturephotography'));
  await expect(page.getByRole('region', { name: 'Topics' }).getByRole('link').first()).toHaveText('Photography');
});

test('a person whose name is typed exactly comes before hashtags that only contain it', async ({ page, fixtures, offsite }) => {
  void offsite;
  const person = fixtures.meta.exactNamePerson;
  await page.goto('/global');
  await page.getByRole('button', { name: /search/ }).click();
  await page.getByPlaceholder(PLACEHOLDER, { exact: true }).fill(person.name);
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByRole('link').first()).toHaveText(person.displayName);
  await expect(people.getByRole('link').first()).toHaveAttribute('href', `/p/${person.npub}`);
  const hashtags = page.getByRole('region', { name: 'Hashtags', exact: true });
  await expect(hashtags.getByRole('link', { name: '#honeybadger', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Hashtags' })).toHaveCount(0);
  const order = await headingsInOrder(page);
  expect(order.indexOf('People')).toBe(0);
  expect(order.indexOf('People')).toBeLessThan(order.indexOf('Hashtags'));

  // One letter less matches nobody's name exactly: the usual order comes back.
  await page.getByPlaceholder(PLACEHOLDER, { exact: true }).fill(person.name.slice(0, -1));
  await expect(people.getByRole('link').first()).toHaveText(person.displayName);
  await expect.poll(() => headingsInOrder(page)).toEqual(['Topics', 'Hashtags', 'People']);
});

test('Popular Hashtags appear only when nothing matches', async ({ page, fixtures, offsite }) => {
  void offsite;
  await page.goto('/global');
  await page.getByRole('button', { name: /search/ }).click();
  const input = page.getByPlaceholder(PLACEHOLDER, { exact: true });
  const popular = page.getByRole('region', { name: 'Popular Hashtags' });
  await expect(popular).toBeVisible();

  // A hashtag matches.
  await input.fill('cat');
  await expect(page.getByRole('region', { name: 'Hashtags', exact: true }).getByRole('link', { name: '#catstr' })).toBeVisible();
  await expect(popular).toHaveCount(0);

  // Only a person matches: the typed text is offered as the tag, not the popular ones.
  await input.fill(fixtures.meta.searchName);
  await expect(page.getByRole('region', { name: 'People' }).getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Hashtags', exact: true }).getByRole('link')).toHaveText([`#${fixtures.meta.searchName}`]);
  await expect(popular).toHaveCount(0);

  // Nothing matches, once the people search has said so.
  await input.fill('zzzqqq');
  await expect(page.getByRole('region', { name: 'People' }).getByText('No people found')).toBeVisible();
  await expect(popular).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hashtags', exact: true })).toHaveCount(0);

  // Too short to search people, and no topic or hashtag: nothing matches.
  await input.fill('qz');
  await expect(popular).toBeVisible();
  await expect(page.getByRole('region', { name: 'People' })).toHaveCount(0);
});
