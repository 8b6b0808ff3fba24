// Makes a fresh clone runnable: dependencies from package-lock.json, and a Chromium for
// the browser tests (Playwright's own browser download does not work on our machines).
import { existsSync, lstatSync, statSync } from 'node:fs';
import { run } from './run.mjs';

export function ensureDependencies() {
  // A git worktree may link another checkout's install: `npm ci` through the link would
  // empty that checkout's node_modules under whatever runs there.
  if (existsSync('node_modules') && lstatSync('node_modules').isSymbolicLink()) return;
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
  if (stale) run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Returns the path of a Chromium binary, installing Debian's when we are root. */
export function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  const debian = '/usr/bin/chromium';
  if (existsSync(debian)) return debian;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-q'], { env });
    run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-liberation'], { env });
    if (existsSync(debian)) return debian;
  }
  throw new Error(
    'The browser tests need Chromium. Install it (Debian: apt-get install chromium) or point the tests at one:\n' +
      '  CHROMIUM_PATH=/path/to/chromium npm test',
  );
}
