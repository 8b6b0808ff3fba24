/**
 * The visitor's settings (docs/settings.md), read from this device when the module loads so
 * they apply from the first request on; every change goes through `settingsActions` and is
 * written back at once.
 */
import { create } from 'zustand';
import { config } from '../config';
import { defaultSettings, parseUserSettings, serializeUserSettings, type UserSettings } from '../core/user-settings';

const DEFAULTS = defaultSettings(config.trustRoot.length > 0);

export const SETTINGS_KEY = 'diorama-settings';

function readStored(): string | null {
  try {
    return localStorage.getItem(SETTINGS_KEY);
  } catch {
    return null;
  }
}

function writeStored(settings: UserSettings): void {
  try {
    localStorage.setItem(SETTINGS_KEY, serializeUserSettings(settings));
  } catch {
    // Without storage the settings last as long as the page.
  }
}

export const useSettingsStore = create<UserSettings>()(() =>
  typeof localStorage === 'undefined' ? DEFAULTS : parseUserSettings(readStored(), DEFAULTS),
);

export const settingsActions = {
  change(patch: Partial<UserSettings>): void {
    useSettingsStore.setState(patch);
    writeStored(useSettingsStore.getState());
  },
  addRelay(url: string): void {
    const { addedRelays } = useSettingsStore.getState();
    if (!addedRelays.includes(url)) settingsActions.change({ addedRelays: [...addedRelays, url] });
  },
  removeRelay(url: string): void {
    settingsActions.change({ addedRelays: useSettingsStore.getState().addedRelays.filter((entry) => entry !== url) });
  },
  /** Back to the defaults, as a corrupted stored value would be read. */
  reset(): void {
    useSettingsStore.setState(DEFAULTS, true);
    writeStored(DEFAULTS);
  },
};
