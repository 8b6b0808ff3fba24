import { describe, expect, it } from 'vitest';
import { needsAdultWarning } from './adult-gate';

const base = { showAdult: false, tags: [], npubs: [], topic: undefined };
const adultAuthor = 'npub10l8k2vx4f6mxjwf9ds2tufyl4xr9q7sj535pf3wpthyhl2rs9pdqh2vrsg';
const mixedAuthor = 'npub12jedfuhk2wfr7syr38t2f55652khuyz9f88r63ftm0j2vudxq9sqq7677r';

describe('needsAdultWarning', () => {
  it('flags adult tags, the adult topic and adult authors', () => {
    expect(needsAdultWarning({ ...base, tags: ['cats', 'NSFW'] })).toBe(true);
    expect(needsAdultWarning({ ...base, topic: 'nsfw' })).toBe(true);
    expect(needsAdultWarning({ ...base, npubs: [adultAuthor] })).toBe(true);
  });

  it('lets everything else through, and nothing is gated once adult is on', () => {
    expect(needsAdultWarning({ ...base, tags: ['cats'] })).toBe(false);
    expect(needsAdultWarning({ ...base, topic: 'art' })).toBe(false);
    expect(needsAdultWarning({ ...base, npubs: [mixedAuthor, 'npub1garbage'] })).toBe(false);
    expect(needsAdultWarning({ ...base, tags: ['nsfw'], showAdult: true })).toBe(false);
  });
});
