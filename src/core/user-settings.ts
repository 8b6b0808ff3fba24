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

function relayUrls(value: unknown, fallback: readonly string[]): readonly string[] {
  if (!Array.isArray(value)) return fallback;
  const urls = value.flatMap((entry) => (typeof entry === 'string' ? (relayUrlProblem(entry) ? [] : [normalizeRelayUrl(entry)]) : []));
  return [...new Set(urls)];
}

/** The defaults of a deployment: one with a trust root shows its circle unless the visitor chooses otherwise. */
export function defaultSettings(hasTrustRoot: boolean): UserSettings {
  return hasTrustRoot ? { ...DEFAULT_SETTINGS, trust: 'circle' } : DEFAULT_SETTINGS;
}

/** Settings from their stored text; anything unreadable is the default, field by field. */
export function parseUserSettings(text: string | null, defaults: UserSettings = DEFAULT_SETTINGS): UserSettings {
  if (!text) return defaults;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return defaults;
  }
  if (typeof stored !== 'object' || stored === null) return defaults;
  const { version, settings } = stored as Partial<StoredSettings>;
  // A newer version's meaning is unknown here; an older one is read field by field, as
  // every version so far only added fields.
  if (typeof version !== 'number' || version > SETTINGS_VERSION || typeof settings !== 'object' || settings === null) return defaults;
  return {
    trust: oneOf(settings.trust, TRUST_LEVELS, defaults.trust),
    blurWarnings: flag(settings.blurWarnings, defaults.blurWarnings),
    videoAutoplay: flag(settings.videoAutoplay, defaults.videoAutoplay),
    motion: oneOf(settings.motion, MOTION_SETTINGS, defaults.motion),
    imageProxy: oneOf(settings.imageProxy, PROXY_SETTINGS, defaults.imageProxy),
    addedRelays: relayUrls(settings.addedRelays, defaults.addedRelays),
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
