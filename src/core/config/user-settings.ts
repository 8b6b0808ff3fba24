/**
 * The visitor's own settings (docs/settings.md): kept on this device under one key with a
 * version, parsed field by field so one bad value falls back to its default without
 * losing the rest.
 */
import type { ImageProxyConfig } from '../media/image-proxy';
import { addableRelayUrl } from '../relays/relay-list';
import { TRUST_LEVELS, type TrustLevel } from '../trust/trust-circle';

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
  /** Relays added on this device, in core/relays/relay-list.ts's spelling, in the order added. */
  addedRelays: readonly string[];
}

export const SETTINGS_VERSION = 1;

/** Frozen: the store starts from it, and a change must make a new object, never edit this one. */
export const DEFAULT_USER_SETTINGS: UserSettings = Object.freeze({
  trust: 'everyone',
  blurWarnings: true,
  videoAutoplay: true,
  motion: 'system',
  imageProxy: 'configured',
  addedRelays: Object.freeze([]),
});

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

/** The stored list's good addresses, once each; a list that is no list is the default. */
function relayUrls(value: unknown, fallback: readonly string[]): readonly string[] {
  if (!Array.isArray(value)) return fallback;
  const urls = value.flatMap((entry) => {
    const url = typeof entry === 'string' ? addableRelayUrl(entry) : undefined;
    return url ? [url] : [];
  });
  return [...new Set(urls)];
}

/** The defaults of a deployment: one with a trust root shows its circle unless the visitor chooses otherwise. */
export function defaultSettings(hasTrustRoot: boolean): UserSettings {
  return hasTrustRoot ? { ...DEFAULT_USER_SETTINGS, trust: 'circle' } : DEFAULT_USER_SETTINGS;
}

/** Settings from their stored text; anything unreadable is the default, field by field. */
export function parseUserSettings(text: string | null, defaults: UserSettings = DEFAULT_USER_SETTINGS): UserSettings {
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

const NO_IMAGE_PROXY: ImageProxyConfig = Object.freeze({ kind: 'none', base: '' });

/**
 * The image proxy pictures are loaded through, as the setting has it (docs/settings.md,
 * Image proxy); the same object for the same answer, so a memo keyed on it holds.
 */
export function effectiveImageProxy(setting: ProxySetting, configured: ImageProxyConfig): ImageProxyConfig {
  return setting === 'none' ? NO_IMAGE_PROXY : configured;
}

/** Whether decoration that moves is left out (docs/settings.md, Reduce motion). */
export function reducesMotion(setting: MotionSetting, systemAsksLess: boolean): boolean {
  return setting === 'reduce' || (setting === 'system' && systemAsksLess);
}
