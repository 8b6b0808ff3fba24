import { finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { verifyEventSignature } from './event-signature';
import { unwrapRepost } from './repost';

const original = finalizeEvent({ kind: 1, content: 'https://i.com/a.jpg', tags: [], created_at: 10 }, new Uint8Array(32).fill(2));
const reposter = new Uint8Array(32).fill(3);

function repost(content: string, kind = 6) {
  return finalizeEvent({ kind, content, tags: [['e', original.id]], created_at: 20 }, reposter);
}

describe('unwrapRepost', () => {
  it('returns the verified original of kind 6 and 16 reposts', () => {
    expect(unwrapRepost(repost(JSON.stringify(original)), verifyEventSignature)?.id).toBe(original.id);
    expect(unwrapRepost(repost(JSON.stringify(original), 16), verifyEventSignature)?.id).toBe(original.id);
  });

  it('passes other posts through', () => {
    expect(unwrapRepost(original, verifyEventSignature)).toBe(original);
  });

  it('rejects a tampered, malformed or nested embedded event', () => {
    expect(unwrapRepost(repost(JSON.stringify({ ...original, content: 'https://evil.com/x.jpg' })), verifyEventSignature)).toBeUndefined();
    expect(unwrapRepost(repost(JSON.stringify({ ...original, sig: undefined })), verifyEventSignature)).toBeUndefined();
    expect(unwrapRepost(repost('{not json'), verifyEventSignature)).toBeUndefined();
    expect(unwrapRepost(repost(''), verifyEventSignature)).toBeUndefined();
    expect(unwrapRepost(repost('{"id":1}'), verifyEventSignature)).toBeUndefined();
    const inner = repost(JSON.stringify(original));
    expect(unwrapRepost(repost(JSON.stringify(inner)), verifyEventSignature)).toBeUndefined();
  });
});
