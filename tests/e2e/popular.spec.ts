/**
 * The Popular order (docs/routes-and-filters.md, Popular; docs/content-rules.md, Popular
 * score): five pictures on a hashtag of the test's own, with reactions, reposts and zap
 * receipts on the test relay. A valid zap, plain reactions and reposts rank them; a forged
 * receipt, a dislike and the reactions of people the viewer muted count for nothing. The
 * grid, the scroll view and the slideshow show the same order.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import type { Page } from '@playwright/test';
import { finalizeEvent, generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { encodeInvoice } from '../support/bolt11-encode';
import { FIXTURE_DOMAIN } from '../support/fixtures-small';
import { startLnurlServer, ZAPPER_SECRET } from '../support/lnurl-server';
import { mediaUrl } from '../support/media-spec';
import { slotPort } from '../support/ports';
import { expect, MEDIA_BASE, RELAY_URL, test } from './fixtures';
import { imageOf } from './proxied-image';
import { freshUser, loginDialog, submitLogin } from './session-helpers';
import { routeToLocal } from './webln';

const LNURL_PORT = slotPort(7451);
/** The ranking waits for every post's counts, and a zap for its author's profile and LNURL document. */
const RANKED = { timeout: 20_000 };
const utf8 = (text: string) => new TextEncoder().encode(text);

/** The names of the five pictures, in the order the Popular order must show them. */
const RANKED_NAMES = ['Zapped', 'Liked', 'Reposted', 'Forged', 'Muted'];

function rankedWorld() {
  const viewer = freshUser();
  const author = freshUser();
  const authorSecret = hexToBytes(author.secretKeyHex);
  const id = author.pubkey.slice(0, 8);
  const tag = `popular${id}`;
  const now = Math.floor(Date.now() / 1000);
  const people = Array.from({ length: 12 }, () => generateSecretKey());
  const muted = people.slice(6, 12);
  const at = (index: number): Uint8Array => people[index] ?? generateSecretKey();

  // Newest first is the reverse of the ranked order, so no ranking can pass by keeping the newest first.
  const posts = new Map<string, NostrEvent>();
  RANKED_NAMES.forEach((name, index) => {
    const url = mediaUrl(MEDIA_BASE, `popular-${id}-${name.toLowerCase()}`, 'jpg');
    posts.set(
      name,
      finalizeEvent({ kind: 1, created_at: now - 3600 + index * 60, tags: [['t', tag]], content: `${name} ${url}` }, authorSecret),
    );
  });
  const post = (name: string): NostrEvent => {
    const found = posts.get(name);
    if (!found) throw new Error(`no post ${name}`);
    return found;
  };
  const on = (name: string): string[][] => [
    ['e', post(name).id],
    ['p', author.pubkey],
  ];
  const react = (who: Uint8Array, name: string, content = '+') =>
    finalizeEvent({ kind: 7, created_at: now - 60, tags: on(name), content }, who);
  const repost = (who: Uint8Array, name: string) =>
    finalizeEvent({ kind: 6, created_at: now - 60, tags: on(name), content: JSON.stringify(post(name)) }, who);

  let serial = 0;
  function zapReceipt(name: string, sats: number, signer: Uint8Array = ZAPPER_SECRET): NostrEvent {
    const request = finalizeEvent(
      { kind: 9734, created_at: now - 30, content: '', tags: [['relays', RELAY_URL], ['amount', String(sats * 1000)], ...on(name)] },
      at(0),
    );
    const description = JSON.stringify(request);
    const bolt11 = encodeInvoice({
      amountMsat: sats * 1000,
      paymentHash: bytesToHex(sha256(utf8(`${description}${serial++}`))),
      descriptionHash: bytesToHex(sha256(utf8(description))),
      nodeSecret: sha256(utf8('popular-test-node')),
      timestamp: now - 30,
    });
    return finalizeEvent(
      { kind: 9735, created_at: now - 20, content: '', tags: [...on(name), ['bolt11', bolt11], ['description', description]] },
      signer,
    );
  }

  const counts = [
    // Zapped: 400 valid sats, √400 = 20.
    zapReceipt('Zapped', 400),
    // Liked: five people, 5; a dislike adds nothing.
    ...[1, 2, 3, 4, 5].map((index) => react(at(index), 'Liked')),
    react(at(0), 'Liked', '-'),
    // Reposted: two reposters, 4.
    repost(at(1), 'Reposted'),
    repost(at(2), 'Reposted'),
    // Forged: a million sats signed by someone other than the author's LNURL server (1,000 if counted), and one like, 1.
    zapReceipt('Forged', 1_000_000, generateSecretKey()),
    react(at(3), 'Forged'),
    // Muted: six people the viewer muted (6 if counted).
    ...muted.map((who) => react(who, 'Muted')),
  ];
  const profile = finalizeEvent(
    { kind: 0, created_at: now - 7200, tags: [], content: JSON.stringify({ name: `popular${id}`, lud16: `popular@${FIXTURE_DOMAIN}` }) },
    authorSecret,
  );
  const muteList = finalizeEvent(
    { kind: 10000, created_at: now - 600, tags: muted.map((who) => ['p', getPublicKey(who)]), content: '' },
    hexToBytes(viewer.secretKeyHex),
  );
  // A muted person's own picture on the hashtag: once it leaves the newest-first feed, the mute list is in.
  const mutedUrl = mediaUrl(MEDIA_BASE, `popular-${id}-muted-own`, 'jpg');
  const mutedPicture = finalizeEvent({ kind: 1, created_at: now - 30, tags: [['t', tag]], content: `Mine ${mutedUrl}` }, at(6));
  return { viewer, tag, mutedUrl, events: [profile, muteList, mutedPicture, ...posts.values(), ...counts] };
}

