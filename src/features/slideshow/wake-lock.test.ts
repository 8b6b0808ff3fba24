import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdWakeLock, type ScreenLock, type WakeLockHost } from './wake-lock';

/** A browser with the Screen Wake Lock API: it grants locks, and lets them go when the page is hidden. */
function fakeBrowser({ refuse = false } = {}) {
  const locks: (ScreenLock & { released: boolean })[] = [];
  const listeners = new Set<() => void>();
  let answer: ((lock: ScreenLock) => void) | undefined;
  const state = { visibility: 'visible' as DocumentVisibilityState, holdAnswers: false };
  const grant = (): ScreenLock => {
    const lock = {
      released: false,
      release: vi.fn(() => {
        lock.released = true;
        return Promise.resolve();
      }),
    };
    locks.push(lock);
    return lock;
  };
  const host: WakeLockHost = {
    navigator: {
      wakeLock: {
        request: vi.fn((type: 'screen') => {
          expect(type).toBe('screen');
          if (refuse) return Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
          if (state.holdAnswers) return new Promise<ScreenLock>((resolve) => (answer = resolve));
          return Promise.resolve(grant());
        }),
      },
    },
    document: {
      get visibilityState() {
        return state.visibility;
      },
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
    },
  };
  /** The page is hidden (the browser lets the lock go) or shown again. */
  const setVisibility = (visibility: DocumentVisibilityState): void => {
    state.visibility = visibility;
    if (visibility === 'hidden') for (const lock of locks) lock.released = true;
    for (const listener of [...listeners]) listener();
  };
  const requests = (): number => vi.mocked(host.navigator.wakeLock!.request).mock.calls.length;
  return { host, locks, listeners, state, setVisibility, requests, answerHeld: () => answer?.(grant()) };
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('the screen wake lock', () => {
  it('is asked for at once, asked for again when the page is visible after being hidden, and let go at the end', async () => {
    const browser = fakeBrowser();
    const release = holdWakeLock(browser.host);
    await flush();
    expect(browser.locks).toHaveLength(1);

    browser.setVisibility('hidden');
    await flush();
    expect(browser.requests()).toBe(1);
    browser.setVisibility('visible');
    await flush();
    expect(browser.locks).toHaveLength(2);
    expect(browser.locks[1]!.released).toBe(false);
    // A visibility change while the lock is held asks for nothing more.
    browser.setVisibility('visible');
    expect(browser.requests()).toBe(2);

    release();
    expect(browser.locks[1]!.release).toHaveBeenCalledTimes(1);
    expect(browser.listeners.size).toBe(0);
    browser.setVisibility('visible');
    expect(browser.requests()).toBe(2);
  });

  it('waits for the page to be visible before asking', async () => {
    const browser = fakeBrowser();
    browser.state.visibility = 'hidden';
    const release = holdWakeLock(browser.host);
    expect(browser.requests()).toBe(0);
    browser.setVisibility('visible');
    await flush();
    expect(browser.locks).toHaveLength(1);
    release();
  });

  it('lets go of a lock granted after the end', async () => {
    const browser = fakeBrowser();
    browser.state.holdAnswers = true;
    const release = holdWakeLock(browser.host);
    release();
    browser.answerHeld();
    await flush();
    expect(browser.locks[0]!.release).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the API is missing, and carries on when the lock is refused', async () => {
    const bare: WakeLockHost = { navigator: {}, document: fakeBrowser().host.document };
    expect(() => holdWakeLock(bare)()).not.toThrow();

    const refusing = fakeBrowser({ refuse: true });
    const release = holdWakeLock(refusing.host);
    await flush();
    expect(console.warn).toHaveBeenCalledTimes(1);
    refusing.setVisibility('hidden');
    refusing.setVisibility('visible');
    await flush();
    expect(refusing.requests()).toBe(2);
    release();
  });
});
