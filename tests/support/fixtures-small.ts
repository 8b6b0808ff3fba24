/**
 * The small fixture set (about 80 events) for browser tests: a handful of authors whose
 * posts cover every case the gallery has to handle, each visible or hidden for a known
 * reason, with `meta` naming the ids and URLs tests assert on.
 */
import { nip19 } from 'nostr-tools';
import { deriveAuthor, sign, type FixtureAuthor } from './fixture-events';
import type { SmallFixtureSet, SmallTag } from './fixture-types';
import { mediaUrl, type ImageExtension } from './media-spec';
import { createSmallSetWriter } from './small-set-writer';

export const FIXTURE_DOMAIN = 'diorama.test';
export const SMALL_TAGS: readonly SmallTag[] = ['photography', 'catstr', 'art', 'nostr'];

const AUTHOR_NAMES = ['vera', 'alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'mallory'] as const;
type AuthorName = (typeof AUTHOR_NAMES)[number];

const PROFILES: Record<AuthorName, { displayName: string; about: string; nip05?: true; lud16?: true }> = {
  vera: { displayName: 'Vera Viewer', about: 'I mostly look at pictures.', nip05: true },
  alice: { displayName: 'Alice Lens', about: 'Harbours, fog and golden hour.', nip05: true, lud16: true },
  bob: { displayName: 'Bob Shutter', about: 'Macro and night markets.', lud16: true },
  carol: { displayName: 'Carol Canvas', about: 'Watercolour, ink and oil.', nip05: true },
  dave: { displayName: 'Dave and the Cat', about: 'Daily cat content.' },
  erin: { displayName: 'Erin Frames', about: 'Short films and timelapses.', lud16: true },
  frank: { displayName: 'Frank Reposts', about: 'Sharing what I like.' },
  mallory: { displayName: 'Mallory', about: 'Testing your filters.' },
};

/** The small set's authors; author i's key is sha256('diorama-author-' + i). */
export function smallAuthors(): FixtureAuthor[] {
  return AUTHOR_NAMES.map((name, i) => deriveAuthor(`diorama-author-${i}`, name));
}

export function buildSmallSet(options: { mediaBase: string; now: number; relayUrl: string }): SmallFixtureSet {
  const { mediaBase, now, relayUrl } = options;
  const authors = smallAuthors();
  const by = Object.fromEntries(authors.map((author) => [author.name, author])) as Record<AuthorName, FixtureAuthor>;
  const { events, posts, note, picture, video, fileMetadata, repost } = createSmallSetWriter({ by, mediaBase, relayUrl, now });

  // Profiles and lists are older than every post.
  for (const author of authors) {
    const profile = PROFILES[author.name as AuthorName];
    const content: Record<string, string> = {
      name: author.name,
      display_name: profile.displayName,
      about: profile.about,
      picture: mediaUrl(mediaBase, `avatar-${author.name}`, 'jpg'),
    };
    if (profile.nip05) content.nip05 = `${author.name}@${FIXTURE_DOMAIN}`;
    if (profile.lud16) content.lud16 = `${author.name}@${FIXTURE_DOMAIN}`;
    events.push(sign(author, { kind: 0, created_at: now - 86_400, tags: [], content: JSON.stringify(content) }));
  }
  // A profile without posts whose name is only inside hashtags (#honeybadger) and a
  // topic's later word: the search lists this person before them (core/search/search-plan.ts).
  const badger = deriveAuthor('diorama-person-badger', 'badger');
  events.push(
    sign(badger, {
      kind: 0,
      created_at: now - 86_400,
      tags: [],
      content: JSON.stringify({ name: 'badger', display_name: 'Badger', about: 'Only here to be found.' }),
    }),
  );
  const follows = [by.alice, by.bob, by.erin, by.frank].map((a) => a.pubkey);
  events.push(sign(by.vera, { kind: 3, created_at: now - 80_000, tags: follows.map((p) => ['p', p]), content: '' }));
  const peopleMembers = [by.alice, by.bob, by.carol].map((a) => a.pubkey);
  events.push(
    sign(by.vera, {
      kind: 30000,
      created_at: now - 79_000,
      tags: [
        ['d', 'photographers'],
        ['title', 'Photographers'],
        ['description', 'People whose pictures I like'],
        ...peopleMembers.map((p) => ['p', p]),
      ],
      content: '',
    }),
    sign(by.vera, {
      kind: 30000,
      created_at: now - 78_000,
      tags: [
        ['d', 'muted'],
        ['title', 'Muted accounts'],
        ['p', by.mallory.pubkey],
      ],
      content: '',
    }),
    // A trailing slash (must be stripped) and a read-only relay nobody runs.
    sign(by.vera, {
      kind: 10002,
      created_at: now - 77_000,
      tags: [
        ['r', `${relayUrl}/`],
        ['r', 'ws://127.0.0.1:7449', 'read'],
      ],
      content: '',
    }),
  );

  // Posts, newest first.
  const alice1 = note('alice', { text: 'Golden hour over the harbour', tags: ['photography'], media: ['jpg'], imeta: true });
  note('dave', { text: 'Sunday nap', tags: ['catstr'], media: ['jpg'] });
  note('carol', { text: 'Watercolour study', tags: ['art'], media: ['png'] });
  const mp4 = note('erin', { text: 'Timelapse test', tags: ['nostr'], media: ['mp4'] });
  note('bob', { text: 'Macro: dew on a leaf', tags: ['photography'], media: ['webp'], imeta: true });
  const adult = note('mallory', { text: 'Late night set', tags: ['photography', 'nsfw'], media: ['jpg'], hidden: 'adult' });
  picture('alice', 'Lighthouse at dusk', ['photography'], ['jpg']);
  note('dave', { text: 'He found the box', tags: ['catstr'], media: ['jpg'] });
  const reply = note('bob', {
    text: 'Lovely light! Here is mine from the same evening',
    tags: ['photography'],
    media: ['jpg'],
    extraTags: [
      ['e', alice1.event.id, relayUrl, 'reply'],
      ['p', by.alice.pubkey],
    ],
    hidden: 'reply',
  });
  const webm = note('erin', { text: 'Clouds rolling in', tags: ['nostr'], media: ['webm'] });
  note('carol', { text: 'Animated sketch', tags: ['art'], media: ['gif'] });
  const twoPictures = picture('alice', 'Two frames from the pier', ['photography'], ['jpg', 'webp']);
  note('bob', { text: 'Night market colours', tags: ['photography'], media: ['jpeg'] });
  const nip71 = video('erin', 'A short film', ['nostr'], 'mp4');
  const original = note('dave', { text: 'The cat approves', tags: ['catstr'], media: ['jpg'] }, false);
  const validRepost = repost('frank', original, false);
  picture('carol', 'Ink drawing, day 12', ['art'], ['webp']);
  note('alice', { text: 'Street corner, long exposure', tags: ['photography', 'nostr'], media: ['png'] });
  const junk = note('mallory', {
    text:
      'Click javascript:alert(document.cookie) or javascript:alert(1)//x.jpg <script>alert(1)</script> ' +
      '<img src=x onerror=alert(2)> [link](javascript:alert(3)) \u200b\u202e reversed ' +
      'x'.repeat(300),
    tags: ['art'],
    media: ['jpg'],
  });
  note('bob', { text: 'Which camera should I buy next?', tags: ['photography'], media: [] });
  const file1063 = fileMetadata('carol', 'Charcoal, scanned', ['art'], 'webp');
  note('dave', { text: 'Zoomies', tags: ['catstr'], media: ['mp4'] });
  const tamperedOriginal = note('dave', { text: 'Definitely my cat', tags: ['catstr'], media: ['jpg'] }, false);
  const tamperedRepost = repost('frank', tamperedOriginal, true);
  picture('bob', 'Portrait in window light', ['photography'], ['jpg']);
  const missing = note('mallory', {
    text: 'This one never loads',
    tags: ['art'],
    media: ['jpg'],
    prefix: 'missing-',
    hidden: 'missing-media',
  });
  note('erin', { text: 'Meetup slides', tags: ['nostr'], media: ['jpg'] });
  picture('dave', 'Window watcher', ['catstr'], ['jpg']);
  note('frank', { text: 'Quiet harbour', tags: ['photography'], media: ['jpg'] });
  note('carol', { text: 'Made this for the meetup', tags: ['art', 'nostr'], media: ['jpg'] });
  picture('bob', 'Abstract reflections', ['photography', 'art'], ['png']);
  note('erin', { text: 'Behind the scenes at the shoot', tags: ['nostr', 'photography'], media: ['jpg'] });
  note('frank', { text: "Neighbour's cat", tags: ['catstr'], media: ['webp'] });
  picture('carol', 'Oil on canvas', ['art'], ['jpg']);
  note('vera', { text: 'My first picture post', tags: ['photography'], media: ['jpg'] });
  note('alice', { text: 'Snow on the old bridge', tags: ['photography'], media: ['webp'], imeta: true });
  note('dave', { text: 'Loaf mode', tags: ['catstr'], media: ['png'] });

  // Filler so feeds are longer than one screen.
  const photographers: AuthorName[] = ['alice', 'bob', 'frank', 'erin', 'vera'];
  const exts: ImageExtension[] = ['jpg', 'png', 'webp', 'jpg'];
  for (let i = 0; i < 14; i++) {
    const author = photographers[i % photographers.length] ?? 'alice';
    const ext = exts[i % exts.length] ?? 'jpg';
    if (i % 3 === 2) picture(author, `Photo walk ${i + 1}`, ['photography'], [ext]);
    else note(author, { text: `Photo walk ${i + 1}`, tags: ['photography'], media: [ext], imeta: i % 2 === 0 });
  }
  for (let i = 0; i < 5; i++)
    note(i % 2 ? 'bob' : 'carol', { text: `Sketchbook page ${i + 1}`, tags: ['art'], media: [exts[i % 4] ?? 'jpg'] });
  for (let i = 0; i < 5; i++) note(i % 2 ? 'frank' : 'dave', { text: `Cat of the day ${i + 1}`, tags: ['catstr'], media: ['jpg'] });
  for (let i = 0; i < 4; i++)
    note(i % 2 ? 'alice' : 'erin', { text: `Relay notes ${i + 1}`, tags: ['nostr'], media: [i % 2 ? 'webp' : 'mp4'] });

  const visible = posts.filter((p) => !p.hidden);
  const visibleByTag = Object.fromEntries(
    SMALL_TAGS.map((tag) => {
      const tagged = visible.filter((p) => p.tags.includes(tag));
      return [
        tag,
        {
          images: tagged.filter((p) => p.type === 'image').flatMap((p) => p.urls),
          videos: tagged.filter((p) => p.type === 'video').flatMap((p) => p.urls),
        },
      ];
    }),
  ) as SmallFixtureSet['meta']['visibleByTag'];
  const photographyPosts = visible
    .filter((p) => p.tags.includes('photography') && p.type === 'image' && (p.kind === 1 || p.kind === 20))
    .flatMap((p) => p.urls.map((url) => ({ url, id: p.id, kind: p.kind, tags: p.tags })));

  const naddr = (identifier: string): string => nip19.naddrEncode({ kind: 30000, pubkey: by.vera.pubkey, identifier, relays: [relayUrl] });
  const first = (urls: string[]): string => urls[0] ?? '';

  return {
    events,
    authors,
    meta: {
      set: 'small',
      now,
      mediaBase,
      relayUrl,
      domain: FIXTURE_DOMAIN,
      posts,
      photographyImageUrls: photographyPosts.map((p) => p.url),
      photographyPosts,
      visibleByTag,
      adultUrl: first(adult.post.urls),
      adultEventId: adult.event.id,
      replyUrl: first(reply.post.urls),
      replyEventId: reply.event.id,
      replyParentId: alice1.event.id,
      repostEmbeddedUrl: first(original.post.urls),
      repostEventId: validRepost.id,
      repostedEventId: original.event.id,
      tamperedRepostUrl: first(tamperedOriginal.post.urls),
      tamperedRepostEventId: tamperedRepost.id,
      junkEventId: junk.event.id,
      junkImageUrl: first(junk.post.urls),
      missingImageUrl: first(missing.post.urls),
      videoUrls: { mp4: first(mp4.post.urls), webm: first(webm.post.urls), nip71: first(nip71.post.urls), nip71Poster: nip71.poster },
      fileMetadataUrl: first(file1063.urls),
      multiImagePictureUrls: twoPictures.urls,
      viewer: { pubkey: by.vera.pubkey, npub: by.vera.npub, secretKeyHex: by.vera.secretKeyHex },
      followOwner: by.vera.pubkey,
      follows,
      peopleList: { naddr: naddr('photographers'), identifier: 'photographers', title: 'Photographers', members: peopleMembers },
      droppedPeopleList: { naddr: naddr('muted'), title: 'Muted accounts' },
      relayList: { owner: by.vera.pubkey, read: [relayUrl, 'ws://127.0.0.1:7449'], write: [relayUrl] },
      searchName: 'alice',
      searchPubkey: by.alice.pubkey,
      exactNamePerson: { name: badger.name, displayName: 'Badger', pubkey: badger.pubkey, npub: badger.npub },
      nip05Names: Object.fromEntries(authors.filter((a) => PROFILES[a.name as AuthorName].nip05).map((a) => [a.name, a.pubkey])),
    },
  };
}
