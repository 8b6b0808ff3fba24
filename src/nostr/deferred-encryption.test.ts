import { describe, expect, it } from 'vitest';
import * as realNip04 from 'nostr-tools/nip04';
import * as realNip44 from 'nostr-tools/nip44';
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { nip04, nip44 } from './deferred-encryption';

const alice = generateSecretKey();
const bob = generateSecretKey();

describe('deferred encryption', () => {
  it('encrypts NIP-44 the way NDK calls it: the conversation key handed over as a promise', async () => {
    const payload = await nip44.v2.encrypt('{"method":"sign_event"}', nip44.v2.utils.getConversationKey(alice, getPublicKey(bob)));
    expect(realNip44.v2.decrypt(payload, realNip44.v2.utils.getConversationKey(bob, getPublicKey(alice)))).toBe('{"method":"sign_event"}');
  });

  it('decrypts NIP-44 from a resolved key as well', async () => {
    const payload = realNip44.v2.encrypt('ack', realNip44.v2.utils.getConversationKey(bob, getPublicKey(alice)));
    const key = await nip44.v2.utils.getConversationKey(alice, getPublicKey(bob));
    await expect(nip44.v2.decrypt(payload, key)).resolves.toBe('ack');
  });

  it('rejects a NIP-44 payload that was tampered with', async () => {
    const payload = realNip44.v2.encrypt('ack', realNip44.v2.utils.getConversationKey(bob, getPublicKey(alice)));
    const tampered = payload.slice(0, 10) + (payload[10] === 'A' ? 'B' : 'A') + payload.slice(11);
    await expect(nip44.v2.decrypt(tampered, nip44.v2.utils.getConversationKey(alice, getPublicKey(bob)))).rejects.toThrow();
  });

  it('round-trips NIP-04 with the real module', async () => {
    const data = await nip04.encrypt(alice, getPublicKey(bob), 'hello');
    expect(realNip04.decrypt(bob, getPublicKey(alice), data)).toBe('hello');
    await expect(nip04.decrypt(bob, getPublicKey(alice), data)).resolves.toBe('hello');
  });
});
