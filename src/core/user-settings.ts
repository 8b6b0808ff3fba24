/**
 * The visitor's own settings (docs/settings.md): kept on this device under one key with a
 * version, parsed field by field so one bad value falls back to its default without
 * losing the rest.
 */

/** Whose pictures a /global, tag or topic feed shows (docs/settings.md, Show media from). */
export type TrustLevel = 'everyone' | 'circle' | 'follows';
export const TRUST_LEVELS: readonly TrustLevel[] = ['everyone', 'circle', 'follows'];

/** `system` follows the operating system's reduce-motion setting. */
export type MotionSetting = 'system' | 'reduce' | 'full';
export const MOTION_SETTINGS: readonly MotionSetting[] = ['system', 'reduce', 'full'];

/** `configured` is the build's image proxy; `none` loads the original files. */
export type ProxySetting = 'configured' | 'none';
export const PROXY_SETTINGS: readonly ProxySetting[] = ['configured', 'none'];

export interface UserSettings {
  trust: TrustLevel;
  /** NIP-36 content-warned pictures are blurred until "Show". */
  blurWarnings: boolean;
  videoAutoplay: boolean;
  motion: MotionSetting;
  imageProxy: ProxySetting;
  /** Relays added on this device, normalized `wss://` URLs, in the order added. */
  addedRelays: readonly string[];
}

export const SETTINGS_VERSION = 1;

export const DEFAULT_SETTINGS: UserSettings = {
  trust: 'everyone',
  blurWarnings: true,
  videoAutoplay: true,
  motion: 'system',
  imageProxy: 'configured',
  addedRelays: [],
};

interface StoredSettings {
  version: number;
  settings: Partial<Record<keyof UserSettings, unknown>>;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((entry) => entry === value) ?? fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function relayUrls(value: unknown): readonly string[] {
  if (!Array.isArray(value)) return DEFAULT_SETTINGS.addedRelays;
  const urls = value.flatMap((entry) => (typeof entry === 'string' ? (relayUrlProblem(entry) ? [] : [normalizeRelayUrl(entry)]) : []));
  return [...new Set(urls)];
}

/** Settings from their stored text; anything unreadable is the default, field by field. */
export function parseUserSettings(text: string | null): UserSettings {
  if (!text) return DEFAULT_SETTINGS;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_SETTINGS;
  const { version, settings } = stored as Partial<StoredSettings>;
  // A newer version's meaning is unknown here; an older one is read field by field, as
  // every version so far only added fields.
  if (typeof version !== 'number' || version > SETTINGS_VERSION || typeof settings !== 'object' || settings === null) return DEFAULT_SETTINGS;
  return {
    trust: oneOf(settings.trust, TRUST_LEVELS, DEFAULT_SETTINGS.trust),
    blurWarnings: flag(settings.blurWarnings, DEFAULT_SETTINGS.blurWarnings),
    videoAutoplay: flag(settings.videoAutoplay, DEFAULT_SETTINGS.videoAutoplay),
    motion: oneOf(settings.motion, MOTION_SETTINGS, DEFAULT_SETTINGS.motion),
    imageProxy: oneOf(settings.imageProxy, PROXY_SETTINGS, DEFAULT_SETTINGS.imageProxy),
    addedRelays: relayUrls(settings.addedRelays),
  };
}

export function serializeUserSettings(settings: UserSettings): string {
  return JSON.stringify({ version: SETTINGS_VERSION, settings } satisfies StoredSettings);
}

/** Lowercase scheme and host, no trailing slash: the form relay URLs are compared in. */
export function normalizeRelayUrl(url: string): string {
  const parsed = new URL(url.trim());
  const path = parsed.pathname.replace(/\/+$/, '');
  return `wss://${parsed.host.toLowerCase()}${path}${parsed.search}`;
}

/** Why a typed relay address cannot be added, in words for the visitor; undefined when it can. */
export function relayUrlProblem(text: string): string | undefined {
  const value = text.trim();
  if (!value) return 'Enter a relay address.';
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return 'That is not an address. A relay address looks like wss://relay.example.com.';
  }
  if (parsed.protocol !== 'wss:') return 'A relay address starts with wss://.';
  if (!parsed.hostname || parsed.username || parsed.password || parsed.hash) return 'That is not a relay address.';
  return undefined;
}
