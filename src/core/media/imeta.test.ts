import { describe, expect, it } from 'vitest';
import { parseFileMetadataTags, parseImeta } from './imeta';

const hash = 'AB'.repeat(32);

describe('parseImeta', () => {
  it('reads every field', () => {
    const meta = parseImeta([
      'imeta',
      'url https://i.com/a.jpg',
      'm image/jpeg',
      'dim 1200x800',
      'blurhash LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      `x ${hash}`,
      'alt A cat on a sofa',
      'fallback https://j.com/a.jpg',
      'duration 29.223',
      'image https://i.com/still.jpg ',
    ]);
    expect(meta).toEqual({
      url: 'https://i.com/a.jpg',
      mime: 'image/jpeg',
      width: 1200,
      height: 800,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      hash: hash.toLowerCase(),
      alt: 'A cat on a sofa',
      duration: 29.223,
      image: 'https://i.com/still.jpg',
      fallback: ['https://j.com/a.jpg'],
    });
  });

  it('drops garbage values and needs a url', () => {
    const meta = parseImeta(['imeta', 'url https://i.com/a.jpg', 'dim 0x5', 'x nothex', 'm <script>', 42, 'blurhash <b>']);
    expect(meta).toEqual({ url: 'https://i.com/a.jpg', fallback: [] });
    expect(parseImeta(['imeta', 'dim 10x10'])).toBeUndefined();
    expect(parseImeta(['e', 'url https://i.com/a.jpg'])).toBeUndefined();
    expect(parseImeta(['imeta', 'dim 999999x2', 'url https://i.com/a.jpg'])?.width).toBeUndefined();
    for (const duration of ['0', '-3', '1e3', 'NaN', 'Infinity', '0x10', '12:30', '99999999']) {
      expect(parseImeta(['imeta', 'url https://i.com/a.mp4', `duration ${duration}`])?.duration, duration).toBeUndefined();
    }
  });
});

describe('parseFileMetadataTags', () => {
  it('reads kind 1063 tags', () => {
    const meta = parseFileMetadataTags([
      ['url', 'https://i.com/b.png'],
      ['m', 'image/png'],
      ['dim', '10x20'],
      ['x', hash],
      ['duration', '61'],
      ['image', 'https://i.com/b-still.jpg'],
    ]);
    expect(meta).toMatchObject({
      url: 'https://i.com/b.png',
      mime: 'image/png',
      width: 10,
      height: 20,
      duration: 61,
      image: 'https://i.com/b-still.jpg',
    });
    expect(parseFileMetadataTags([['m', 'image/png']])).toBeUndefined();
    expect(parseFileMetadataTags([[1, 2] as unknown as string[]])).toBeUndefined();
  });
});
