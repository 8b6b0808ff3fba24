import { describe, expect, it } from 'vitest';
import { createMediaDeduper } from './media-dedupe';

describe('createMediaDeduper', () => {
  it('accepts a picture once by url or by hash', () => {
    const deduper = createMediaDeduper();
    expect(deduper.accept({ url: 'https://a/1.jpg', hash: 'h1' })).toBe(true);
    expect(deduper.accept({ url: 'https://a/1.jpg' })).toBe(false);
    expect(deduper.accept({ url: 'https://mirror/1.jpg', hash: 'h1' })).toBe(false);
    expect(deduper.accept({ url: 'https://a/2.jpg' })).toBe(true);
    deduper.reset();
    expect(deduper.accept({ url: 'https://a/1.jpg' })).toBe(true);
  });
});

describe('createMediaDeduper: its bound', () => {
  it('forgets the least recently seen picture first', () => {
    const deduper = createMediaDeduper(2);
    expect(deduper.accept({ url: 'a' })).toBe(true);
    expect(deduper.accept({ url: 'b' })).toBe(true);
    expect(deduper.accept({ url: 'a' })).toBe(false);
    expect(deduper.accept({ url: 'c' })).toBe(true);
    expect(deduper.accept({ url: 'b' })).toBe(true);
    expect(deduper.accept({ url: 'c' })).toBe(false);
  });
});
