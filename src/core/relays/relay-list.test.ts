import { finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { normalizeRelayUrl, parseRelayList, readRelays, writeRelays } from './relay-list';
import type { NostrEvent } from '../types';

const secret = new Uint8Array(32).fill(7);

function relayList(tags: string[][], kind = 10002): NostrEvent {
  return finalizeEvent({ kind, created_at: 1_700_000_000, content: '', tags }, secret);
}

describe('normalizeRelayUrl', () => {
  it('keeps ws and wss URLs in one spelling', () => {
    expect(normalizeRelayUrl('wss://relay.example.com/')).toBe('wss://relay.example.com');
    expect(normalizeRelayUrl('  WSS://Relay.Example.COM//  ')).toBe('wss://relay.example.com');
    expect(normalizeRelayUrl('wss://a.com:443')).toBe('wss://a.com');
    expect(normalizeRelayUrl('ws://127.0.0.1:7777/')).toBe('ws://127.0.0.1:7777');
    expect(normalizeRelayUrl('wss://a.com/nostr/')).toBe('wss://a.com/nostr');
    expect(normalizeRelayUrl('wss://a.com/?auth=1')).toBe('wss://a.com?auth=1');
    expect(normalizeRelayUrl('wss://a.com#frag')).toBe('wss://a.com');
  });

  it('rejects everything else', () => {
    for (const url of [
      '',
      'https://a.com',
      'javascript:alert(1)',
      'wss://',
      'wss:a.com',
      'wss:///a.com',
      'wss://user:pw@a.com',
      'wss://a b.com',
      'wss://a.com/ x',
      `wss://${'a'.repeat(600)}.com`,
      'wss://"><script>',
    ]) {
      expect(normalizeRelayUrl(url), url).toBeUndefined();
    }
  });
});

describe('parseRelayList', () => {
  it('reads markers, strips trailing slashes and merges duplicates', () => {
    const list = parseRelayList(
      relayList([
        ['r', 'wss://a.com/'],
        ['r', 'wss://b.com', 'read'],
        ['r', 'wss://c.com', 'write'],
        ['r', 'wss://c.com/', 'read'],
        ['r', 'https://no.com'],
        ['p', 'x'],
      ]),
    );
    expect(list).toEqual([
      { url: 'wss://a.com', read: true, write: true },
      { url: 'wss://b.com', read: true, write: false },
      { url: 'wss://c.com', read: true, write: true },
    ]);
    expect(readRelays(list)).toEqual(['wss://a.com', 'wss://b.com', 'wss://c.com']);
    expect(writeRelays(list)).toEqual(['wss://a.com', 'wss://c.com']);
  });

  it('treats an unknown marker as both and keeps a read-only relay read-only', () => {
    const list = parseRelayList(
      relayList([
        ['r', 'wss://a.com', 'sometimes'],
        ['r', 'wss://b.com', 'read'],
        ['r', 'wss://b.com', 'read'],
      ]),
    );
    expect(list).toEqual([
      { url: 'wss://a.com', read: true, write: true },
      { url: 'wss://b.com', read: true, write: false },
    ]);
  });

  it('ignores other kinds, bare r tags and hostile values', () => {
    expect(parseRelayList(relayList([['r', 'wss://a.com']], 3))).toEqual([]);
    expect(parseRelayList(relayList([['r'], ['r', ''], ['r', 'ws://'], ['R', 'wss://a.com']]))).toEqual([]);
    const hostile = { ...relayList([]), tags: [null, 'r', ['r', 42], ['r', 'wss://ok.com']] } as unknown as NostrEvent;
    expect(parseRelayList(hostile)).toEqual([{ url: 'wss://ok.com', read: true, write: true }]);
  });

  it('gives empty read and write lists for an empty list', () => {
    expect(readRelays([])).toEqual([]);
    expect(writeRelays(parseRelayList(relayList([])))).toEqual([]);
  });
});
