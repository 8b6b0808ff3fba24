/**
 * Counts (docs/views-and-keys.md, Counts; docs/data-and-requests.md, Counts): a fresh
 * author's picture and note, with likes, emoji reactions (a custom emoji among them),
 * reposts, NIP-22 comments, kind 1 replies, zap receipts from the author's own LNURL
 * server and forged ones. What the views show is exactly what counts, and a reaction
 * published while the post is on screen adds to it.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import type { Locator, Page } from '@playwright/test';
import { finalizeEvent, generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { encodeInvoice } from '../support/bolt11-encode';
import { imageImeta } from '../support/fixture-events';
import { FIXTURE_DOMAIN } from '../support/fixtures-small';
import { startLnurlServer, ZAPPER_SECRET } from '../support/lnurl-server';
import { mediaUrl } from '../support/media-spec';
import { watchViolations } from './csp-violations';
import { expect, MEDIA_BASE, RELAY_URL, test } from './fixtures';
import { imageOf } from './proxied-image';
import { freshUser } from './session-helpers';
import { routeToLocal } from './webln';
import { slotPort } from '../support/ports';

const LNURL_PORT = slotPort(7451);
/** Counts wait for the first screen, the author's profile and their LNURL document. */
const COUNTS_ARRIVE = { timeout: 20_000 };

const utf8 = (text: string) => new TextEncoder().encode(text);

interface Person {
  secret: Uint8Array;
  pubkey: string;
}

function person(): Person {
  const secret = generateSecretKey();
  return { secret, pubkey: getPublicKey(secret) };
}

