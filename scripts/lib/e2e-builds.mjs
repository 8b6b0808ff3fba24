// The app builds the browser tests load, one set per slot (tests/support/ports.ts): slot
// N's builds name every 127.0.0.1 port of its mode file shifted by 100 × N, passed as
// VITE_ variables, which Vite ranks above the mode file.
import { readFileSync } from 'node:fs';
import { run } from './run.mjs';

export const SLOT_STRIDE = 100;
export const E2E_MODES = [
  { mode: 'local-relay', name: 'local', basePort: 4174 },
  { mode: 'hostile-relays', name: 'hostile', basePort: 4175 },
  { mode: 'trust-root', name: 'trust', basePort: 4177 },
];

export function e2eSlots(env = process.env) {
  const first = Number(env.E2E_SLOT_BASE ?? 0);
  const workers = Number(env.E2E_WORKERS ?? 1);
  return Array.from({ length: workers }, (_, index) => first + index);
}

/** The same place tests/support/ports.ts's appDist names. */
export function e2eDist(name, slot) {
  return `dist-e2e/slot-${slot}/${name}`;
}

export function shiftedEnv(modeFile, slot) {
  const env = {};
  for (const line of readFileSync(modeFile, 'utf8').split('\n')) {
    const match = /^(VITE_[A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    env[match[1]] = match[2].replace(/127\.0\.0\.1:(\d+)/g, (_, port) => `127.0.0.1:${Number(port) + SLOT_STRIDE * slot}`);
  }
  return env;
}

export function buildE2eApps(slots) {
  for (const slot of slots) {
    for (const { mode, name } of E2E_MODES) {
      run('npx', ['vite', 'build', '--mode', mode, '--outDir', e2eDist(name, slot), '--logLevel', 'warn'], {
        env: { ...process.env, ...shiftedEnv(`.env.${mode}`, slot) },
      });
    }
  }
}
