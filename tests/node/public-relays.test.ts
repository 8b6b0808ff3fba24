/** The public-relays bench scenario's relays (README, Benchmark): latency shims, the timed pipe, and the events' shares. */
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLatencyShim, type LatencyShim, type ShimMode } from '../../bench/public-relays/latency-shim';
import {
  busiestAuthor,
  COPIES,
  OUTBOX_PORTS,
  PUBLIC_RELAYS,
  relayListEvents,
  shareEvents,
  writePortsOf,
} from '../../bench/public-relays/relay-set';
import { createTimedPipe } from '../../bench/public-relays/timed-pipe';
import { generateFixtures, type SmallFixtureSet } from '../support/fixtures';
import { SLOW_DELAY_MS } from '../support/hostile-relays';
import { connect, query } from '../support/relay-client';
import { startRelay, type TestRelay } from '../support/relay';

const NOW = 1_750_000_000;
let fixtures: SmallFixtureSet;
let relay: TestRelay;

beforeAll(async () => {
  fixtures = generateFixtures({ set: 'small', mediaBase: 'http://127.0.0.1:7448', now: NOW });
  relay = await startRelay({ events: fixtures.events });
});
afterAll(() => relay.stop());

async function withShim<T>(options: { oneWayMs: number; mode: ShimMode }, use: (shim: LatencyShim) => Promise<T>): Promise<T> {
  const shim = await startLatencyShim({ port: 0, upstreamUrl: relay.url, kbps: 100_000, ...options });
  try {
    return await use(shim);
  } finally {
    await shim.stop();
  }
}

describe('the latency shim', () => {
  it('passes the relay through, no sooner than a round trip per REQ plus the handshake, and counts connections', async () => {
    await withShim({ oneWayMs: 40, mode: 'healthy' }, async (shim) => {
      const direct = await query(relay.url, { kinds: [1], limit: 5 });
      const started = performance.now();
      const shimmed = await query(`ws://127.0.0.1:${shim.port}`, { kinds: [1], limit: 5 });
      const elapsed = performance.now() - started;
      expect(shimmed.events.map((event) => event.id)).toEqual(direct.events.map((event) => event.id));
      // Three round trips of handshake and one for the REQ, at 80 ms each. Only the least
      // time is held: how much longer a busy machine takes says nothing of the shim.
      expect(elapsed).toBeGreaterThanOrEqual(4 * 80 - 5);
      expect(shim.connections()).toBe(1);
      shim.resetConnections();
      expect(shim.connections()).toBe(0);
    });
  });

  it('accepts and never answers when silent', async () => {
    await withShim({ oneWayMs: 5, mode: 'silent' }, async (shim) => {
      const connection = await connect(`ws://127.0.0.1:${shim.port}`);
      connection.send(['REQ', 's', { kinds: [1], limit: 1 }]);
      await expect(connection.waitFor(() => true, 500)).rejects.toThrow('no matching relay message');
      await connection.close();
      expect(shim.connections()).toBe(1);
    });
  });

  it('answers each message 2 s late when slow', async () => {
    await withShim({ oneWayMs: 5, mode: 'slow' }, async (shim) => {
      const started = performance.now();
      await query(`ws://127.0.0.1:${shim.port}`, { kinds: [1], limit: 1 });
      expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_DELAY_MS);
    });
  });
});

describe('the timed pipe', () => {
  it('delivers in order, after the bandwidth the messages share and the latency', async () => {
    // 80 kbit/s is 10 bytes per ms: 500 bytes take 50 ms on the link, then 20 ms of latency;
    // the second waits for the first to leave, so it arrives after 2 × 50 + 20 ms.
    const pipe = createTimedPipe(20, 80);
    const started = performance.now();
    const arrivals: [string, number][] = [];
    await new Promise<void>((resolve) => {
      pipe.push(500, () => arrivals.push(['first', performance.now() - started]));
      pipe.push(500, () => {
        arrivals.push(['second', performance.now() - started]);
        resolve();
      });
    });
    expect(arrivals.map(([name]) => name)).toEqual(['first', 'second']);
    expect(arrivals[0]?.[1]).toBeGreaterThanOrEqual(69);
    expect(arrivals[1]?.[1]).toBeGreaterThanOrEqual(119);
  });
});

describe('the public relays and their shares', () => {
  it('gives each author the same three distinct relays on every run', () => {
    for (const author of fixtures.authors) {
      const ports = writePortsOf(author.pubkey);
      expect(new Set(ports).size).toBe(COPIES);
      expect(ports.every((port) => PUBLIC_RELAYS.some((relay) => relay.port === port))).toBe(true);
      expect(writePortsOf(author.pubkey)).toEqual(ports);
    }
    const subsets = new Set(fixtures.authors.map((author) => writePortsOf(author.pubkey).sort().join()));
    expect(subsets.size).toBeGreaterThan(1);
  });

  it('puts each post on its author relays, and relay lists also on the outbox relays', () => {
    const lists = relayListEvents(fixtures.authors, NOW);
    const shares = shareEvents([...fixtures.events, ...lists]);
    const post = fixtures.events.find((event) => event.kind === 1);
    if (!post) throw new Error('no post');
    const holding = [...shares].filter(([, events]) => events.includes(post)).map(([port]) => port);
    expect(holding.sort()).toEqual(writePortsOf(post.pubkey).sort());
    for (const list of lists) {
      expect(list.kind).toBe(10002);
      expect(list.tags.map((tag) => tag[1])).toEqual(writePortsOf(list.pubkey).map((port) => `ws://127.0.0.1:${port}`));
      for (const port of OUTBOX_PORTS) expect(shares.get(port)).toContain(list);
    }
  });

  it('picks the author with the most posts for the author route, not counting profiles, reposts or relay lists', () => {
    const [poster, reposter] = [generateSecretKey(), generateSecretKey()];
    const signed = (secret: Uint8Array, kind: number, at: number) =>
      finalizeEvent({ kind, created_at: NOW - at, tags: [], content: '' }, secret);
    const events = [
      ...[1, 2].map((at) => signed(poster, 1, at)),
      signed(poster, 20, 3),
      ...[4, 5, 6, 7].map((at) => signed(reposter, 6, at)),
      signed(reposter, 0, 8),
      signed(reposter, 10002, 9),
      signed(reposter, 1, 10),
    ];
    expect(busiestAuthor(events)).toBe(getPublicKey(poster));
  });
});
