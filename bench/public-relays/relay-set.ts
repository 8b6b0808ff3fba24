/**
 * The eight "public" relays of the public-relays scenario and how the bench events are
 * spread over them. Each author writes to COPIES of the eight (chosen from a hash of the
 * pubkey, so the same on every run) and says so in a NIP-65 relay list (kind 10002); each
 * post lives on its author's relays, so every relay holds an overlapping share of about
 * 3/8 of the feed, as public relays do. Profiles and relay lists are also on the outbox
 * relays, which index them (docs/data-and-requests.md, Relays: the outbox model).
 */
import type { NostrEvent } from 'nostr-tools';
import { PROFILE_KIND, RELAY_LIST_KIND, REPOST_KIND } from '../../src/core/events/kinds';
import { sign, type FixtureAuthor } from '../../tests/support/fixture-events';
import { sha256Hex } from '../../tests/support/media-spec';

export interface PublicRelayProfile {
  port: number;
  /** Half the round trip: the round trips go from 30 to 300 ms. */
  oneWayMs: number;
  kbps: number;
}

/** In the order `.env.public-relays` lists them. */
export const PUBLIC_RELAYS: readonly PublicRelayProfile[] = [
  { port: 7471, oneWayMs: 40, kbps: 8000 },
  { port: 7472, oneWayMs: 15, kbps: 20000 },
  { port: 7473, oneWayMs: 150, kbps: 4000 },
  { port: 7474, oneWayMs: 60, kbps: 10000 },
  { port: 7475, oneWayMs: 25, kbps: 15000 },
  { port: 7476, oneWayMs: 100, kbps: 6000 },
  { port: 7477, oneWayMs: 80, kbps: 12000 },
  { port: 7478, oneWayMs: 120, kbps: 5000 },
];
/** `VITE_OUTBOX_RELAYS` of `.env.public-relays`. */
export const OUTBOX_PORTS: readonly number[] = [7477, 7478];
export const COPIES = 3;

export const relayUrl = (port: number): string => `ws://127.0.0.1:${port}`;

/** The ports an author writes to: COPIES distinct relays picked with the pubkey's hash. */
export function writePortsOf(pubkey: string): number[] {
  const hash = sha256Hex(`diorama-public-relays:${pubkey}`);
  const left = PUBLIC_RELAYS.map((relay) => relay.port);
  const picked: number[] = [];
  for (let index = 0; picked.length < COPIES; index++) {
    const byte = Number.parseInt(hash.slice(index * 2, index * 2 + 2), 16);
    picked.push(...left.splice(byte % left.length, 1));
  }
  return picked;
}

/** Every author's NIP-65 relay list: their write relays, read and write (an `r` tag without a marker). */
export function relayListEvents(authors: readonly FixtureAuthor[], createdAt: number): NostrEvent[] {
  return authors.map((author) =>
    sign(author, {
      kind: RELAY_LIST_KIND,
      created_at: createdAt,
      tags: writePortsOf(author.pubkey).map((port) => ['r', relayUrl(port)]),
      content: '',
    }),
  );
}

/** The events each relay holds, by port. */
export function shareEvents(events: readonly NostrEvent[]): Map<number, NostrEvent[]> {
  const shares = new Map<number, NostrEvent[]>(PUBLIC_RELAYS.map((relay) => [relay.port, []]));
  const portsByAuthor = new Map<string, number[]>();
  for (const event of events) {
    let ports = portsByAuthor.get(event.pubkey);
    if (!ports) portsByAuthor.set(event.pubkey, (ports = writePortsOf(event.pubkey)));
    const indexed = event.kind === PROFILE_KIND || event.kind === RELAY_LIST_KIND ? OUTBOX_PORTS : [];
    for (const port of new Set([...ports, ...indexed])) shares.get(port)?.push(event);
  }
  return shares;
}

/** The author with the most posts of their own (reposts and profiles not counted): the author route's. */
export function busiestAuthor(events: readonly NostrEvent[]): string {
  const posts = new Map<string, number>();
  const notPosts = [PROFILE_KIND, REPOST_KIND, RELAY_LIST_KIND];
  for (const event of events) if (!notPosts.includes(event.kind)) posts.set(event.pubkey, (posts.get(event.pubkey) ?? 0) + 1);
  const [best] = [...posts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (!best) throw new Error('the bench set has no posts');
  return best[0];
}
