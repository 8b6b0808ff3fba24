/**
 * The visitor's settings in localStorage (docs/settings.md, Stored settings). Apart from
 * the store, which brings React with it: the page's first script reads the added relays
 * from here before its first request (app/first-paint.ts). Storage that is full,
 * disabled or throwing leaves the settings in memory only.
 */
import { config } from '../config';
import { defaultSettings, parseUserSettings, serializeUserSettings, type UserSettings } from '../core/config';
import { setAddedRelays } from '../nostr/read-relays';

export const SETTINGS_KEY = 'diorama-settings';

/** This deployment's defaults (docs/settings.md, Show media from). */
export const SETTINGS_DEFAULTS = defaultSettings(config.trustRoot.length > 0);

export function readStoredSettings(): UserSettings {
  try {
    // Looking storage up can throw too, where the browser disables it.
    if (typeof localStorage === 'undefined') return SETTINGS_DEFAULTS;
    return parseUserSettings(localStorage.getItem(SETTINGS_KEY), SETTINGS_DEFAULTS);
  } catch {
    return SETTINGS_DEFAULTS;
  }
}

export function writeStoredSettings(settings: UserSettings): void {
  try {
    localStorage.setItem(SETTINGS_KEY, serializeUserSettings(settings));
  } catch (error) {
    console.warn('Could not store', SETTINGS_KEY, error);
  }
}

/** The relays added on this device are read from with the page's first request on (docs/settings.md, Relays). */
export function readFromStoredRelays(): void {
  setAddedRelays(readStoredSettings().addedRelays);
}
