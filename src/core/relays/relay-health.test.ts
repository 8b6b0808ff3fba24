import { describe, expect, it } from 'vitest';
import { relayHealth } from './relay-health';

describe('relayHealth', () => {
  it('is unreachable only once every relay has failed', () => {
    expect(relayHealth(['failed'])).toBe('unreachable');
    expect(relayHealth(['failed', 'failed', 'failed'])).toBe('unreachable');
    expect(relayHealth(['failed', 'pending'])).toBe('unknown');
  });

  it('is reachable as soon as one relay is connected, whatever the others do', () => {
    expect(relayHealth(['failed', 'connected', 'pending'])).toBe('reachable');
    expect(relayHealth(['connected'])).toBe('reachable');
  });

  it('cannot tell before any attempt has ended, nor without relays', () => {
    expect(relayHealth(['pending', 'pending'])).toBe('unknown');
    expect(relayHealth([])).toBe('unknown');
  });
});
