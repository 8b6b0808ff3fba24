import { finalizeEvent, getEventHash } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { eventHash, verifyEventSignature } from './event-signature';

const event = finalizeEvent({ kind: 1, content: 'héllo "world"\n', tags: [['t', 'x']], created_at: 1_700_000_000 }, new Uint8Array(32).fill(8));

describe('event signatures', () => {
  it('hashes like the reference implementation', () => {
    expect(eventHash(event)).toBe(getEventHash(event));
  });

  it('accepts a signed event and rejects any change', () => {
    expect(verifyEventSignature(event)).toBe(true);
    expect(verifyEventSignature({ ...event, content: 'changed' })).toBe(false);
    expect(verifyEventSignature({ ...event, sig: event.sig.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toBe(false);
    expect(verifyEventSignature({ ...event, sig: undefined })).toBe(false);
    expect(verifyEventSignature({ ...event, pubkey: 'zz' })).toBe(false);
  });
});
