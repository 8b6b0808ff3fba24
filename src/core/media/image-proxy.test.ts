import { describe, expect, it } from 'vitest';
import { imageSrcSet, proxiedAvatarUrl, proxiedImageUrl, srcSetUrls, widthFor } from './image-proxy';

const imgproxy = { kind: 'imgproxy', base: 'http://127.0.0.1:7448' } as const;
const weserv = { kind: 'weserv', base: 'https://wsrv.nl' } as const;
const none = { kind: 'none', base: '' } as const;

describe('proxiedImageUrl', () => {
  it('builds both URL shapes', () => {
    expect(proxiedImageUrl('https://i.com/a.jpg', 320, imgproxy)).toBe(
      'http://127.0.0.1:7448/insecure/f:webp/rs:fill:320/plain/https://i.com/a.jpg',
    );
    expect(proxiedImageUrl('https://i.com/a.jpg', 80, imgproxy, 80)).toContain('rs:fill:80:80/plain/');
    expect(proxiedImageUrl('https://i.com/a b.jpg?x=1', 200, weserv)).toBe(
      'https://wsrv.nl/?url=https%3A%2F%2Fi.com%2Fa%20b.jpg%3Fx%3D1&w=200&output=webp',
    );
    expect(proxiedImageUrl('https://i.com/a.jpg', 200, none)).toBe('https://i.com/a.jpg');
  });

  it('never proxies or returns a non-http url', () => {
    expect(proxiedImageUrl('javascript:alert(1)', 200, weserv)).toBeUndefined();
    expect(proxiedImageUrl('data:image/png;base64,AA', 200, none)).toBeUndefined();
  });
});

describe('proxiedAvatarUrl', () => {
  it('asks the proxy for a small square, and nothing for a missing or unsafe picture', () => {
    expect(proxiedAvatarUrl('https://a.com/me.png', imgproxy)).toBe(
      'http://127.0.0.1:7448/insecure/f:webp/rs:fill:80:80/plain/https://a.com/me.png',
    );
    expect(proxiedAvatarUrl(undefined, imgproxy)).toBeUndefined();
    expect(proxiedAvatarUrl('javascript:alert(1)', imgproxy)).toBeUndefined();
  });
});

describe('imageSrcSet', () => {
  it('lists the five widths', () => {
    const set = imageSrcSet('https://i.com/a.jpg', imgproxy);
    expect(set.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['80w', '200w', '320w', '800w', '1920w']);
    expect(imageSrcSet('https://i.com/a.jpg', none)).toBe('');
  });
});

describe('srcSetUrls', () => {
  it('reads back the addresses of a srcset, commas in them included', () => {
    const url = 'https://i.com/a,b.jpg';
    expect(srcSetUrls(imageSrcSet(url, imgproxy))).toEqual([80, 200, 320, 800, 1920].map((width) => proxiedImageUrl(url, width, imgproxy)));
    expect(srcSetUrls('a.jpg 1x,  b.jpg 2.5x')).toEqual(['a.jpg', 'b.jpg']);
    expect(srcSetUrls('')).toEqual([]);
  });
});

describe('widthFor', () => {
  it('picks the smallest width that covers the screen', () => {
    expect(widthFor(230, 1)).toBe(320);
    expect(widthFor(230, 2)).toBe(800);
    expect(widthFor(1920, 2)).toBe(1920);
    expect(widthFor(50, 0)).toBe(80);
  });
});
