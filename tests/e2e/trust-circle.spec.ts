import type { Page } from '@playwright/test';
import { finalizeEvent, generateSecretKey, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';
import { expect, MEDIA_BASE, test } from './fixtures';
import { imageOf } from './proxied-image';
import { submitLogin } from './session-helpers';
import { appUrl } from '../support/ports';

/** The build whose visitors see the circle of the key of 32 bytes of 0x71 (.env.trust-root). */
const TRUST_ROOT_APP = appUrl('trustRoot');

interface Person {
  name: string;
  secret: Uint8Array;
  pubkey: string;
}

function person(name: string, secret = generateSecretKey()): Person {
  return { name, secret, pubkey: getPublicKey(secret) };
}

/** A fixture graph of the test's own: nothing of it is on the shared fixtures' routes but /global. */
function graph(tag: string) {
  const now = Math.floor(Date.now() / 1000);
  const url = (who: Person, index = 0): string => `${MEDIA_BASE}/media/${tag}-${who.name}-${index}.jpg`;
  const picture = (who: Person, index = 0): NostrEvent =>
    finalizeEvent({ kind: 1, created_at: now - 60 - index, tags: [['t', tag]], content: `${url(who, index)} #${tag}` }, who.secret);
  const follows = (who: Person, followed: readonly Person[]): NostrEvent =>
    finalizeEvent({ kind: 3, created_at: now - 3600, tags: followed.map((other) => ['p', other.pubkey]), content: '' }, who.secret);
  return { url, picture, follows };
}

async function tileUrls(page: Page, candidates: readonly string[]): Promise<string[]> {
  const shown: string[] = [];
  for (const url of candidates) if ((await page.locator(imageOf(url)).count()) > 0) shown.push(url);
  return shown;
}

/** Waits until exactly `expected` of `candidates` are on the grid. */
async function expectShown(page: Page, candidates: readonly string[], expected: readonly string[]): Promise<void> {
  await expect.poll(() => tileUrls(page, candidates), { timeout: 10_000 }).toEqual(candidates.filter((url) => expected.includes(url)));
}

async function chooseShowMediaFrom(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const group = page.getByRole('group', { name: 'Show media from' });
  await group.getByRole('radio', { name: label, exact: true }).check();
  await page.keyboard.press('Escape');
}

test('each "Show media from" level shows exactly its circle on a tag route and /global, cold and after a reload', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  const tag = `circle${Date.now()}`;
  const { url, picture, follows } = graph(tag);
  const me = person('me');
  const friends = [1, 2, 3].map((n) => person(`friend${n}`));
  const theirs = friends.map((_, f) => [1, 2, 3, 4, 5].map((n) => person(`fof${f}${n}`)));
  const strangers = [person('stranger1'), person('stranger2')];
  const spammer = person('spammer');
  const postingFriendsOfFriends = theirs.map((group) => group[0] as Person);
  await relay.insert([
    follows(me, friends),
    ...friends.map((friend, f) => follows(friend, theirs[f] ?? [])),
    // A stranger who follows the user does not bring anyone into the circle.
    follows(strangers[0] as Person, [me]),
    ...friends.map((friend) => picture(friend)),
    ...postingFriendsOfFriends.map((other) => picture(other)),
    ...strangers.map((stranger) => picture(stranger)),
    ...[0, 1, 2].map((index) => picture(spammer, index)),
  ]);
  const friendUrls = friends.map((friend) => url(friend));
  const circleUrls = [...friendUrls, ...postingFriendsOfFriends.map((other) => url(other))];
  const everyoneUrls = [...circleUrls, ...strangers.map((stranger) => url(stranger)), ...[0, 1, 2].map((index) => url(spammer, index))];

  await page.goto(`/tags/${tag}`);
  await submitLogin(page, nip19.nsecEncode(me.secret));
  await expectShown(page, everyoneUrls, everyoneUrls);

  await chooseShowMediaFrom(page, 'People I follow and their follows');
  await expectShown(page, everyoneUrls, circleUrls);
  await expect(page.getByText('5 pictures from outside your circle are not shown.')).toBeVisible();

  await chooseShowMediaFrom(page, 'People I follow');
  await expectShown(page, everyoneUrls, friendUrls);

  // The level lasts, and the circle kept on this device applies from the first request.
  await page.reload();
  await expectShown(page, everyoneUrls, friendUrls);
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('diorama-trust');
        open.onsuccess = () => {
          const count = open.result.transaction('circles').objectStore('circles').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(kept).toBe(1);
  await chooseShowMediaFrom(page, 'People I follow and their follows');
  await expectShown(page, everyoneUrls, circleUrls);

  // /global is narrowed the same way: of everything on the relay, only the circle's pictures.
  await page.goto('/global');
  await expectShown(page, everyoneUrls, circleUrls);
  await expect(page.locator('.grid-tile')).toHaveCount(circleUrls.length);

  // "Show them" shows everyone in this feed once.
  await page.goto(`/tags/${tag}`);
  await expectShown(page, everyoneUrls, circleUrls);
  await page.getByRole('button', { name: 'Show them' }).click();
  await expectShown(page, everyoneUrls, everyoneUrls);

  // An author's route is never narrowed: the visitor chose that person.
  await page.goto(`/p/${nip19.npubEncode(spammer.pubkey)}`);
  await expect(page.locator('.grid-tile')).toHaveCount(3);

  await page.goto(`/tags/${tag}`);
  await chooseShowMediaFrom(page, 'Everyone');
  await expectShown(page, everyoneUrls, everyoneUrls);
});

/**
 * The trust-root build's root, a member it follows, the member's friend and a stranger,
 * each with a picture on `tag`: their pictures' addresses, in that order.
 */
async function rootCircle(relay: { insert(events: NostrEvent[]): Promise<void> }, tag: string): Promise<string[]> {
  const { url, picture, follows } = graph(tag);
  const root = person('root', new Uint8Array(32).fill(0x71));
  const member = person('member');
  const friendOfMember = person('friendofmember');
  const stranger = person('stranger');
  await relay.insert([
    follows(root, [member]),
    follows(member, [friendOfMember]),
    ...[root, member, friendOfMember, stranger].map((who) => picture(who)),
  ]);
  return [root, member, friendOfMember, stranger].map((who) => url(who));
}

test('a deployment with a trust root shows visitors its circle and their follows', async ({ page, relay, offsite }) => {
  void offsite;
  const tag = `community${Date.now()}`;
  const all = await rootCircle(relay, tag);

  await page.goto(`${TRUST_ROOT_APP}/tags/${tag}`);
  await expectShown(page, all, all.slice(0, 3));
  await expect(page.getByText('1 picture from outside your circle is not shown.')).toBeVisible();

  await chooseShowMediaFrom(page, 'This site’s circle');
  await expectShown(page, all, all.slice(0, 2));
  await chooseShowMediaFrom(page, 'Everyone');
  await expectShown(page, all, all);
});

test('a circle wall keeps to the circle whatever the visitor chose, and offers no way to widen it', async ({ page, relay, offsite }) => {
  void offsite;
  const tag = `circlewall${Date.now()}`;
  const all = await rootCircle(relay, tag);

  // The visitor asked for everyone; the wall's address asks for the circle, and wins.
  await page.goto(`${TRUST_ROOT_APP}/tags/${tag}`);
  await chooseShowMediaFrom(page, 'Everyone');
  await expectShown(page, all, all);
  await page.goto(`${TRUST_ROOT_APP}/tags/${tag}?admit=circle`);
  await expectShown(page, all, all.slice(0, 3));
  await expect(page.getByText('Trust circle only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show them' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('group', { name: 'Show media from' })).toHaveCount(0);
});
