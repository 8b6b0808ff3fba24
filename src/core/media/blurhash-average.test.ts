import { encode } from 'blurhash';
import { describe, expect, it } from 'vitest';
import { blurhashAverageColor } from './blurhash-average';

describe('blurhashAverageColor', () => {
  it('reads the average colour a blurhash encodes', () => {
    const teal = new Uint8ClampedArray(4 * 4 * 4).map((_, index) => [0, 128, 128, 255][index % 4] ?? 0);
    expect(blurhashAverageColor(encode(teal, 4, 4, 4, 3))).toBe('#008080');
    expect(blurhashAverageColor('LEHV6nWB2yk8pyo0adR*.7kCMdnj')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives nothing for a malformed hash', () => {
    expect(blurhashAverageColor('')).toBeUndefined();
    expect(blurhashAverageColor('LEHV6nWB2yk8')).toBeUndefined();
    expect(blurhashAverageColor('LEH"6nWB2yk8pyo0adR*.7kCMdnj')).toBeUndefined();
  });
});
