import { describe, expect, it } from 'vitest';
import { parseRelayInfo, relayInfoUrl, searchSupport } from './relay-info';

describe('parseRelayInfo', () => {
  it('reads the fields the header shows and the NIPs the relay supports', () => {
    expect(
      parseRelayInfo({
        name: 'Pictures only',
        description: 'A relay for photographers.\nBe kind.',
        icon: 'https://relay.example.com/icon.png',
        contact: 'mailto:admin@relay.example.com',
        supported_nips: [1, 11, 50],
        software: 'anything',
      }),
    ).toEqual({
      name: 'Pictures only',
      description: 'A relay for photographers.\nBe kind.',
      icon: 'https://relay.example.com/icon.png',
      contact: 'mailto:admin@relay.example.com',
      supportedNips: [1, 11, 50],
    });
  });

  it('is no document unless it is a JSON object', () => {
    for (const value of [null, undefined, 'relay', 42, [], true]) expect(parseRelayInfo(value), String(value)).toBeUndefined();
    expect(parseRelayInfo({})).toEqual({ supportedNips: [] });
  });

  it('drops each malformed field on its own, keeping the rest', () => {
    expect(
      parseRelayInfo({ name: 42, description: ['x'], icon: 'javascript:alert(1)', contact: { email: 'x' }, supported_nips: 'all' }),
    ).toEqual({ supportedNips: [] });
    expect(parseRelayInfo({ name: 'Kept', icon: 'data:image/png;base64,AAAA' })).toEqual({ name: 'Kept', supportedNips: [] });
    expect(parseRelayInfo({ icon: 'https://user:pass@relay.example.com/i.png' })).toEqual({ supportedNips: [] });
    expect(parseRelayInfo({ icon: 'not a url', name: '   ' })).toEqual({ supportedNips: [] });
    expect(parseRelayInfo({ icon: `https://relay.example.com/${'a'.repeat(3000)}` })).toEqual({ supportedNips: [] });
  });

  it('keeps whole non-negative NIP numbers, each once', () => {
    expect(parseRelayInfo({ supported_nips: [1, 1, '50', 50.5, -1, NaN, 50, null] })?.supportedNips).toEqual([1, 50]);
  });

  it('keeps text plain: markup stays text, control and direction characters go, long text is cut', () => {
    const info = parseRelayInfo({
      name: '<b>Bold</b>\u202E relay\u0000',
      description: `Line one\r\n\r\n\r\n\r\nLine two\u2066 ${'x'.repeat(2000)}`,
      contact: `a\nb ${'c'.repeat(300)}`,
    });
    expect(info?.name).toBe('<b>Bold</b> relay');
    expect(info?.description?.startsWith('Line one\n\nLine two x')).toBe(true);
    expect([...(info?.description ?? '')]).toHaveLength(1000);
    expect(info?.description?.endsWith('…')).toBe(true);
    expect(info?.contact?.startsWith('a b c')).toBe(true);
    expect([...(info?.contact ?? '')]).toHaveLength(200);
  });
});

describe('relayInfoUrl', () => {
  it('asks the relay’s own address over http: wss as https, ws as http', () => {
    expect(relayInfoUrl('wss://relay.example.com')).toBe('https://relay.example.com/');
    expect(relayInfoUrl('wss://relay.example.com:4443/nostr?x=1')).toBe('https://relay.example.com:4443/nostr?x=1');
    expect(relayInfoUrl('ws://127.0.0.1:7447')).toBe('http://127.0.0.1:7447/');
    expect(relayInfoUrl('https://relay.example.com')).toBeUndefined();
    expect(relayInfoUrl('nonsense')).toBeUndefined();
  });
});

describe('searchSupport', () => {
  it('is supported only when the relay answered and lists NIP-50', () => {
    expect(searchSupport({ kind: 'info', info: { supportedNips: [1, 50] } })).toBe('supported');
    expect(searchSupport({ kind: 'info', info: { supportedNips: [1, 11] } })).toBe('unsupported');
    expect(searchSupport({ kind: 'not-a-relay' })).toBe('unsupported');
    expect(searchSupport({ kind: 'unreachable' })).toBe('unreachable');
  });
});
