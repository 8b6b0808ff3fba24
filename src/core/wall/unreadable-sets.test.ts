import { describe, expect, it } from 'vitest';
import { shortAddress, unreadableSetsNote } from './unreadable-sets';

const refs = [
  'naddr1qvzqqqr4gupzqaaaaaaaaaaaaaaaaaone',
  'naddr1qvzqqqr4gupzqbbbbbbbbbbbbbbbbbtwo',
  'naddr1qvzqqqr4gupzqccccccccccccccccthree',
];

describe('unreadableSetsNote', () => {
  it('names each set it could not read by its place in the address and a shortened address', () => {
    expect(unreadableSetsNote(refs, [refs[1]!])).toBe(
      `This wall could not read set 2 (${shortAddress(refs[1]!)}) of the 3 in its address: its author key is not a valid key. It shows the others.`,
    );
    expect(unreadableSetsNote(refs, [refs[2]!, refs[0]!])).toMatch(
      /^This wall could not read sets 1 \(naddr1qvzqqqr4…aaaone\) and 3 \(naddr1qvzqqqr4…cthree\) of the 3 in its address: their author keys/,
    );
  });

  it('says nothing when every set could be read', () => {
    expect(unreadableSetsNote(refs, [])).toBeUndefined();
  });

  it('shortens a long address and leaves a short one', () => {
    expect(shortAddress(refs[0]!)).toBe('naddr1qvzqqqr4…aaaone');
    expect(shortAddress('naddr1short')).toBe('naddr1short');
  });
});
