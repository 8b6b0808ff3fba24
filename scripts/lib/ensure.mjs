// Makes a fresh clone runnable: dependencies from package-lock.json, a Chromium for the
// browser tests (Playwright's own browser download does not work on our machines),
// ffmpeg, which makes the HLS and QuickTime test videos (tests/support/video-fixtures.ts),
// and openssl, which makes the certificate of the tests' https host (tests/support/tls-certificate.ts).
import { spawnSync } from 'node:child_process';
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

/** Installs Debian packages with apt when we are root on Debian; false when we cannot. */
function installFromDebian(...packages) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-q'], { env });
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { env });
  return true;
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
  if (installFromDebian('chromium', 'fonts-liberation') && existsSync(debian)) return debian;
  throw new Error(
    'The browser tests need Chromium. Install it (Debian: apt-get install chromium) or point the tests at one:\n' +
      '  CHROMIUM_PATH=/path/to/chromium npm test',
  );
}

function runs(binary, versionFlag = '-version') {
  return spawnSync(binary, [versionFlag], { stdio: 'ignore' }).status === 0;
}

/** Installs openssl from Debian when it is missing and we are root; says what to do otherwise. */
export function ensureOpenssl() {
  if (runs('openssl', 'version')) return;
  if (installFromDebian('openssl') && runs('openssl', 'version')) return;
  throw new Error('The browser tests need openssl on the PATH to make a test certificate. Install it (Debian: apt-get install openssl).');
}

/** Returns the ffmpeg to use (FFMPEG_PATH, else the one on PATH), installing Debian's when we are root. */
export function ensureFfmpeg() {
  const fromEnv = process.env.FFMPEG_PATH;
  if (fromEnv) {
    if (runs(fromEnv)) return fromEnv;
    throw new Error(`FFMPEG_PATH is set to ${fromEnv}, but it does not run.`);
  }
  if (runs('ffmpeg')) return 'ffmpeg';
  if (installFromDebian('ffmpeg') && runs('ffmpeg')) return 'ffmpeg';
  throw new Error(
    'The browser tests need ffmpeg to make their HLS and QuickTime videos. Install it (Debian: apt-get install ffmpeg) or point the tests at one:\n' +
      '  FFMPEG_PATH=/path/to/ffmpeg npm test',
  );
}
