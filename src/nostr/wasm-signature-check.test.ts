import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { loadWasmSignatureCheck } from './wasm-signature-check';

describe('the WebAssembly signature check', () => {
  it('passes a genuine event and fails a changed id, content or signature', async () => {
    const check = await loadWasmSignatureCheck();
    const key = generateSecretKey();
    const event = finalizeEvent({ kind: 7, created_at: 1_700_000_000, tags: [['e', 'a'.repeat(64)]], content: '+' }, key);
    const other = finalizeEvent({ kind: 7, created_at: 1_700_000_001, tags: [], content: '-' }, key);
    expect(check(event)).toBe(true);
    expect(check({ ...event, content: '-' })).toBe(false);
    expect(check({ ...event, id: other.id })).toBe(false);
    expect(check({ ...event, sig: other.sig })).toBe(false);
    expect(check({ ...event, sig: 'not hex' })).toBe(false);
  });
});
