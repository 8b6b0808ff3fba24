/**
 * The visitor's settings (docs/settings.md), read from this device when the module loads so
 * they apply from the first request on; every change goes through `settingsActions` and is
 * written back at once. The added relays are handed to the relay client as they change.
 */
import { create } from 'zustand';
import { type UserSettings } from '../core/config';
import { addableRelayUrl } from '../core/relays';
import { setAddedRelays } from '../nostr/read-relays';
import { readStoredSettings, SETTINGS_DEFAULTS, writeStoredSettings } from './stored-settings';

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
  /**
   * Adds a relay to read from, in the spelling it is kept in; one that is no relay address
   * or is there already is left out. The settings screen says why first (core/relays/relay-address.ts).
   */
  addRelay(url: string): void {
    const { addedRelays } = useSettingsStore.getState();
    const kept = addableRelayUrl(url);
    if (kept && !addedRelays.includes(kept)) settingsActions.change({ addedRelays: [...addedRelays, kept] });
  },
  removeRelay(url: string): void {
    settingsActions.change({ addedRelays: useSettingsStore.getState().addedRelays.filter((entry) => entry !== url) });
  },
  /** Back to the defaults, as a corrupted stored value would be read. */
  reset(): void {
    save(SETTINGS_DEFAULTS);
  },
};
