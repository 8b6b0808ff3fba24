import { describe, expect, it } from 'vitest';
import { decode } from '../events/nip19';
import { externalNoteLink, publishRelays } from './publish-relays';

describe('publishRelays', () => {
  it("adds the user's write relays to the configured ones, once each, without blocked ones", () => {
    const list = [
      { url: 'wss://write.example', read: false, write: true },
      { url: 'wss://read.example', read: true, write: false },
      { url: 'wss://both.example', read: true, write: true },
      { url: 'wss://blocked.example', read: true, write: true },
    ];
    expect(publishRelays(['wss://a.example/', 'wss://both.example'], list, ['wss://blocked.example/'])).toEqual([
      'wss://a.example',
      'wss://both.example',
      'wss://write.example',
    ]);
  });

  it("caps the user's write relays and works without a list", () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ url: `wss://w${i}.example`, read: false, write: true }));
    expect(publishRelays([], many, [])).toHaveLength(8);
    expect(publishRelays(['wss://a.example'], undefined, [])).toEqual(['wss://a.example']);
  });
});

describe('externalNoteLink', () => {
  it('names the post, its relay, author and kind in a nevent', () => {
    const link = externalNoteLink({ id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 20 }, 'wss://relay.example/');
    expect(link.startsWith('https://njump.me/nevent1')).toBe(true);
    expect(decode(link.slice('https://njump.me/'.length))).toEqual({
      type: 'nevent',
      data: { id: 'a'.repeat(64), relays: ['wss://relay.example'], author: 'b'.repeat(64), kind: 20 },
    });
  });

  it('leaves out a relay hint that is not a relay', () => {
    const link = externalNoteLink({ id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 1 }, 'javascript:alert(1)');
    expect(decode(link.slice('https://njump.me/'.length))).toMatchObject({ data: { relays: [] } });
  });
});
