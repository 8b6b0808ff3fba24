/**
 * Playwright fixtures: a real relay and media server on the ports the worker's slot of
 * builds expects (tests/support/ports.ts), seeded with the small fixture set, and a
 * browser that cannot leave 127.0.0.1: every other host name fails to resolve, except the
 * fixture authors' domain, whose identity documents come from a server of the worker's.
 * No request is intercepted for this, so a test pays no round trip per request; a test
 * that routes requests itself still can.
 */
import { readFileSync } from 'node:fs';
import { test as base, expect as playwrightExpect } from '@playwright/test';
import { generateFixtures, type FixtureSet } from '../support/fixtures';
import { startMediaServer } from '../support/media-server';
import { appUrl, currentSlot, slotPort } from '../support/ports';
import { startRelay } from '../support/relay';
import { makeTlsCertificate } from '../support/tls-certificate';
import type { NostrEvent } from 'nostr-tools';

export const RELAY_PORT = slotPort(7447);
export const RELAY_URL = `ws://127.0.0.1:${RELAY_PORT}`;
export const MEDIA_PORT = slotPort(7448);
export const MEDIA_BASE = `http://127.0.0.1:${MEDIA_PORT}`;
/** The fixture domain's https:// host, on 127.0.0.1 (the browser is told so). */
const IDENTITY_PORT = slotPort(7440);

/** The relay of a test worker; a test may stop it to play "every relay unreachable". */
interface Relay {
  url: string;
  stop(): Promise<void>;
  /**
   * Starts it again on the same port with the fixture events, and `events` stored before
   * it takes a connection (what was published meanwhile elsewhere).
   */
  restart(events?: readonly NostrEvent[]): Promise<void>;
  /** Stores events and sends them to live subscriptions, like a publish. */
  insert(events: readonly NostrEvent[]): Promise<void>;
}
type MediaServer = Awaited<ReturnType<typeof startMediaServer>>;

interface WorkerFixtures {
  fixtures: FixtureSet;
  media: MediaServer;
  relay: Relay;
  identityHost: { spkiHash: string };
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
  /**
   * The fixture authors' domain over https (NIP-05 documents, and LNURL-pay's error for
   * every name: the relay keeps what earlier tests published, so zap receipts may be there
   * in any test, and without a wallet of the test's own (tests/support/lnurl-server.ts,
   * routed by the test) none counts; docs/data-and-requests.md, Counts).
   */
  identityHost: [
    async ({ fixtures }, use) => {
      const certificate = makeTlsCertificate(`.cache/e2e-tls/slot-${currentSlot()}`, [fixtures.meta.domain]);
      const tls = { key: readFileSync(certificate.keyFile, 'utf8'), cert: readFileSync(certificate.certFile, 'utf8') };
      const server = await startMediaServer({ port: IDENTITY_PORT, tls });
      server.setNip05(fixtures.meta.nip05Names);
      await use({ spkiHash: certificate.spkiHash });
      await server.stop();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, identityHost, fixtures }, use) => {
      const { domain } = fixtures.meta;
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          `--host-resolver-rules=MAP ${domain} 127.0.0.1:${IDENTITY_PORT}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
          `--ignore-certificate-errors-spki-list=${identityHost.spkiHash}`,
        ],
      });
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
        async restart(events = []) {
          await running?.stop();
          running = await startRelay({ port: RELAY_PORT, events: [...fixtures.events, ...events] });
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
  offsite: async ({ context, relay, media }, use) => {
    // The servers every page of the app reads from.
    void relay;
    void media;
    const attempts: string[] = [];
    // Any other host name fails to resolve (the launch options above): a request that
    // tried to leave fails so, unless a route of the test's own answered it.
    context.on('requestfailed', (request) => {
      if (request.failure()?.errorText === 'net::ERR_NAME_NOT_RESOLVED') attempts.push(request.url());
    });
    // An address given as an IP needs no name, so the rules cannot stop it: any but 127.0.0.1 counts.
    context.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== '127.0.0.1' && (/^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.startsWith('['))) attempts.push(request.url());
    });
    await use(attempts);
    expect(attempts, 'requests to hosts other than 127.0.0.1').toEqual([]);
  },
});

/**
 * Playwright's expect, with `expect.poll` probing every 100 ms throughout: its default
 * backs off to one probe a second, so a condition met just after a probe costs the test
 * most of a second, many times over in a run (toPass is set alike in playwright.config.ts).
 */
const POLL_INTERVALS = [50, 100];
type PollOptions = Exclude<Parameters<typeof playwrightExpect.poll>[1], string | undefined>;
export const expect: typeof playwrightExpect = new Proxy(playwrightExpect, {
  get(target, property, receiver) {
    if (property !== 'poll') return Reflect.get(target, property, receiver);
    return (actual: () => unknown, options?: string | PollOptions) =>
      target.poll(actual, { intervals: POLL_INTERVALS, ...(typeof options === 'string' ? { message: options } : options) });
  },
});
