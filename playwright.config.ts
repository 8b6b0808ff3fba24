import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Debian chromium (docs/architecture.md, Offline tests) against the app built with
 * .env.local-relay, served by `vite preview`. The relay and media server are started by
 * the tests themselves (tests/e2e/fixtures.ts) so a test can stop the relay.
 */
const PORT = 4174;
const HOSTILE_PORT = 4175;
const TRUST_ROOT_PORT = 4177;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker: the relay and media server listen on the fixed ports baked into the build.
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: [
    {
      command: `npx vite preview --outDir dist-local --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same app configured with seven misbehaving relays beside the good one (hostile-relays.spec.ts).
      command: `npx vite preview --outDir dist-hostile --host 127.0.0.1 --port ${HOSTILE_PORT} --strictPort`,
      url: `http://127.0.0.1:${HOSTILE_PORT}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same app with a trust root for visitors (trust-circle.spec.ts).
      command: `npx vite preview --outDir dist-trust --host 127.0.0.1 --port ${TRUST_ROOT_PORT} --strictPort`,
      url: `http://127.0.0.1:${TRUST_ROOT_PORT}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
