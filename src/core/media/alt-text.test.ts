import { describe, expect, it } from 'vitest';
import { altText, excerpt } from './alt-text';

describe('altText', () => {
  it('prefers the alt, then the text, then the author', () => {
    expect(altText({ alt: 'A cat', content: 'hello', type: 'image' }, 'Ann')).toBe('A cat');
    expect(altText({ alt: ' ', content: 'hello', type: 'image' }, 'Ann')).toBe('hello');
    expect(altText({ content: '', type: 'image' }, 'Ann')).toBe('Picture by Ann');
    expect(altText({ content: '', type: 'video' }, 'Ann')).toBe('Video by Ann');
  });

  it('shortens very long text', () => {
    expect(altText({ content: 'x'.repeat(5000), type: 'image' }, 'Ann')).toHaveLength(200);
  });
});

describe('excerpt', () => {
  it('keeps the first 60 characters', () => {
    expect(excerpt('a'.repeat(61))).toBe(`${'a'.repeat(60)}…`);
    expect(excerpt('  short ')).toBe('short');
  });
});
