import { defineConfig } from '@playwright/test';
import { APP_BASE_PORTS, appDist, appUrl, slotPort } from './tests/support/ports';

/**
 * Browser tests: Debian chromium (docs/architecture.md, Offline tests) against the app built
 * with .env.local-relay (and the hostile-relays and trust-root modes), served by `vite
 * preview`. Each worker has a slot of its own (tests/support/ports.ts): its builds, from
 * scripts/lib/e2e-builds.mjs, and its relay and media server, which the tests start
 * themselves (tests/e2e/fixtures.ts) so a test can stop the relay.
 */
const firstSlot = Number(process.env.E2E_SLOT_BASE ?? 0);
// One worker unless told: on two cores a second browser measured no faster (docs/architecture.md, Offline tests).
const workers = Number(process.env.E2E_WORKERS ?? 1);
const slots = Array.from({ length: workers }, (_, index) => firstSlot + index);

const appServers = slots.flatMap((slot) =>
  (Object.keys(APP_BASE_PORTS) as (keyof typeof APP_BASE_PORTS)[]).map((app) => ({
    command: `npx vite preview --outDir ${appDist(app, slot)} --host 127.0.0.1 --port ${slotPort(APP_BASE_PORTS[app], slot)} --strictPort`,
    url: appUrl(app, slot),
    reuseExistingServer: false,
    timeout: 30_000,
  })),
);

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests run in order in one worker: they share the worker's relay.
  fullyParallel: false,
  workers,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  // toPass probes steadily, as expect.poll does (tests/e2e/fixtures.ts).
  expect: { timeout: 8_000, toPass: { intervals: [50, 100] } },
  reporter: [['list']],
  // The ten slowest spec files are printed at the end of every run, whatever their time:
  // the suite's length is kept in view (docs/architecture.md, Offline tests).
  reportSlowTests: { max: 10, threshold: 1 },
  use: {
    viewport: { width: 1280, height: 800 },
    // The service worker would answer requests the tests stage or count; pwa.spec.ts,
    // which tests the worker itself, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Each slot's builds: the local one, the one with seven misbehaving relays beside the good
  // one (hostile-relays.spec.ts), and the one with a trust root for visitors (trust-circle.spec.ts).
  webServer: appServers,
});
