import { finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { verifyEventSignature } from '../events/event-signature';
import { createMediaPipeline } from './pipeline';

const alice = new Uint8Array(32).fill(4);
const bob = new Uint8Array(32).fill(5);
let clock = 1_700_000_000;

function note(content: string, tags: string[][] = [], secret = alice) {
  clock += 1;
  return finalizeEvent({ kind: 1, content, tags, created_at: clock }, secret);
}

const settings = { showAdult: false, showReplies: false, showReposts: true, type: 'all' as const };

describe('createMediaPipeline', () => {
  it('unwraps, filters, extracts and dedupes a mixed batch', () => {
    const picture = note('https://i.com/1.jpg', [['t', 'art']]);
    const repost = finalizeEvent({ kind: 6, content: JSON.stringify(picture), tags: [], created_at: clock + 9 }, bob);
    const adultInRepost = note('https://i.com/2.jpg', [['t', 'nsfw']]);
    const adultRepost = finalizeEvent({ kind: 6, content: JSON.stringify(adultInRepost), tags: [], created_at: clock + 9 }, bob);
    const reply = note('https://i.com/3.jpg', [['e', 'a'.repeat(64), '', 'reply']]);
    const video = note('https://i.com/4.mp4');
    const pipeline = createMediaPipeline({ settings, tagView: true, verify: verifyEventSignature });
    const items = pipeline.process([picture, repost, adultRepost, reply, video, picture]);
    expect(items.map((item) => item.url)).toEqual(['https://i.com/1.jpg', 'https://i.com/4.mp4']);
    expect(pipeline.process([note('again https://i.com/1.jpg')])).toEqual([]);
  });

  it('marks items that came through a repost and drops reposts when they are off', () => {
    const picture = note('https://i.com/5.jpg');
    const repost = finalizeEvent({ kind: 6, content: JSON.stringify(picture), tags: [], created_at: clock + 9 }, bob);
    const withReposts = createMediaPipeline({ settings, tagView: false, verify: verifyEventSignature });
    expect(withReposts.process([repost])[0]?.repostedBy).toBe(repost.pubkey);
    const without = createMediaPipeline({ settings: { ...settings, showReposts: false }, tagView: false, verify: verifyEventSignature });
    expect(without.process([repost])).toEqual([]);
  });

  it('shows a content-warned post with its reason, which adult mode drops, and keeps an adult-tagged one out', () => {
    const warned = note('https://i.com/cw.jpg https://i.com/cw.mp4', [['content-warning', 'Spiders']]);
    const adultWarned = note('https://i.com/cw-adult.jpg', [
      ['content-warning', 'nudity'],
      ['t', 'nsfw'],
    ]);
    const plain = note('https://i.com/plain.jpg');
    const items = createMediaPipeline({ settings, tagView: false, verify: verifyEventSignature }).process([warned, adultWarned, plain]);
    expect(items.map((item) => [item.url, item.contentWarning])).toEqual([
      ['https://i.com/cw.jpg', 'Spiders'],
      ['https://i.com/cw.mp4', 'Spiders'],
      ['https://i.com/plain.jpg', undefined],
    ]);
    const adult = createMediaPipeline({ settings: { ...settings, showAdult: true }, tagView: false, verify: verifyEventSignature });
    expect(adult.process([warned, adultWarned]).map((item) => [item.url, item.contentWarning])).toEqual([
      ['https://i.com/cw.jpg', undefined],
      ['https://i.com/cw.mp4', undefined],
      ['https://i.com/cw-adult.jpg', undefined],
    ]);
  });

  it('drops what a relay sent that the feed did not ask for', () => {
    const asked = note('https://i.com/6.jpg', [['t', 'art']]);
    const otherTag = note('https://i.com/7.jpg', [['t', 'spam']]);
    const otherAuthor = note('https://i.com/8.jpg', [['t', 'art']], bob);
    const byTag = createMediaPipeline({ settings, tagView: true, verify: verifyEventSignature, filter: { kinds: [1], '#t': ['art'] } });
    expect(byTag.process([asked, otherTag]).map((item) => item.url)).toEqual(['https://i.com/6.jpg']);
    const byAuthor = createMediaPipeline({
      settings,
      tagView: false,
      verify: verifyEventSignature,
      filter: { kinds: [1], authors: [asked.pubkey] },
    });
    expect(byAuthor.process([otherAuthor, note('https://i.com/9.jpg')]).map((item) => item.url)).toEqual(['https://i.com/9.jpg']);
  });

  it('keeps only the chosen type', () => {
    const pipeline = createMediaPipeline({ settings: { ...settings, type: 'video' }, tagView: false, verify: verifyEventSignature });
    expect(pipeline.process([note('https://i.com/6.jpg https://i.com/7.webm')]).map((item) => item.type)).toEqual(['video']);
  });

  it('tells which events could show media, changing nothing, so only those need checking', () => {
    const pipeline = createMediaPipeline({ settings: { ...settings, type: 'image' }, tagView: true, verify: () => false });
    const picture = note('https://i.com/10.jpg', [['t', 'art']]);
    const text = note('no pictures here', [['t', 'art']]);
    const adult = note('https://i.com/11.jpg', [['t', 'nsfw']]);
    const video = note('https://i.com/12.mp4', [['t', 'art']]);
    const repost = finalizeEvent({ kind: 6, content: JSON.stringify(picture), tags: [], created_at: clock + 9 }, bob);
    expect([picture, text, adult, video, repost].map((event) => pipeline.mayShow(event))).toEqual([true, false, false, false, true]);
    // Asking changed nothing: the picture is still new to the pipeline.
    expect(pipeline.process([picture]).map((item) => item.url)).toEqual(['https://i.com/10.jpg']);
    expect(pipeline.mayShow(picture)).toBe(false);
  });
});

describe('what a feed remembers', () => {
  it('forgets the least recently seen events and pictures beyond its bound, and nothing newer', () => {
    const pipeline = createMediaPipeline({ settings, tagView: false, verify: verifyEventSignature, remembered: 2 });
    const [first, second, third] = [note('https://i.com/r1.jpg'), note('https://i.com/r2.jpg'), note('https://i.com/r3.jpg')];
    expect(pipeline.process([first, second, third])).toHaveLength(3);
    // Sent again, the newest two are still remembered, and the oldest is not.
    expect(pipeline.process([third, second])).toEqual([]);
    expect(pipeline.process([first]).map((item) => item.url)).toEqual(['https://i.com/r1.jpg']);
  });
  it('forgets down to a smaller bound at once when told one (screen mode)', () => {
    const pipeline = createMediaPipeline({ settings, tagView: false, verify: verifyEventSignature });
    const posts = [note('https://i.com/s1.jpg'), note('https://i.com/s2.jpg'), note('https://i.com/s3.jpg')];
    expect(pipeline.process(posts)).toHaveLength(3);
    pipeline.remember(2);
    expect(pipeline.process([posts[2]!, posts[1]!])).toEqual([]);
    expect(pipeline.mayShow(posts[0]!)).toBe(true);
    expect(pipeline.process([posts[0]!]).map((item) => item.url)).toEqual(['https://i.com/s1.jpg']);
  });
});
