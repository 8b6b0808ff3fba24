// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentImageProxy, motionReduced } from './applied-settings';
import { settingsActions } from './settings-store';

vi.mock('../config', () => ({ config: { relays: [], trustRoot: [], imageProxy: { kind: 'imgproxy', base: 'http://127.0.0.1:7448' } } }));

/** The system's answer to "prefers-reduced-motion: reduce". */
function systemAsksLess(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
}

afterEach(() => {
  settingsActions.reset();
  vi.unstubAllGlobals();
});

describe('applied settings', () => {
  it('load pictures through the configured proxy, or none', () => {
    expect(currentImageProxy()).toEqual({ kind: 'imgproxy', base: 'http://127.0.0.1:7448' });
    settingsActions.change({ imageProxy: 'none' });
    expect(currentImageProxy()).toEqual({ kind: 'none', base: '' });
  });

  it('reduce motion as the setting says, asking the system only when told to follow it', () => {
    systemAsksLess(true);
    expect(motionReduced()).toBe(true);
    settingsActions.change({ motion: 'full' });
    expect(motionReduced()).toBe(false);
    systemAsksLess(false);
    settingsActions.change({ motion: 'system' });
    expect(motionReduced()).toBe(false);
    settingsActions.change({ motion: 'reduce' });
    expect(motionReduced()).toBe(true);
  });
});
