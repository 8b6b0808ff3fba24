import { describe, expect, it } from 'vitest';
import { createUncheckedPictures } from './unchecked-pictures';
import type { NostrEvent } from '../types';

function picturePost(id: string, url: string, extraTags: string[][] = []): NostrEvent {
  return {
    id: id.padStart(64, '0'),
    pubkey: 'a'.repeat(64),
    created_at: 1_700_000_000,
    kind: 20,
    tags: [['imeta', `url ${url}`, 'm image/jpeg', 'dim 800x600'], ...extraTags],
    content: '',
    sig: 'b'.repeat(128),
  };
}

describe('createUncheckedPictures', () => {
  it('takes the first picture of each post, each file once, up to the limit', () => {
    const pictures = createUncheckedPictures(2);
    const take = (events: NostrEvent[]): string[] => pictures.take(events).map((item) => item.url);
    expect(take([picturePost('1', 'https://a.example/1.jpg'), picturePost('2', 'https://a.example/1.jpg')])).toEqual([
      'https://a.example/1.jpg',
    ]);
    expect(take([picturePost('3', 'https://a.example/3.jpg'), picturePost('4', 'https://a.example/4.jpg')])).toEqual([
      'https://a.example/3.jpg',
    ]);
    expect(take([picturePost('5', 'https://a.example/5.jpg')])).toEqual([]);
  });

  it('leaves out content-warned posts, what holds no picture and what the feed would hide', () => {
    const pictures = createUncheckedPictures(10, (item) => item.url.endsWith('/muted.jpg'));
    const warned = picturePost('1', 'https://a.example/1.jpg', [['content-warning', 'nudity']]);
    const note = { ...picturePost('2', 'https://a.example/2.jpg'), kind: 1, tags: [], content: 'no picture here' };
    expect(pictures.take([warned, note, picturePost('3', 'https://a.example/muted.jpg')])).toEqual([]);
  });
});
