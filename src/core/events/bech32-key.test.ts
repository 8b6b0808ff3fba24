import { bech32 } from '@scure/base';
import { hexToBytes } from '@noble/hashes/utils';
import { describe, expect, it } from 'vitest';
import { encodeHexKey } from './bech32-key';

const generic = (prefix: string, hex: string): string => bech32.encode(prefix, bech32.toWords(hexToBytes(hex)));

describe('encodeHexKey', () => {
  it('gives the NIP-19 example npub', () => {
    expect(encodeHexKey('npub', '7e7e9c42a91bfef19fa929e5fda1b72e0ebc1a4c1141673e2794234d86addf4e')).toBe(
      'npub10elfcs4fr0l0r8af98jlmgdh9c8tcxjvz9qkw038js35mp4dma8qzvjptg',
    );
  });

  it('agrees with the generic bech32 encoder on many keys and prefixes', () => {
    let seed = 7;
    const nextByte = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed & 0xff;
    };
    for (let round = 0; round < 500; round++) {
      const hex = Array.from({ length: 32 }, () => nextByte().toString(16).padStart(2, '0')).join('');
      expect(encodeHexKey('npub', hex)).toBe(generic('npub', hex));
      expect(encodeHexKey('note', hex)).toBe(generic('note', hex));
    }
    expect(encodeHexKey('npub', '0'.repeat(64))).toBe(generic('npub', '0'.repeat(64)));
    expect(encodeHexKey('npub', 'f'.repeat(64))).toBe(generic('npub', 'f'.repeat(64)));
  });

  it('refuses what is not a 64-character lowercase hex key', () => {
    expect(() => encodeHexKey('npub', 'abc')).toThrow();
    expect(() => encodeHexKey('npub', 'A'.repeat(64))).toThrow();
    expect(() => encodeHexKey('npub', `${'0'.repeat(63)}g`)).toThrow();
  });
});
