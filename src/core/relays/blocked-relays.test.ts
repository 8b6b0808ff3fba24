import { describe, expect, it } from 'vitest';
import { parseBlockedRelays } from './blocked-relays';
import type { NostrEvent } from '../types';

const event = (kind: number, tags: string[][]): NostrEvent => ({
  id: 'a'.repeat(64),
  pubkey: 'b'.repeat(64),
  kind,
  created_at: 1,
  tags,
  content: '',
});

describe('parseBlockedRelays', () => {
  it('reads relay tags, normalized and once each', () => {
    const tags = [
      ['relay', 'wss://Spam.Example/'],
      ['relay', 'wss://spam.example'],
      ['relay', 'https://not.a.relay'],
      ['r', 'wss://other.example'],
      ['relay'],
    ];
    expect(parseBlockedRelays(event(10006, tags))).toEqual(['wss://spam.example']);
  });

  it('reads nothing from another kind', () => {
    expect(parseBlockedRelays(event(10002, [['relay', 'wss://spam.example']]))).toEqual([]);
  });
});
