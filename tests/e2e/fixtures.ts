/**
 * Playwright fixtures: a real relay and media server on the ports the worker's slot of
 * builds expects (tests/support/ports.ts), seeded with the small fixture set, and a page
 * that refuses every request that would leave 127.0.0.1.
 */
import { test as base, expect } from '@playwright/test';
import { generateFixtures, type FixtureSet } from '../support/fixtures';
import { startMediaServer } from '../support/media-server';
import { appUrl, slotPort } from '../support/ports';
import { startRelay } from '../support/relay';
import type { NostrEvent } from 'nostr-tools';

export const RELAY_PORT = slotPort(7447);
export const RELAY_URL = `ws://127.0.0.1:${RELAY_PORT}`;
export const MEDIA_PORT = slotPort(7448);
export const MEDIA_BASE = `http://127.0.0.1:${MEDIA_PORT}`;

/** The relay of a test worker; a test may stop it to play "every relay unreachable". */
interface Relay {
  url: string;
  stop(): Promise<void>;
  /** Starts it again on the same port with the same events. */
  restart(): Promise<void>;
  /** Stores events and sends them to live subscriptions, like a publish. */
  insert(events: readonly NostrEvent[]): Promise<void>;
}
type MediaServer = Awaited<ReturnType<typeof startMediaServer>>;

interface WorkerFixtures {
  fixtures: FixtureSet;
  media: MediaServer;
  relay: Relay;
}

export const test = base.extend<{ offsite: string[] }, WorkerFixtures>({
  // The worker's own build of the app (playwright.config.ts).
  baseURL: async ({}, use) => {
    await use(appUrl('local'));
  },
  fixtures: [
    async ({}, use) => {
      await use(generateFixtures({ set: 'small', mediaBase: MEDIA_BASE, relayUrl: RELAY_URL, now: Math.floor(Date.now() / 1000) }));
    },
    { scope: 'worker' },
  ],
  media: [
    async ({}, use) => {
      const server = await startMediaServer({ port: MEDIA_PORT });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  relay: [
    async ({ fixtures }, use) => {
      let running: Awaited<ReturnType<typeof startRelay>> | undefined = await startRelay({ port: RELAY_PORT, events: fixtures.events });
      const relay: Relay = {
        url: running.url,
        async stop() {
          await running?.stop();
          running = undefined;
        },
        async restart() {
          await running?.stop();
          running = await startRelay({ port: RELAY_PORT, events: fixtures.events });
        },
        async insert(events) {
          if (!running) throw new Error('the relay is stopped');
          await running.insert(events);
        },
      };
      await use(relay);
      await relay.stop();
    },
    { scope: 'worker' },
  ],
  /** Requests that tried to leave the machine; every test expects none. */
  offsite: async ({ context, relay, media, fixtures }, use) => {
    void relay;
    const attempts: string[] = [];
    await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/]).*/, async (route) => {
      attempts.push(route.request().url());
      await route.abort();
    });
    // The fixture authors' NIP-05 addresses are on the reserved test domain: their
    // identity documents come from the media server, as if from that host. A route a
    // test adds later runs first, so a test can answer otherwise.
    media.setNip05(fixtures.meta.nip05Names);
    await context.route(
      (url) => url.protocol === 'https:' && url.hostname === fixtures.meta.domain && url.pathname === '/.well-known/nostr.json',
      async (route) => {
        const response = await fetch(`${media.url}/.well-known/nostr.json${new URL(route.request().url()).search}`);
        await route.fulfill({
          status: response.status,
          contentType: response.headers.get('content-type') ?? 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: await response.text(),
        });
      },
    );
    // A post on screen with zap receipts has its author's LNURL-pay document read for the
    // key that signs them (docs/data-and-requests.md, Counts). The relay keeps what earlier
    // tests published, so receipts may be there in any test: without a wallet of the test's
    // own (tests/support/lnurl-server.ts, routed later, so first), the document is an error
    // and no zap counts.
    await context.route(
      (url) => url.protocol === 'https:' && url.hostname === fixtures.meta.domain && url.pathname.startsWith('/.well-known/lnurlp/'),
      (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({ status: 'ERROR', reason: 'no wallet in this test' }),
        }),
    );
    await use(attempts);
    expect(attempts, 'requests to hosts other than 127.0.0.1').toEqual([]);
  },
});

export { expect };
