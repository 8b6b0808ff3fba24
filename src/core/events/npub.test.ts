import { describe, expect, it } from 'vitest';
import { hexToNpub, npubToHex } from './npub';

const hex = '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d';
const npub = 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6';

describe('npub', () => {
  it('round-trips a key', () => {
    expect(npubToHex(npub)).toBe(hex);
    expect(hexToNpub(hex)).toBe(npub);
  });

  it('rejects anything else', () => {
    expect(npubToHex('npub1garbage')).toBeUndefined();
    expect(npubToHex(`note1${npub.slice(5)}`)).toBeUndefined();
    expect(hexToNpub('xyz')).toBeUndefined();
  });
});
