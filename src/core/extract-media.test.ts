import { finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { extractMedia } from './extract-media';
import type { NostrEvent } from './types';

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

  it('merges imeta details into a note link', () => {
    const event = sign(1, 'https://i.com/a.jpg', [['imeta', 'url https://i.com/a.jpg', 'dim 40x30', `x ${hash}`, 'alt Cat']]);
    expect(extractMedia(event)[0]).toMatchObject({ width: 40, height: 30, hash, alt: 'Cat', key: hash });
  });

  it('reads NIP-68 pictures, NIP-71 videos and NIP-94 files', () => {
    const picture = sign(20, 'A picture', [['imeta', 'url https://i.com/p', 'm image/png', 'dim 10x20']]);
    expect(extractMedia(picture)).toMatchObject([{ url: 'https://i.com/p', type: 'image', width: 10 }]);
    const video = sign(21, 'A video', [['imeta', 'url https://i.com/v.mp4', 'm video/mp4', 'duration 12.5']]);
    expect(extractMedia(video)).toMatchObject([{ type: 'video', duration: 12.5 }]);
    const file = sign(1063, '', [['url', 'https://i.com/f.webp'], ['m', 'image/webp']]);
    expect(extractMedia(file)).toMatchObject([{ url: 'https://i.com/f.webp', type: 'image' }]);
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
