/**
 * A silent stand-in for the `debug` package, which NDK and its Dexie adapter log
 * through, in production builds (vite.config.ts puts it in the package's place there).
 *
 * Nobody reads those logs in a visitor's browser, yet the package and its `ms`
 * dependency are ~2.5 kB gzip of the relay client's chunk that every first visit loads.
 * The dev server keeps the real package (`localStorage.debug = 'ndk:*'`). NDK and the
 * adapter only call a logger and `extend` it.
 */
export interface Logger {
  (...args: unknown[]): void;
  readonly namespace: string;
  readonly enabled: false;
  extend(suffix: string, delimiter?: string): Logger;
}

export function createSilentLogger(namespace: string): Logger {
  const logger = (() => undefined) as unknown as Logger;
  return Object.assign(logger, {
    namespace,
    enabled: false as const,
    extend: (suffix: string, delimiter = ':') => createSilentLogger(namespace + delimiter + suffix),
  });
}

// The package's own shape: its default export creates a logger.
export default createSilentLogger;