/** A fresh author with a lightning address on the test domain, a picture and an older note with a picture. */
function countedPosts() {
  const author = freshUser();
  const authorSecret = hexToBytes(author.secretKeyHex);
  const id = author.pubkey.slice(0, 8);
  const now = Math.floor(Date.now() / 1000);
  const sign = (who: Person, kind: number, tags: string[][], content = '', ago = 60): NostrEvent =>
    finalizeEvent({ kind, created_at: now - ago, tags, content }, who.secret);

  const pictureName = `counts-${id}-picture`;
  const pictureUrl = mediaUrl(MEDIA_BASE, pictureName, 'jpg');
  const noteUrl = mediaUrl(MEDIA_BASE, `counts-${id}-note`, 'jpg');
  const catjamUrl = mediaUrl(MEDIA_BASE, `counts-${id}-catjam`, 'png');
  const profile = finalizeEvent(
    {
      kind: 0,
      created_at: now - 3600,
      tags: [],
      content: JSON.stringify({ name: `counted${id}`, display_name: 'Counted Author', lud16: `counted@${FIXTURE_DOMAIN}` }),
    },
    authorSecret,
  );
  const picture = finalizeEvent(
    { kind: 20, created_at: now - 600, tags: [['title', 'Counted'], imageImeta(pictureUrl, pictureName, 'jpg')], content: 'Counted' },
    authorSecret,
  );
  const note = finalizeEvent({ kind: 1, created_at: now - 1200, tags: [], content: `A counted note ${noteUrl}` }, authorSecret);

  const people = Array.from({ length: 14 }, person);
  const at = (index: number): Person => {
    const found = people[index];
    if (!found) throw new Error(`no person ${index}`);
    return found;
  };
  const onPicture = [
    ['e', picture.id],
    ['p', author.pubkey],
    ['k', '20'],
  ];
  const react = (who: Person, content: string, extra: string[][] = [], ago = 60) => sign(who, 7, [...onPicture, ...extra], content, ago);
  const emojiTag = ['emoji', 'catjam', catjamUrl];

  const reactions = [
    // Likes: "+" twice, once empty; the same author's second like and a dislike do not count.
    react(at(0), '+', [], 120),
    react(at(0), '+', [], 60),
    react(at(1), '+'),
    react(at(2), ''),
    react(at(3), '-'),
    // Emoji reactions, none of them a like.
    react(at(4), '🔥'),
    react(at(5), '🔥'),
    react(at(6), '🔥'),
    react(at(7), ':catjam:', [emojiTag]),
    react(at(8), ':catjam:', [emojiTag]),
    react(at(9), '🤙'),
  ];
  const reposts = [
    sign(at(0), 16, onPicture, JSON.stringify(picture), 100),
    sign(at(0), 16, onPicture, JSON.stringify(picture), 50),
    sign(at(1), 16, onPicture, JSON.stringify(picture)),
  ];
  const comment = sign(
    at(2),
    1111,
    [
      ['E', picture.id, '', author.pubkey],
      ['K', '20'],
      ['P', author.pubkey],
      ['e', picture.id, '', author.pubkey],
      ['k', '20'],
      ['p', author.pubkey],
    ],
    'Lovely light',
    90,
  );
  const commentReply = sign(
    at(3),
    1111,
    [
      ['E', picture.id, '', author.pubkey],
      ['K', '20'],
      ['P', author.pubkey],
      ['e', comment.id, '', at(2).pubkey],
      ['k', '1111'],
      ['p', at(2).pubkey],
    ],
    'Agreed',
  );
  const reply = sign(
    at(4),
    1,
    [
      ['e', note.id, '', 'root'],
      ['p', author.pubkey],
    ],
    'Nice note',
    90,
  );
  const replies = [
    reply,
    sign(
      at(5),
      1,
      [
        ['e', note.id, '', 'root'],
        ['e', reply.id, '', 'reply'],
        ['p', at(4).pubkey],
      ],
      'Indeed',
    ),
    // A mention is no reply.
    sign(at(6), 1, [['e', note.id, '', 'mention']], 'See this'),
    sign(
      at(7),
      7,
      [
        ['e', note.id],
        ['p', author.pubkey],
        ['k', '1'],
      ],
      '+',
    ),
  ];

  let serial = 0;
  const zapperOne = at(10);
  const zapperTwo = at(11);
  /** A zap receipt as a wallet makes one, with every part the test may get wrong on purpose. */
  function receipt(o: { zapper: Person; requestMsat: number; invoiceMsat: number; signer?: Uint8Array; requestPost?: string }) {
    const request = finalizeEvent(
      {
        kind: 9734,
        created_at: now - 30,
        content: 'Nice!',
        tags: [
          ['relays', RELAY_URL],
          ['amount', String(o.requestMsat)],
          ['p', author.pubkey],
          ['e', o.requestPost ?? picture.id],
        ],
      },
      o.zapper.secret,
    );
    const description = JSON.stringify(request);
    const bolt11 = encodeInvoice({
      amountMsat: o.invoiceMsat,
      paymentHash: bytesToHex(sha256(utf8(`${description}${serial++}`))),
      descriptionHash: bytesToHex(sha256(utf8(description))),
      nodeSecret: sha256(utf8('counts-test-node')),
      timestamp: now - 30,
    });
    return finalizeEvent(
      {
        kind: 9735,
        created_at: now - 20,
        content: '',
        tags: [
          ['p', author.pubkey],
          ['e', picture.id],
          ['bolt11', bolt11],
          ['description', description],
        ],
      },
      o.signer ?? ZAPPER_SECRET,
    );
  }
  const zaps = [
    // Valid: 21 and 210 sats, 231 in all.
    receipt({ zapper: zapperOne, requestMsat: 21_000, invoiceMsat: 21_000 }),
    receipt({ zapper: zapperTwo, requestMsat: 210_000, invoiceMsat: 210_000 }),
    // Forged: signed by someone other than the author's LNURL server (731 if counted).
    receipt({ zapper: zapperOne, requestMsat: 500_000, invoiceMsat: 500_000, signer: generateSecretKey() }),
    // An invoice for more than the zap request asked (531 if counted).
    receipt({ zapper: zapperOne, requestMsat: 21_000, invoiceMsat: 300_000 }),
    // A zap request for another post (631 if counted).
    receipt({ zapper: zapperTwo, requestMsat: 400_000, invoiceMsat: 400_000, requestPost: note.id }),
  ];
  const zapperProfiles = (
    [
      [zapperOne, 'Zapper One'],
      [zapperTwo, 'Zapper Two'],
    ] as const
  ).map(([who, name]) =>
    sign(who, 0, [], JSON.stringify({ name, picture: mediaUrl(MEDIA_BASE, `avatar-${who.pubkey.slice(0, 8)}`, 'jpg') }), 3600),
  );

  return {
    author,
    pictureUrl,
    noteUrl,
    catjamUrl,
    newLiker: at(12),
    onPicture,
    events: [profile, picture, note, ...reactions, ...reposts, comment, commentReply, ...replies, ...zaps, ...zapperProfiles],
  };
}

const itemShowing = (page: Page, url: string): Locator =>
  page
    .getByRole('feed')
    .locator('article')
    .filter({ has: page.locator(imageOf(url)) });

const countsOf = (scope: Locator): Locator => scope.getByRole('list', { name: 'Counts' }).getByRole('listitem');

