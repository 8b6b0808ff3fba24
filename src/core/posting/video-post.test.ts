import { describe, expect, it } from 'vitest';
import { extractMedia } from '../media/extract-media';
import type { NostrEvent } from '../types';
import { videoImetaTag, videoKind, videoPostTemplate, type PostVideo } from './video-post';

const X = 'c'.repeat(64);
const P = 'd'.repeat(64);

const video: PostVideo = {
  url: `https://one.example/${X}.mp4`,
  mime: 'video/mp4',
  hash: X,
  width: 1920,
  height: 1080,
  size: 3_000_000,
  duration: 12.3456,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  alt: 'Waves\nat dusk',
  fallback: [`https://two.example/${X}.mp4`],
  poster: { url: `https://one.example/${P}.jpg`, fallback: [`https://two.example/${P}.jpg`] },
};

describe('videoKind', () => {
  it('is short (22) for a portrait video and normal (21) otherwise (NIP-71)', () => {
    expect(videoKind(1080, 1920)).toBe(22);
    expect(videoKind(1920, 1080)).toBe(21);
    expect(videoKind(720, 720)).toBe(21);
  });
});

describe('videoImetaTag', () => {
  it('lists the file, its poster and copies, its length and bitrate, and the alt text on one line', () => {
    expect(videoImetaTag(video)).toEqual([
      'imeta',
      `url https://one.example/${X}.mp4`,
      'm video/mp4',
      `x ${X}`,
      'dim 1920x1080',
      'size 3000000',
      `image https://one.example/${P}.jpg`,
      `image https://two.example/${P}.jpg`,
      `fallback https://two.example/${X}.mp4`,
      'blurhash LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      'duration 12.346',
      'bitrate 1944012',
      'alt Waves at dusk',
    ]);
  });

  it('names the NIP-96 service, and leaves out what it does not have', () => {
    const plain = { ...video, poster: undefined, fallback: [], blurhash: undefined, alt: '', nip96: true, duration: 5 };
    expect(videoImetaTag(plain)).toEqual([
      'imeta',
      `url https://one.example/${X}.mp4`,
      'm video/mp4',
      `x ${X}`,
      'dim 1920x1080',
      'size 3000000',
      'service nip96',
      'duration 5',
      'bitrate 4800000',
    ]);
  });
});

describe('videoPostTemplate', () => {
  const template = videoPostTemplate({
    title: ' Dusk\nwaves ',
    caption: ' At the #sea ',
    hashtags: ['sea', 'dusk'],
    video,
    now: 1_700_000_000,
  });

  it('is a kind 21 with the title, published_at, alt, imeta, duration and hashtags', () => {
    expect(template.kind).toBe(21);
    expect(template.content).toBe('At the #sea');
    expect(template.created_at).toBe(1_700_000_000);
    expect(template.tags).toEqual([
      ['title', 'Dusk waves'],
      ['published_at', '1700000000'],
      ['alt', 'Waves at dusk'],
      videoImetaTag(video),
      ['duration', '12.346'],
      ['t', 'sea'],
      ['t', 'dusk'],
    ]);
  });

  it('is a kind 22 for a portrait video', () => {
    expect(videoPostTemplate({ title: 'T', caption: '', hashtags: [], video: { ...video, width: 9, height: 16 }, now: 1 }).kind).toBe(22);
  });

  it('reads back in the gallery as a video with its poster and length', () => {
    const event: NostrEvent = { ...template, id: 'e'.repeat(64), pubkey: 'f'.repeat(64), sig: '0'.repeat(128) };
    expect(extractMedia(event)).toMatchObject([
      { type: 'video', url: video.url, hash: X, width: 1920, height: 1080, poster: video.poster?.url, alt: 'Waves at dusk' },
    ]);
    expect(extractMedia(event)[0]?.duration).toBeCloseTo(12.346);
  });
});
