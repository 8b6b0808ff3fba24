/**
 * Keeps the screen from dimming while screen mode runs (docs/views-and-keys.md, Screen
 * mode), through the Screen Wake Lock API. The browser lets the lock go whenever the page
 * is hidden; it is asked for again each time the page is visible. Where the API is
 * missing or the lock is refused, the screen may dim, and nothing else changes.
 */

/** The lock the browser hands out (WakeLockSentinel). */
export interface ScreenLock {
  readonly released: boolean;
  release(): Promise<void>;
}

/** The parts of the page the lock uses, injected so a test can play the browser. */
export interface WakeLockHost {
  navigator: { wakeLock?: { request(type: 'screen'): Promise<ScreenLock> } };
  document: {
    readonly visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

const ignore = (): void => undefined;

/** Holds the screen awake until the function returned is called. */
export function holdWakeLock(host: WakeLockHost = { navigator, document }): () => void {
  const api = host.navigator.wakeLock;
  if (!api || typeof api.request !== 'function') return ignore;
  let lock: ScreenLock | undefined;
  let asking = false;
  let stopped = false;

  const acquire = (): void => {
    if (stopped || asking || (lock && !lock.released) || host.document.visibilityState !== 'visible') return;
    asking = true;
    let request: Promise<ScreenLock>;
    try {
      request = api.request('screen');
    } catch (error) {
      request = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    request.then(
      (granted) => {
        asking = false;
        if (stopped) void granted.release().catch(ignore);
        else lock = granted;
      },
      (error: unknown) => {
        asking = false;
        console.warn('The screen may dim: the wake lock was refused', error);
      },
    );
  };

  host.document.addEventListener('visibilitychange', acquire);
  acquire();
  return () => {
    stopped = true;
    host.document.removeEventListener('visibilitychange', acquire);
    if (lock && !lock.released) void lock.release().catch(ignore);
    lock = undefined;
  };
}
