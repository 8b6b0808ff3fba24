import { describe, expect, it } from 'vitest';
import data from './data/reference-data.json';
import keys from './data/reference-keys.json';
import { referenceKeysOf } from './reference-keys';

describe('referenceKeysOf', () => {
  it('decodes each list to hex keys, the adult ones to prefixes, and leaves out what does not decode', () => {
    const npub = 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6';
    const hex = '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d';
    expect(referenceKeysOf({ adultNpubs: [npub, 'npub1garbage'], mixedAdultNpubs: [npub], blockedNpubs: [npub] })).toEqual({
      adult: ['3bf0c63fcb934634'],
      mixedAdult: ['3bf0c63fcb934634'],
      blocked: [hex],
    });
  });

  it('keeps every adult prefix apart, so no listed author stands for another', () => {
    const all = [...keys.adult, ...keys.mixedAdult];
    expect(new Set(all).size).toBe(all.length);
    for (const prefix of all) expect(prefix).toMatch(/^[0-9a-f]{16}$/);
  });

  it('matches the committed reference-keys.json (regenerate: npx tsx scripts/reference-keys.ts)', () => {
    expect(keys).toEqual(referenceKeysOf(data));
    expect(keys.adult).toHaveLength(data.adultNpubs.length);
  });
});
