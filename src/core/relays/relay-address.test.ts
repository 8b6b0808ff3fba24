import { describe, expect, it } from 'vitest';
import { relayToAdd, relayUrlProblem } from './relay-address';

describe('relayUrlProblem', () => {
  it('passes secure relay addresses, and plain ones on this computer', () => {
    for (const text of [
      'wss://relay.example.com',
      '  wss://relay.example.com/nostr  ',
      'ws://127.0.0.1:7459',
      'ws://localhost:7000',
      'ws://[::1]:7000',
    ]) {
      expect(relayUrlProblem(text)).toBeUndefined();
    }
  });

  it('says what is wrong in words', () => {
    expect(relayUrlProblem('   ')).toBe('Enter a relay address.');
    expect(relayUrlProblem('relay.example.com')).toBe('That is not an address. A relay address looks like wss://relay.example.com.');
    expect(relayUrlProblem('https://relay.example.com')).toBe('A relay address starts with wss://.');
    expect(relayUrlProblem('ws://relay.example.com')).toBe('A relay address starts with wss://.');
    expect(relayUrlProblem('http://127.0.0.1:7459')).toBe('A relay address starts with wss:// or ws://.');
    expect(relayUrlProblem('wss://user:secret@relay.example.com')).toBe('That is not a relay address.');
    expect(relayUrlProblem('wss://relay.example.com#top')).toBe('That is not a relay address.');
    expect(relayUrlProblem('wss://relay.example.com/a b')).toBe('That is not a relay address.');
  });
});

describe('relayToAdd', () => {
  const known = { configured: ['wss://configured.example.com'], added: ['wss://added.example.com'] };

  it('spells a new relay the one way relay URLs are compared in', () => {
    expect(relayToAdd('  WSS://New.Example.com:443/ ', known)).toEqual({ url: 'wss://new.example.com' });
    expect(relayToAdd('ws://127.0.0.1:7459/', known)).toEqual({ url: 'ws://127.0.0.1:7459' });
  });

  it('refuses a bad address with its problem, and a relay already read from', () => {
    expect(relayToAdd('https://new.example.com', known)).toEqual({ problem: 'A relay address starts with wss://.' });
    expect(relayToAdd('wss://ADDED.example.com/', known)).toEqual({ problem: 'That relay is already in your list.' });
    expect(relayToAdd('wss://configured.example.com/', known)).toEqual({ problem: 'The app reads from that relay already.' });
  });
});
