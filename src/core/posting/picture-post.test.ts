import { describe, expect, it } from 'vitest';
import { extractMedia } from '../media/extract-media';
import { draftProblem, imetaTag, MAX_POST_PICTURES, picturePostTemplate, type PostPicture } from './picture-post';
import type { NostrEvent } from '../types';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

const first: PostPicture = {
  url: `https://one.example/${A}.jpg`,
  mime: 'image/jpeg',
  hash: A,
  width: 640,
  height: 480,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  alt: 'A dog\non the beach',
  fallback: [`https://two.example/${A}.jpg`],
};
const second: PostPicture = { url: `https://one.example/${B}.png`, mime: 'image/png', hash: B, width: 10, height: 20, fallback: [] };

describe('imetaTag', () => {
  it('lists url, m, x, dim, blurhash, alt on one line, and each fallback (NIP-92)', () => {
    expect(imetaTag(first)).toEqual([
      'imeta',
      `url https://one.example/${A}.jpg`,
      'm image/jpeg',
      `x ${A}`,
      'dim 640x480',
      'blurhash LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      'alt A dog on the beach',
      `fallback https://two.example/${A}.jpg`,
    ]);
  });

  it('leaves out a blurhash and alt text it does not have', () => {
    expect(imetaTag({ ...second, alt: '  ' })).toEqual(['imeta', `url https://one.example/${B}.png`, 'm image/png', `x ${B}`, 'dim 10x20']);
  });
});

describe('picturePostTemplate', () => {
  const template = picturePostTemplate({
    title: '  Beach  day ',
    caption: '  Sunset #beach  ',
    hashtags: ['beach', 'sea'],
    pictures: [first, second],
    now: 1_700_000_000,
  });

  it('is a kind 20 with the caption as content (NIP-68)', () => {
    expect(template.kind).toBe(20);
    expect(template.content).toBe('Sunset #beach');
    expect(template.created_at).toBe(1_700_000_000);
  });

  it('has the title, an imeta per picture, m and x tags, and a t tag per hashtag', () => {
    expect(template.tags).toEqual([
      ['title', 'Beach day'],
      imetaTag(first),
      imetaTag(second),
      ['m', 'image/jpeg'],
      ['m', 'image/png'],
      ['x', A],
      ['x', B],
      ['t', 'beach'],
      ['t', 'sea'],
    ]);
  });

  it('has no title tag when the title is empty', () => {
    expect(picturePostTemplate({ title: ' ', caption: '', hashtags: [], pictures: [second], now: 1 }).tags[0]?.[0]).toBe('imeta');
  });

  it('is read back by the gallery as the same pictures', () => {
    const event: NostrEvent = { ...template, id: 'e'.repeat(64), pubkey: 'f'.repeat(64), sig: '0'.repeat(128) };
    const items = extractMedia(event);
    expect(items.map((item) => [item.url, item.width, item.height, item.hash, item.alt])).toEqual([
      [first.url, 640, 480, A, 'A dog on the beach'],
      [second.url, 10, 20, B, undefined],
    ]);
  });
});

describe('draftProblem', () => {
  it('asks for a picture, and refuses too many pictures or too long a text', () => {
    expect(draftProblem({ caption: '', title: '', pictureCount: 0 })).toBe('Add a picture or a video first.');
    expect(draftProblem({ caption: '', title: '', pictureCount: MAX_POST_PICTURES + 1 })).toMatch(/at most 10 pictures/);
    expect(draftProblem({ caption: 'x'.repeat(4001), title: '', pictureCount: 1 })).toMatch(/caption is longer/);
    expect(draftProblem({ caption: '', title: 'x'.repeat(201), pictureCount: 1 })).toMatch(/title is longer/);
    expect(draftProblem({ caption: 'ok', title: 'ok', pictureCount: 1 })).toBeUndefined();
  });

  it('takes one video alone, with a title (NIP-71 requires one)', () => {
    expect(draftProblem({ caption: '', title: 'Waves', pictureCount: 0, videoCount: 1 })).toBeUndefined();
    expect(draftProblem({ caption: '', title: ' ', pictureCount: 0, videoCount: 1 })).toBe(
      'Give the video a title: a video post carries one.',
    );
    const mixed = 'A post holds pictures or one video, not both: post the video on its own.';
    expect(draftProblem({ caption: '', title: 'Waves', pictureCount: 1, videoCount: 1 })).toBe(mixed);
    expect(draftProblem({ caption: '', title: 'Waves', pictureCount: 0, videoCount: 2 })).toBe(mixed);
  });
});
