import { describe, expect, it } from 'vitest';
import { relayFromSegment, relayFromText, relayLabel, relaySegment } from './relay-route';

describe('relayFromSegment', () => {
  it('takes a host as a wss relay, in the relay list’s spelling', () => {
    expect(relayFromSegment('relay.example.com')).toBe('wss://relay.example.com');
    expect(relayFromSegment('Relay.Example.COM')).toBe('wss://relay.example.com');
    expect(relayFromSegment('relay.example.com%3A4443')).toBe('wss://relay.example.com:4443');
    expect(relayFromSegment('relay.example.com%2Fpath%2F')).toBe('wss://relay.example.com/path');
  });

  it('takes a whole wss address, percent-encoded, and ws only on this computer', () => {
    expect(relayFromSegment(encodeURIComponent('wss://relay.example.com/'))).toBe('wss://relay.example.com');
    expect(relayFromSegment(encodeURIComponent('WSS://relay.example.com/nostr'))).toBe('wss://relay.example.com/nostr');
    expect(relayFromSegment(encodeURIComponent('ws://127.0.0.1:7447'))).toBe('ws://127.0.0.1:7447');
    expect(relayFromSegment(encodeURIComponent('ws://localhost:7447'))).toBe('ws://localhost:7447');
    expect(relayFromSegment(encodeURIComponent('ws://relay.example.com'))).toBeUndefined();
  });

  it('refuses anything else', () => {
    for (const segment of [
      '',
      '%20',
      '%E0%A4%A',
      encodeURIComponent('https://relay.example.com'),
      encodeURIComponent('nostr://relay.example.com'),
      encodeURIComponent('wss://user:secret@relay.example.com'),
      encodeURIComponent('wss://'),
      'relay%20example.com',
      'a'.repeat(600),
    ]) {
      expect(relayFromSegment(segment), segment).toBeUndefined();
    }
  });
});

describe('relaySegment', () => {
  it('writes a plain wss relay as its host, anything else as its whole address', () => {
    expect(relaySegment('wss://relay.example.com')).toBe('relay.example.com');
    expect(relaySegment('wss://relay.example.com:4443/')).toBe('relay.example.com%3A4443');
    expect(relaySegment('wss://relay.example.com/nostr')).toBe(encodeURIComponent('wss://relay.example.com/nostr'));
    expect(relaySegment('ws://127.0.0.1:7447')).toBe(encodeURIComponent('ws://127.0.0.1:7447'));
    expect(relaySegment('ws://relay.example.com')).toBeUndefined();
    expect(relaySegment('not a relay')).toBeUndefined();
  });

  it('writes what parses back to the same relay', () => {
    for (const relay of [
      'wss://relay.example.com',
      'wss://relay.example.com:4443',
      'wss://r.example/a?b=c',
      'ws://127.0.0.1:7447',
      'wss://[::1]',
    ]) {
      const segment = relaySegment(relay);
      expect(segment, relay).toBeDefined();
      expect(relayFromSegment(segment ?? ''), relay).toBe(relay);
    }
  });
});

describe('relayLabel', () => {
  it('names a relay by its address without wss://', () => {
    expect(relayLabel('wss://relay.example.com')).toBe('relay.example.com');
    expect(relayLabel('ws://127.0.0.1:7447')).toBe('ws://127.0.0.1:7447');
  });
});

describe('relayFromText', () => {
  it('takes a typed wss address, and ws only on this computer', () => {
    expect(relayFromText(' wss://Relay.Example.com/ ')).toBe('wss://relay.example.com');
    expect(relayFromText('ws://127.0.0.1:7447')).toBe('ws://127.0.0.1:7447');
    expect(relayFromText('ws://relay.example.com')).toBeUndefined();
    expect(relayFromText('relay.example.com')).toBeUndefined();
    expect(relayFromText('wss://')).toBeUndefined();
    expect(relayFromText('cats')).toBeUndefined();
  });
});