/** The pictures' names as a list shows them, in order, read from the accessible names. */
async function namesIn(page: Page, selector: string, attribute: string): Promise<string[]> {
  const labels = await page
    .locator(selector)
    .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name) ?? ''), attribute);
  return labels.map((label) => RANKED_NAMES.find((name) => label.includes(name)) ?? label);
}

test('the Popular order ranks by checked zaps, reactions and reposts in every view, leaving out forged receipts and muted people', async ({
  page,
  context,
  relay,
  offsite,
}) => {
  void offsite;
  // A login, a ranking that waits for a profile and an LNURL document, and three views.
  test.setTimeout(90_000);
  const lnurl = await startLnurlServer({ port: LNURL_PORT, relayUrl: relay.url });
  try {
    await routeToLocal(context, FIXTURE_DOMAIN, lnurl.url);
    const world = rankedWorld();
    await relay.insert(world.events);

    await page.goto(`/tags/${world.tag}`);
    await submitLogin(page, world.viewer.nsec);
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.locator(imageOf(world.mutedUrl))).toHaveCount(0);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('radio', { name: 'Popular this week' }).check();
    await expect(page).toHaveURL(new RegExp(`/tags/${world.tag}\\?sort=popular&period=7d$`));
    await expect(page).toHaveTitle(`#${world.tag} · Popular this week | Diorama`);
    await page.keyboard.press('Escape');

    const tiles = page.getByRole('button', { name: /^Open: / });
    await expect(tiles).toHaveCount(RANKED_NAMES.length, RANKED);
    await expect.poll(() => namesIn(page, '.grid-tile button[aria-label^="Open: "]', 'aria-label'), RANKED).toEqual(RANKED_NAMES);

    await tiles.first().click();
    await expect(page.locator('article.scroll-item[aria-posinset="1"]')).toHaveAttribute('aria-label', /Zapped/);
    await expect.poll(() => namesIn(page, 'article.scroll-item', 'aria-label')).toEqual(RANKED_NAMES);

    // A reload shows the ranking kept on this device; the slideshow follows the same order.
    await page.goto(`/tags/${world.tag}?sort=popular&period=7d&view=slideshow`);
    const slideshow = page.getByLabel('Slideshow', { exact: true });
    // The first slide stays for eight seconds, and the arrow starts the next one's time afresh.
    await expect(slideshow.locator('img.slideshow__image')).toHaveAttribute('alt', /Zapped/, RANKED);
    await page.keyboard.press('ArrowRight');
    await expect(slideshow.locator('img.slideshow__image')).toHaveAttribute('alt', /Liked/);
  } finally {
    await lnurl.stop();
  }
});
