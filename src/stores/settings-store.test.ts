// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS, parseUserSettings, SETTINGS_VERSION } from '../core/config';

const KEY = 'diorama-settings';

/** A fresh copy of the store and of the relay list it feeds, as a page load makes them. */
async function loadStore() {
  vi.resetModules();
  const store = await import('./settings-store');
  const relays = await import('../nostr/read-relays');
  return { ...store, relays };
}

const stored = () => parseUserSettings(localStorage.getItem(KEY));

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('settings store', () => {
  it('starts from what this device stored, a bad field at its default and the rest kept', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: SETTINGS_VERSION,
        settings: { motion: 'sideways', videoAutoplay: false, addedRelays: ['wss://relay.example.com'] },
      }),
    );
    const { useSettingsStore, relays, SETTINGS_KEY } = await loadStore();
    expect(SETTINGS_KEY).toBe(KEY);
    expect(useSettingsStore.getState()).toEqual({
      ...DEFAULT_USER_SETTINGS,
      videoAutoplay: false,
      addedRelays: ['wss://relay.example.com'],
    });
    // The relay client reads from them before any change.
    expect(relays.addedRelays()).toEqual(['wss://relay.example.com']);
  });

  it('writes every change back at once', async () => {
    const { useSettingsStore, settingsActions } = await loadStore();
    settingsActions.change({ trust: 'circle' });
    settingsActions.change({ imageProxy: 'none', motion: 'full' });
    expect(useSettingsStore.getState()).toEqual({ ...DEFAULT_USER_SETTINGS, trust: 'circle', imageProxy: 'none', motion: 'full' });
    expect(stored()).toEqual(useSettingsStore.getState());
  });

  it('adds a relay in one spelling, once, leaves out what is no relay address, and removes one', async () => {
    const { useSettingsStore, settingsActions, relays } = await loadStore();
    settingsActions.addRelay(' WSS://Relay.Example.com/ ');
    expect(useSettingsStore.getState().addedRelays).toEqual(['wss://relay.example.com']);
    expect(stored().addedRelays).toEqual(['wss://relay.example.com']);
    expect(relays.relaysToRead()).toContain('wss://relay.example.com');

    settingsActions.addRelay('wss://relay.example.com');
    settingsActions.addRelay('https://relay.example.org');
    settingsActions.addRelay('ws://relay.example.org');
    expect(useSettingsStore.getState().addedRelays).toEqual(['wss://relay.example.com']);

    settingsActions.removeRelay('wss://relay.example.com');
    expect(useSettingsStore.getState().addedRelays).toEqual([]);
    expect(stored().addedRelays).toEqual([]);
    expect(relays.relaysToRead()).not.toContain('wss://relay.example.com');
  });

  it('goes back to the defaults on reset, stored too', async () => {
    const { useSettingsStore, settingsActions, relays } = await loadStore();
    settingsActions.change({ blurWarnings: false, videoAutoplay: false });
    settingsActions.addRelay('wss://relay.example.com');
    settingsActions.reset();
    expect(useSettingsStore.getState()).toEqual(DEFAULT_USER_SETTINGS);
    expect(stored()).toEqual(DEFAULT_USER_SETTINGS);
    expect(relays.addedRelays()).toEqual([]);
  });

  it('keeps a change for the page when storage refuses it', async () => {
    const { useSettingsStore, settingsActions } = await loadStore();
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    settingsActions.change({ videoAutoplay: false });
    expect(useSettingsStore.getState().videoAutoplay).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
