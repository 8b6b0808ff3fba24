import { describe, expect, it } from 'vitest';
import { linkFromArgs } from '../../bench/network-link';

describe('the bench --link argument', () => {
  it('reads kbit/s and round-trip milliseconds', () => {
    expect(linkFromArgs(['node', 'run.ts', '--link', '2000/100'])).toEqual({ kbps: 2000, rttMs: 100 });
  });

  it('is absent without --link', () => {
    expect(linkFromArgs(['node', 'run.ts', '--check'])).toBeUndefined();
  });

  it('refuses a malformed link rather than measuring loopback under its name', () => {
    expect(() => linkFromArgs(['--link'])).toThrow('--link takes');
    expect(() => linkFromArgs(['--link', '2 Mbit'])).toThrow('--link takes');
  });
});