test('the scroll view counts only what checks out, shows reactions and top zappers in the details, and counts a new like live', async ({
  page,
  context,
  relay,
  offsite,
}) => {
  void offsite;
  const violations = await watchViolations(page);
  const lnurl = await startLnurlServer({ port: LNURL_PORT, relayUrl: relay.url });
  try {
    await routeToLocal(context, FIXTURE_DOMAIN, lnurl.url);
    const posts = countedPosts();
    await relay.insert(posts.events);
    await page.goto(`/p/${posts.author.npub}`);
    await page
      .locator('.grid-tile')
      .filter({ has: page.locator(imageOf(posts.pictureUrl)) })
      .getByRole('button', { name: /^Open/ })
      .click();
    const item = itemShowing(page, posts.pictureUrl);
    await expect(item.locator('img.scroll-item__media')).toBeInViewport({ ratio: 0.9 });

    await expect(countsOf(item)).toHaveText(['3 likes', '2 reposts', '2 comments', '231 sats zapped'], COUNTS_ARRIVE);
    // The note below is next: its counts came too. Kind 1 replies count for a note, a mention does not.
    await expect(countsOf(itemShowing(page, posts.noteUrl))).toHaveText(['1 like', '0 reposts', '2 comments', '0 sats zapped']);

    await item.getByRole('button', { name: 'Show details' }).click();
    const reactions = item.getByRole('list', { name: 'Reactions' }).getByRole('listitem');
    await expect(reactions).toHaveText(['🔥3', '2', '🤙1']);
    // The custom emoji is its picture, through the image proxy, named by its shortcode.
    await expect(reactions.nth(1).getByRole('img', { name: ':catjam:' })).toHaveCount(1);
    await expect(reactions.nth(1).locator(imageOf(posts.catjamUrl))).toHaveCount(1);
    const zappers = item.getByRole('list', { name: 'Top zappers' }).getByRole('link');
    await expect(zappers).toHaveCount(2);
    await expect(zappers.nth(0)).toHaveAccessibleName('Zapper Two, 210 sats', COUNTS_ARRIVE);
    await expect(zappers.nth(1)).toHaveAccessibleName('Zapper One, 21 sats');

    // Published while the picture is on screen: counted at once, with no reload.
    await relay.insert([
      finalizeEvent({ kind: 7, created_at: Math.floor(Date.now() / 1000), tags: posts.onPicture, content: '+' }, posts.newLiker.secret),
    ]);
    await expect(countsOf(item).first()).toHaveText('4 likes', COUNTS_ARRIVE);
    // Long after every stored receipt was read, the forged ones still add nothing.
    await expect(countsOf(item).last()).toHaveText('231 sats zapped');
    await expect(countsOf(item).last()).toHaveAttribute('title', '231 sats zapped');
    expect(violations).toEqual([]);
  } finally {
    await lnurl.stop();
  }
});

test("a grid tile's hover info and the slideshow's caption show the same counts", async ({ page, context, relay, offsite }) => {
  void offsite;
  await page.setViewportSize({ width: 1280, height: 800 });
  const lnurl = await startLnurlServer({ port: LNURL_PORT, relayUrl: relay.url });
  try {
    await routeToLocal(context, FIXTURE_DOMAIN, lnurl.url);
    const posts = countedPosts();
    await relay.insert(posts.events);
    await page.goto(`/p/${posts.author.npub}`);
    const tile = page.locator('.grid-tile').filter({ has: page.locator(imageOf(posts.pictureUrl)) });
    await tile.hover();
    // The hover info repeats the tile's name for the eye only, so its counts are read by their text.
    await expect(tile.locator('.counts-row li')).toHaveText(['3 likes', '2 reposts', '2 comments', '231 sats zapped'], COUNTS_ARRIVE);

    await page.getByRole('button', { name: 'Play slideshow' }).click();
    const slideshow = page.getByLabel('Slideshow', { exact: true });
    const shown = slideshow.locator('img.slideshow__image');
    await expect(shown).toBeVisible();
    // Paused, the slide stays while its caption comes; the caption follows it either way.
    await page.keyboard.press('p');
    await expect(slideshow.getByText('Paused')).toBeAttached();
    const onPicture = (await shown.getAttribute('src'))?.endsWith(`/plain/${posts.pictureUrl}`) ?? false;
    const expected = onPicture
      ? ['3 likes', '2 reposts', '2 comments', '231 sats zapped']
      : ['1 like', '0 reposts', '2 comments', '0 sats zapped'];
    await expect(countsOf(slideshow.locator('.slideshow__caption'))).toHaveText(expected, COUNTS_ARRIVE);
  } finally {
    await lnurl.stop();
  }
});
