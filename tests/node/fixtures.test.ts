/** The fixture generator is deterministic and its events are valid, signed Nostr events. */
import { nip19, verifyEvent, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { BENCH_TOP_TAG, generateFixtures } from '../support/fixtures';
import { imageSpecOf } from '../support/media-spec';

const NOW = 1_750_000_000;
const MEDIA = 'http://127.0.0.1:7448';
const small = generateFixtures({ set: 'small', mediaBase: MEDIA, now: NOW });

const imetaField = (event: NostrEvent, key: string): string | undefined =>
  event.tags
    .find((t) => t[0] === 'imeta')
    ?.find((v) => v.startsWith(`${key} `))
    ?.slice(key.length + 1);

describe('small fixture set', () => {
  it('is deterministic for the same now, and moves with now', () => {
    const again = generateFixtures({ set: 'small', mediaBase: MEDIA, now: NOW });
    // Signatures too: a repost embeds a signed original, so its id depends on that signature.
    expect(again.events).toEqual(small.events);
    expect(again.meta.photographyImageUrls).toEqual(small.meta.photographyImageUrls);
    const later = generateFixtures({ set: 'small', mediaBase: MEDIA, now: NOW + 60 });
    expect(later.authors).toEqual(small.authors);
    expect(later.events[0]?.id).not.toBe(small.events[0]?.id);
  });

  it('holds only valid signed events, none after now', () => {
    expect(small.events.length).toBeGreaterThanOrEqual(70);
    for (const event of small.events) {
      expect(verifyEvent({ ...event }), `event ${event.id} kind ${event.kind}`).toBe(true);
      expect(event.created_at).toBeLessThanOrEqual(NOW);
    }
    expect(new Set(small.events.map((e) => e.id)).size).toBe(small.events.length);
  });

  it('covers every kind the gallery reads', () => {
    const kinds = new Set(small.events.map((e) => e.kind));
    for (const kind of [0, 1, 3, 6, 20, 21, 1063, 10002, 30000]) expect(kinds, `kind ${kind}`).toContain(kind);
    // One profile per author, plus the post-less person the search test looks for.
    expect(small.events.filter((e) => e.kind === 0)).toHaveLength(small.authors.length + 1);
    expect(small.events.some((e) => e.kind === 0 && e.pubkey === small.meta.exactNamePerson.pubkey)).toBe(true);
  });

  it('gives every post its own media URLs under mediaBase', () => {
    const urls = small.meta.posts.flatMap((p) => p.urls);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:7448\/media\/[a-z0-9-]+\.(jpg|jpeg|png|webp|gif|mp4|webm)$/);
  });

  it('names the visible and hidden cases for browser tests', () => {
    const { meta } = small;
    expect(meta.photographyImageUrls.length).toBeGreaterThan(10);
    for (const hidden of [meta.adultUrl, meta.replyUrl, meta.tamperedRepostUrl, meta.missingImageUrl]) {
      expect(meta.photographyImageUrls).not.toContain(hidden);
    }
    expect(meta.photographyPosts.every((p) => p.tags.includes('photography'))).toBe(true);
    expect(meta.missingImageUrl).toContain('/media/missing-');

    const byId = new Map(small.events.map((e) => [e.id, e]));
    const adult = byId.get(meta.adultEventId);
    expect(adult?.tags).toContainEqual(['t', 'nsfw']);
    expect(byId.get(meta.replyEventId)?.tags.some((t) => t[0] === 'e' && t[1] === meta.replyParentId && t[3] === 'reply')).toBe(true);

    const embedded = JSON.parse(byId.get(meta.repostEventId)?.content ?? '') as NostrEvent;
    expect(embedded.id).toBe(meta.repostedEventId);
    expect(verifyEvent(embedded)).toBe(true);
    expect(embedded.content).toContain(meta.repostEmbeddedUrl);
    expect(byId.has(meta.repostedEventId)).toBe(false);
    const tampered = JSON.parse(byId.get(meta.tamperedRepostEventId)?.content ?? '') as NostrEvent;
    expect(tampered.content).toContain(meta.tamperedRepostUrl);
    expect(verifyEvent(tampered)).toBe(false);

    expect(byId.get(meta.junkEventId)?.content).toContain('javascript:');
  });

  it('describes pictures with the size and blurhash the media server renders', () => {
    const picture = small.events.find((e) => e.kind === 20);
    if (!picture) throw new Error('no kind 20');
    const url = imetaField(picture, 'url') ?? '';
    const spec = imageSpecOf(url.replace(/^.*\/media\/|\.\w+$/g, ''));
    expect(imetaField(picture, 'dim')).toBe(`${spec.width}x${spec.height}`);
    expect(imetaField(picture, 'blurhash')).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{20,}$/);
    expect(imetaField(picture, 'x')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('has the viewer follow list, people lists and relay list', () => {
    const { meta } = small;
    const follows = small.events.find((e) => e.kind === 3);
    expect(follows?.pubkey).toBe(meta.followOwner);
    expect(follows?.tags.filter((t) => t[0] === 'p').map((t) => t[1])).toEqual(meta.follows);
    const decoded = nip19.decode(meta.peopleList.naddr);
    expect(decoded.type).toBe('naddr');
    expect(decoded.data).toMatchObject({ kind: 30000, pubkey: meta.viewer.pubkey, identifier: 'photographers' });
    const relays = small.events.find((e) => e.kind === 10002);
    expect(relays?.tags).toContainEqual(['r', 'ws://127.0.0.1:7447/']);
  });
});

describe('bench fixture set (small count, no cache)', () => {
  const generate = () => generateFixtures({ set: 'bench', mediaBase: MEDIA, now: NOW, count: 150, cache: false });
  const bench = generate();

  it('is deterministic and valid', () => {
    expect(bench.events).toHaveLength(150);
    expect(generate().events).toEqual(bench.events);
    for (const event of bench.events) expect(verifyEvent({ ...event })).toBe(true);
  });

  it('spreads posts over the last 20 hours, each with its own media', () => {
    for (const event of bench.events) {
      expect(event.created_at).toBeLessThanOrEqual(NOW);
      expect(event.created_at).toBeGreaterThanOrEqual(NOW - 20 * 3600);
    }
    expect(bench.meta.mediaUrlCount).toBeGreaterThan(bench.meta.postCount * 0.8);
    expect(bench.meta.topTag).toBe(BENCH_TOP_TAG);
    expect(new Set(bench.events.map((e) => e.kind))).toEqual(new Set([0, 1, 6, 20, 21, 1063]));
  });
});
