/**
 * The visitor's settings (docs/settings.md), read from this device when the module loads so
 * they apply from the first request on; every change goes through `settingsActions` and is
 * written back at once. The added relays are handed to the relay client as they change.
 */
import { create } from 'zustand';
import { config } from '../config';
import { DEFAULT_SETTINGS, relayToAdd, type UserSettings } from '../core/user-settings';
import { setAddedRelays } from '../nostr/read-relays';
import { readStoredSettings, writeStoredSettings } from './stored-settings';

export { SETTINGS_KEY } from './stored-settings';

export const useSettingsStore = create<UserSettings>()(readStoredSettings);

setAddedRelays(useSettingsStore.getState().addedRelays);

function save(next: UserSettings): void {
  useSettingsStore.setState(next, true);
  writeStoredSettings(next);
  setAddedRelays(next.addedRelays);
}

export const settingsActions = {
  change(patch: Partial<UserSettings>): void {
    save({ ...useSettingsStore.getState(), ...patch });
  },
  /** Adds the typed relay; returns why it was not added, in words for the visitor (docs/settings.md, Relays). */
  addRelay(text: string): string | undefined {
    const { addedRelays } = useSettingsStore.getState();
    const added = relayToAdd(text, { configured: config.relays, added: addedRelays });
    if (added.url) settingsActions.change({ addedRelays: [...addedRelays, added.url] });
    return added.problem;
  },
  removeRelay(url: string): void {
    settingsActions.change({ addedRelays: useSettingsStore.getState().addedRelays.filter((entry) => entry !== url) });
  },
  /** Back to the defaults, as a corrupted stored value would be read. */
  reset(): void {
    save(DEFAULT_SETTINGS);
  },
};
