import { finalizeEvent, getEventHash } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { createSignatureChecker, eventHash, verifyEventSignature, warmSignatureChecker } from './event-signature';

const event = finalizeEvent(
  { kind: 1, content: 'héllo "world"\n', tags: [['t', 'x']], created_at: 1_700_000_000 },
  new Uint8Array(32).fill(8),
);

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

describe('a signature checker', () => {
  it('passes an event seen before without a second signature check, and never a copy with other content', () => {
    const check = createSignatureChecker();
    const forgedSignature = { ...event, sig: event.sig.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    expect(check(forgedSignature)).toBe(false);
    expect(check(event)).toBe(true);
    // The id, recomputed from the content, is one whose signature passed: the content is the author's.
    expect(check(forgedSignature)).toBe(true);
    expect(check({ ...event, content: 'changed' })).toBe(false);
    expect(check({ ...event, tags: [] })).toBe(false);
  });
});

describe('warming a checker', () => {
  it('checks its sample as genuine, and a checker that refuses everything says so', () => {
    expect(warmSignatureChecker(createSignatureChecker())).toBe(true);
    expect(warmSignatureChecker(() => false)).toBe(false);
  });
});
