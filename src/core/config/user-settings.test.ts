import { describe, expect, it } from 'vitest';
import type { ImageProxyConfig } from '../media/image-proxy';
import {
  DEFAULT_USER_SETTINGS,
  effectiveImageProxy,
  parseUserSettings,
  reducesMotion,
  serializeUserSettings,
  SETTINGS_VERSION,
  type UserSettings,
} from './user-settings';
import { addableRelayUrl } from '../relays/relay-list';

const CHANGED: UserSettings = {
  trust: 'follows',
  blurWarnings: false,
  videoAutoplay: false,
  motion: 'reduce',
  imageProxy: 'none',
  addedRelays: ['wss://relay.example.com', 'ws://127.0.0.1:7459'],
};

const stored = (settings: Record<string, unknown>, version: unknown = SETTINGS_VERSION): string => JSON.stringify({ version, settings });

describe('parseUserSettings', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(parseUserSettings(null)).toEqual({
      trust: 'everyone',
      blurWarnings: true,
      videoAutoplay: true,
      motion: 'system',
      imageProxy: 'configured',
      addedRelays: [],
    });
    expect(parseUserSettings('')).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('reads back what was written', () => {
    expect(parseUserSettings(serializeUserSettings(CHANGED))).toEqual(CHANGED);
  });

  it.each<[keyof UserSettings, unknown]>([
    ['trust', 'strangers'],
    ['trust', 2],
    ['blurWarnings', 'false'],
    ['videoAutoplay', null],
    ['motion', 'slow'],
    ['imageProxy', { kind: 'none' }],
    ['addedRelays', 'wss://relay.example.com'],
  ])('falls back for a bad %s alone and keeps every other field', (field, bad) => {
    const settings = parseUserSettings(stored({ ...CHANGED, [field]: bad }));
    expect(settings[field]).toEqual(DEFAULT_USER_SETTINGS[field]);
    expect(settings).toEqual({ ...CHANGED, [field]: DEFAULT_USER_SETTINGS[field] });
  });

  it('keeps a missing field at its default: an older version had fewer fields', () => {
    expect(parseUserSettings(stored({ videoAutoplay: false }, 0))).toEqual({ ...DEFAULT_USER_SETTINGS, videoAutoplay: false });
  });

  it('drops the bad entries of the added relays and keeps the good ones, once each, in one spelling', () => {
    const settings = parseUserSettings(
      stored({ addedRelays: ['wss://Relay.Example.com/', 42, 'https://a.com', 'wss://relay.example.com', 'ws://relay.example.org'] }),
    );
    expect(settings.addedRelays).toEqual(['wss://relay.example.com']);
  });

  it('gives the defaults for text that is not JSON, JSON of another shape, and a newer version', () => {
    for (const text of ['{', 'null', '42', '"settings"', '[]', stored({ motion: 'reduce' }, '1'), JSON.stringify({ version: 1 })]) {
      expect(parseUserSettings(text)).toEqual(DEFAULT_USER_SETTINGS);
    }
    expect(parseUserSettings(stored({ ...CHANGED }, SETTINGS_VERSION + 1))).toEqual(DEFAULT_USER_SETTINGS);
  });
});

describe('serializeUserSettings', () => {
  it('writes the version beside the settings', () => {
    expect(JSON.parse(serializeUserSettings(CHANGED))).toEqual({ version: SETTINGS_VERSION, settings: CHANGED });
  });
});

describe('addableRelayUrl', () => {
  it('keeps secure relay addresses, and plain ones on this computer, in one spelling', () => {
    expect(addableRelayUrl(' WSS://Relay.Example.com:443/ ')).toBe('wss://relay.example.com');
    expect(addableRelayUrl('ws://127.0.0.1:7459/')).toBe('ws://127.0.0.1:7459');
    expect(addableRelayUrl('ws://[::1]:7000')).toBe('ws://[::1]:7000');
  });

  it('refuses plain ones elsewhere and what is no relay address', () => {
    for (const text of ['ws://relay.example.com', 'https://relay.example.com', 'wss://user@relay.example.com', 'relay', '']) {
      expect(addableRelayUrl(text)).toBeUndefined();
    }
  });
});

describe('effectiveImageProxy', () => {
  const configured: ImageProxyConfig = { kind: 'imgproxy', base: 'http://127.0.0.1:7448' };

  it('is the configured proxy, or none', () => {
    expect(effectiveImageProxy('configured', configured)).toBe(configured);
    expect(effectiveImageProxy('none', configured)).toEqual({ kind: 'none', base: '' });
    expect(effectiveImageProxy('none', configured)).toBe(effectiveImageProxy('none', configured));
  });
});

describe('reducesMotion', () => {
  it('reduces when asked, follows the system when told to, and never when full motion is chosen', () => {
    expect(reducesMotion('reduce', false)).toBe(true);
    expect(reducesMotion('system', true)).toBe(true);
    expect(reducesMotion('system', false)).toBe(false);
    expect(reducesMotion('full', true)).toBe(false);
  });
});
