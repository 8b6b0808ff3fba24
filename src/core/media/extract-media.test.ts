import { finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { extractMedia } from './extract-media';
import type { NostrEvent } from '../types';

const secret = new Uint8Array(32).fill(1);
const hash = 'c'.repeat(64);

function sign(kind: number, content: string, tags: string[][] = []): NostrEvent {
  return finalizeEvent({ kind, content, tags, created_at: 1_700_000_000 }, secret);
}

describe('extractMedia', () => {
  it('turns links in a note into items with the shape of docs/data-and-requests.md', () => {
    const event = sign(1, 'Sunset https://i.com/a.jpg #Photo and https://i.com/b.mp4', [['t', 'Photo']]);
    const items = extractMedia(event);
    expect(items.map((item) => [item.url, item.type])).toEqual([
      ['https://i.com/a.jpg', 'image'],
      ['https://i.com/b.mp4', 'video'],
    ]);
    expect(items[0]).toMatchObject({
      key: 'https://i.com/a.jpg',
      author: expect.stringMatching(/^npub1/),
      authorId: event.pubkey,
      content: 'Sunset and',
      timestamp: 1_700_000_000,
      noteId: event.id,
      tags: ['photo'],
    });
    expect(items[0]?.post).toBe(event);
  });

  it('carries the reason of a NIP-36 content warning on every item of the post', () => {
    const warned = sign(20, 'Two', [
      ['content-warning', 'Spiders'],
      ['imeta', 'url https://i.com/a.jpg', 'm image/jpeg'],
      ['imeta', 'url https://i.com/b.jpg', 'm image/jpeg'],
    ]);
    expect(extractMedia(warned).map((item) => item.contentWarning)).toEqual(['Spiders', 'Spiders']);
    expect(extractMedia(sign(1, 'https://i.com/c.jpg', [['content-warning']]))[0]?.contentWarning).toBe('Content warning');
    expect(
      extractMedia(
        sign(21, '', [
          ['content-warning', 'gore'],
          ['imeta', 'url https://i.com/v.mp4'],
        ]),
      )[0]?.contentWarning,
    ).toBe('gore');
    expect(extractMedia(sign(1, 'https://i.com/d.jpg'))[0]?.contentWarning).toBeUndefined();
  });

  it('merges imeta details into a note link', () => {
    const event = sign(1, 'https://i.com/a.jpg', [['imeta', 'url https://i.com/a.jpg', 'dim 40x30', `x ${hash}`, 'alt Cat']]);
    expect(extractMedia(event)[0]).toMatchObject({ width: 40, height: 30, hash, alt: 'Cat', key: hash });
  });

  it('reads NIP-68 pictures, NIP-71 videos and NIP-94 files', () => {
    const picture = sign(20, 'A picture', [['imeta', 'url https://i.com/p', 'm image/png', 'dim 10x20']]);
    expect(extractMedia(picture)).toMatchObject([{ url: 'https://i.com/p', type: 'image', width: 10 }]);
    const video = sign(21, 'A video', [['imeta', 'url https://i.com/v.mp4', 'm video/mp4', 'duration 12.5']]);
    expect(extractMedia(video)).toMatchObject([{ type: 'video', duration: 12.5 }]);
    const file = sign(1063, '', [
      ['url', 'https://i.com/f.webp'],
      ['m', 'image/webp'],
    ]);
    expect(extractMedia(file)).toMatchObject([{ url: 'https://i.com/f.webp', type: 'image' }]);
  });

  it('reads QuickTime, m4v and HLS links and types as videos', () => {
    const note = sign(1, 'https://i.com/a.MOV https://i.com/b.m4v https://i.com/live/master.m3u8');
    expect(extractMedia(note).map((item) => item.type)).toEqual(['video', 'video', 'video']);
    for (const mime of ['video/quicktime', 'video/x-m4v', 'application/x-mpegurl', 'application/vnd.apple.mpegurl']) {
      const file = sign(1063, '', [
        ['url', 'https://i.com/f'],
        ['m', mime],
      ]);
      expect(extractMedia(file), mime).toMatchObject([{ url: 'https://i.com/f', type: 'video', mime }]);
    }
    const hls = sign(21, '', [['imeta', 'url https://i.com/hls/master', 'm application/x-mpegURL']]);
    expect(extractMedia(hls)).toMatchObject([{ url: 'https://i.com/hls/master', type: 'video', mime: 'application/x-mpegurl' }]);
  });

  it("makes one item of a NIP-71 video's renditions, with their fallbacks and the first poster", () => {
    const event = sign(21, 'A walk', [
      ['title', 'A walk'],
      [
        'imeta',
        'url https://v.com/1080.mp4',
        'm video/mp4',
        'dim 1920x1080',
        `x ${hash}`,
        'duration 30',
        'fallback https://w.com/1080.mp4',
      ],
      [
        'imeta',
        'url https://v.com/480.mp4',
        'm video/mp4',
        'dim 854x480',
        'image https://nostr.build/i/still.jpg',
        'image https://v.com/second.jpg',
      ],
      ['imeta', 'url https://v.com/still.png', 'm image/png'],
      ['imeta', 'url javascript:alert(1)', 'm video/mp4', 'fallback https://v.com/saved.webm'],
      ['imeta', 'url https://v.com/480.mp4', 'dim 1x1'],
    ]);
    const items = extractMedia(event);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      url: 'https://v.com/1080.mp4',
      type: 'video',
      key: hash,
      hash,
      width: 1920,
      height: 1080,
      duration: 30,
      mime: 'video/mp4',
    });
    expect(items[0]?.poster).toBe('https://cdn.nostr.build/i/still.jpg');
    expect(items[0]?.variants).toEqual([
      { url: 'https://v.com/1080.mp4', width: 1920, height: 1080, mime: 'video/mp4', hash },
      { url: 'https://w.com/1080.mp4', width: 1920, height: 1080, mime: 'video/mp4', hash },
      { url: 'https://v.com/480.mp4', width: 854, height: 480, mime: 'video/mp4', hash: undefined },
      { url: 'https://v.com/saved.webm', width: undefined, height: undefined, mime: 'video/mp4', hash: undefined },
    ]);
  });

  it('gives a video with one file no variants, and keeps only http(s) posters', () => {
    const one = extractMedia(sign(22, '', [['imeta', 'url https://v.com/a.mp4', 'image javascript:alert(1)']]));
    expect(one).toMatchObject([{ url: 'https://v.com/a.mp4', type: 'video' }]);
    expect(one[0]?.variants).toBeUndefined();
    expect(one[0]?.poster).toBeUndefined();
    expect(extractMedia(sign(21, '', [['imeta', 'url https://v.com/only.jpg', 'm image/jpeg']]))).toEqual([]);
    expect(extractMedia(sign(21, '', [['imeta', 'url data:video/mp4,AAAA']]))).toEqual([]);
    // A note's video link takes its imeta poster; a picture never has one.
    const note = sign(1, 'https://v.com/b.mp4 https://i.com/c.jpg', [
      ['imeta', 'url https://v.com/b.mp4', 'image https://i.com/b-still.jpg'],
      ['imeta', 'url https://i.com/c.jpg', 'image https://i.com/other.jpg'],
    ]);
    expect(extractMedia(note).map((item) => item.poster)).toEqual(['https://i.com/b-still.jpg', undefined]);
    const file = sign(1063, '', [
      ['url', 'https://v.com/f.mov'],
      ['m', 'video/quicktime'],
      ['image', 'https://i.com/f.jpg'],
    ]);
    expect(extractMedia(file)[0]?.poster).toBe('https://i.com/f.jpg');
  });

  it('drops what must never be shown', () => {
    expect(extractMedia(sign(1, 'javascript:alert(1)//a.jpg data:image/png,a.png'))).toEqual([]);
    expect(extractMedia(sign(20, '', [['imeta', 'url javascript:alert(1)', 'm image/png']]))).toEqual([]);
    expect(extractMedia(sign(20, '', [['imeta', 'url https://i.com/page', 'm text/html']]))).toEqual([]);
    expect(extractMedia(sign(7, 'https://i.com/a.jpg'))).toEqual([]);
    expect(extractMedia({ ...sign(1, 'https://i.com/a.jpg'), pubkey: 'nope' })).toEqual([]);
    expect(extractMedia({ ...sign(1, 'x'), tags: 'bad' } as unknown as NostrEvent)).toEqual([]);
  });
});
