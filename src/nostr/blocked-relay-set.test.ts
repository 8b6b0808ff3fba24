import { describe, expect, it } from 'vitest';
import { createBlockedRelaySet } from './blocked-relay-set';

describe('blocked relay set', () => {
  it('blocks a relay however its address ends, until cleared', () => {
    const blocked = createBlockedRelaySet();
    blocked.add(['wss://spam.example/']);
    expect(blocked.has('wss://spam.example')).toBe(true);
    expect(blocked.has('wss://spam.example//')).toBe(true);
    expect(blocked.has('wss://fine.example')).toBe(false);
    blocked.clear();
    expect(blocked.has('wss://spam.example')).toBe(false);
  });
});
