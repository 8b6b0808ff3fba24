import { describe, expect, it } from 'vitest';
import { parseRelayList, readRelays, writeRelays } from './relay-list';

const event = (tags: string[][], kind = 10002) => ({ id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind, created_at: 1, content: '', tags });

describe('parseRelayList', () => {
  it('reads markers, strips trailing slashes and merges duplicates', () => {
    const list = parseRelayList(
      event([['r', 'wss://a.com/'], ['r', 'wss://b.com', 'read'], ['r', 'wss://c.com', 'write'], ['r', 'wss://c.com/', 'read'], ['r', 'https://no.com'], ['p', 'x']]),
    );
    expect(list).toEqual([
      { url: 'wss://a.com', read: true, write: true },
      { url: 'wss://b.com', read: true, write: false },
      { url: 'wss://c.com', read: true, write: true },
    ]);
    expect(readRelays(list)).toEqual(['wss://a.com', 'wss://b.com', 'wss://c.com']);
    expect(writeRelays(list)).toEqual(['wss://a.com', 'wss://c.com']);
  });

  it('ignores other kinds', () => {
    expect(parseRelayList(event([['r', 'wss://a.com']], 3))).toEqual([]);
  });
});
