import { afterEach, describe, expect, it, vi } from 'vitest';
import { addedRelays, relaysToRead, setAddedRelays, watchAddedRelays } from './read-relays';

vi.mock('../config', () => ({ config: { relays: ['wss://configured.example.com', 'wss://second.example.com'] } }));

afterEach(() => setAddedRelays([]));

describe('read relays', () => {
  it('are the configured relays, then the added ones not among them', () => {
    expect(relaysToRead()).toEqual(['wss://configured.example.com', 'wss://second.example.com']);
    setAddedRelays(['wss://added.example.com', 'wss://second.example.com']);
    expect(addedRelays()).toEqual(['wss://added.example.com', 'wss://second.example.com']);
    expect(relaysToRead()).toEqual(['wss://configured.example.com', 'wss://second.example.com', 'wss://added.example.com']);
  });

  it('tell a watcher each change with the list before it, and nothing when the list is the same', () => {
    const listener = vi.fn();
    const stop = watchAddedRelays(listener);
    setAddedRelays(['wss://added.example.com']);
    setAddedRelays(['wss://added.example.com']);
    setAddedRelays([]);
    expect(listener.mock.calls).toEqual([
      [['wss://added.example.com'], []],
      [[], ['wss://added.example.com']],
    ]);
    stop();
    setAddedRelays(['wss://later.example.com']);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
