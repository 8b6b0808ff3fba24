import { describe, expect, it } from 'vitest';
import { extractMediaUrls, isExcludedMediaUrl, isHlsSource, mediaTypeOfUrl, rewriteMediaUrl, stripContent } from './media-url';
import { isHttpUrl } from '../primitives/http-url';

describe('mediaTypeOfUrl', () => {
  it('judges the extension of the path, case-insensitively, ignoring query and hash', () => {
    expect(mediaTypeOfUrl('https://a.com/x.JPG')).toBe('image');
    expect(mediaTypeOfUrl('https://a.com/x.webp?w=2#top')).toBe('image');
    expect(mediaTypeOfUrl('https://a.com/x.jpeg')).toBe('image');
    expect(mediaTypeOfUrl('https://a.com/clip.MP4')).toBe('video');
    expect(mediaTypeOfUrl('https://a.com/clip.webm')).toBe('video');
    expect(mediaTypeOfUrl('https://a.com/page.html?img=x.jpg')).toBeUndefined();
    expect(mediaTypeOfUrl('https://a.com/dir.jpg/file')).toBeUndefined();
    expect(mediaTypeOfUrl('https://a.com/x.svg')).toBeUndefined();
  });

  it('knows the videos beyond the original list: QuickTime, m4v and HLS playlists', () => {
    expect(mediaTypeOfUrl('https://a.com/IMG_0001.MOV')).toBe('video');
    expect(mediaTypeOfUrl('https://a.com/clip.m4v')).toBe('video');
    expect(mediaTypeOfUrl('https://a.com/live/master.m3u8?token=1')).toBe('video');
    expect(mediaTypeOfUrl('https://a.com/clip.ts')).toBeUndefined();
  });

  it('only accepts http(s)', () => {
    expect(mediaTypeOfUrl('javascript:alert(1)//x.jpg')).toBeUndefined();
    expect(mediaTypeOfUrl('data:image/png;base64,AAA.png')).toBeUndefined();
    expect(mediaTypeOfUrl('ftp://a.com/x.jpg')).toBeUndefined();
    expect(mediaTypeOfUrl('/relative/x.jpg')).toBeUndefined();
    expect(isHttpUrl(`https://a.com/${'x'.repeat(5000)}.jpg`)).toBe(false);
  });
});

describe('isHlsSource', () => {
  it('knows a playlist by either of its types, or by its path when it declares no other video type', () => {
    expect(isHlsSource('https://a.com/stream', 'application/x-mpegurl')).toBe(true);
    expect(isHlsSource('https://a.com/stream', 'application/vnd.apple.mpegURL')).toBe(true);
    expect(isHlsSource('https://a.com/v/master.M3U8')).toBe(true);
    expect(isHlsSource('https://a.com/v/master.m3u8', 'application/octet-stream')).toBe(true);
    expect(isHlsSource('https://a.com/v/master.m3u8', 'video/mp4')).toBe(false);
    expect(isHlsSource('https://a.com/clip.mp4')).toBe(false);
    expect(isHlsSource('javascript:alert(1)//a.m3u8')).toBe(false);
  });
});

describe('rewriteMediaUrl', () => {
  it('unwraps lens and search redirects', () => {
    expect(rewriteMediaUrl('https://lens.google.com/uploadbyurl?url=https%3A%2F%2Fi.com%2Fa.png')).toBe('https://i.com/a.png');
    expect(rewriteMediaUrl('https://fuzzysearch.net/#url=https://i.com/b.jpg')).toBe('https://i.com/b.jpg');
  });

  it('rewrites hosts', () => {
    expect(rewriteMediaUrl('https://nostr.build/i/a.jpg')).toBe('https://cdn.nostr.build/i/a.jpg');
    expect(rewriteMediaUrl('https://nostr.build/v/a.mp4')).toBe('https://nostr.build/v/a.mp4');
    expect(rewriteMediaUrl('https://www.nogood.store/a.png')).toBe('https://www.nogood.studio/a.png');
  });
});

describe('isExcludedMediaUrl', () => {
  it('excludes the auth-only host and wiki pages', () => {
    expect(isExcludedMediaUrl('https://creatr.nostr.wine/a.jpg')).toBe(true);
    expect(isExcludedMediaUrl('https://commons.wikimedia.org/wiki/File:A.jpg')).toBe(true);
    expect(isExcludedMediaUrl('https://upload.wikimedia.org/a/A.jpg')).toBe(false);
  });
});

describe('extractMediaUrls', () => {
  it('finds media links in text, trims punctuation, keeps order and drops duplicates', () => {
    const text = 'Look (https://i.com/a.jpg), https://i.com/b.mp4. and https://i.com/a.jpg https://i.com/page';
    expect(extractMediaUrls(text)).toEqual(['https://i.com/a.jpg', 'https://i.com/b.mp4']);
  });

  it('survives hostile input', () => {
    expect(extractMediaUrls('javascript:alert(1).jpg <img src=x onerror=alert(1)>')).toEqual([]);
    expect(extractMediaUrls(undefined as unknown as string)).toEqual([]);
    expect(extractMediaUrls('https://creatr.nostr.wine/a.jpg')).toEqual([]);
    expect(extractMediaUrls(`https://${'a'.repeat(100_000)}`)).toEqual([]);
  });
});

describe('stripContent', () => {
  it('removes links, nostr references and hashtags', () => {
    expect(stripContent('Sunset #photo https://i.com/a.jpg nostr:npub1xyz over   the sea\n #art')).toBe('Sunset over the sea');
    expect(stripContent('')).toBe('');
  });

  it('collapses runs of blanks and tabs to one space, keeping single spaces and line breaks', () => {
    expect(stripContent('a\tb  c \t d\t\te')).toBe('a b c d e');
    expect(stripContent('first line  \n\t second line')).toBe('first line\nsecond line');
  });
});
