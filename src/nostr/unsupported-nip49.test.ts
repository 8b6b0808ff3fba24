import { describe, expect, it } from 'vitest';
import { decrypt, encrypt } from './unsupported-nip49';

describe('unsupported NIP-49', () => {
  it('says why a password-encrypted key cannot be made or opened', () => {
    expect(() => encrypt(new Uint8Array(32), 'password')).toThrow('(NIP-49) are not supported');
    expect(() =>
      decrypt(
        'ncryptsec1qgg9947rlpvqu76pj5ecreduf9jxhselq2nae2kghhvd5g7dgjtcxfqtd67p9m0w57lspw8gsq6yphnm8623nsl8xn9j4jdzz84zm3frztj3z7s35vpzmqf6ksu8r89qk5z2zxfmu5gv8th8wclt0h4p',
        'password',
      ),
    ).toThrow('(NIP-49) are not supported');
  });
});
