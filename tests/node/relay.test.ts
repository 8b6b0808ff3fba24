/** The local relay really behaves like a Nostr relay: NIP-01 filters, EOSE, NIP-50, signature checks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFixtures, type SmallFixtureSet } from '../support/fixtures';
import { sign, tamper } from '../support/fixture-events';
import { startRelay, type TestRelay } from '../support/relay';
import { connect, publish, query } from '../support/relay-client';
import { searchWords } from '../support/relay-search';

const NOW = 1_750_000_000;
let fixtures: SmallFixtureSet;
let relay: TestRelay;

beforeAll(async () => {
  fixtures = generateFixtures({ set: 'small', mediaBase: 'http://127.0.0.1:7448', now: NOW });
  relay = await startRelay({ events: fixtures.events });
});
afterAll(() => relay.stop());

const author = (name: string) => {
  const found = fixtures.authors.find((a) => a.name === name);
  if (!found) throw new Error(name);
  return found;
};
const hasTag = (tags: string[][], name: string, value: string) => tags.some((t) => t[0] === name && t[1] === value);

describe('startRelay', () => {
  it('listens on a random 127.0.0.1 port', () => {
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`);
    expect(relay.port).toBeGreaterThan(0);
  });

  it('answers a REQ with the seeded events, newest first, then EOSE', async () => {
    const { events, end } = await query(relay.url, { kinds: [1], limit: 500 });
    expect(end[0]).toBe('EOSE');
    const seeded = fixtures.events.filter((e) => e.kind === 1);
    expect(events.map((e) => e.id).sort()).toEqual(seeded.map((e) => e.id).sort());
    const times = events.map((e) => e.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(events[0]).toEqual(seeded.find((e) => e.id === events[0]?.id));
  });

  it('honours #t, kinds and authors', async () => {
    const tagged = await query(relay.url, { kinds: [1, 20], '#t': ['photography'], limit: 500 });
    const expected = fixtures.events.filter((e) => (e.kind === 1 || e.kind === 20) && hasTag(e.tags, 't', 'photography'));
    expect(tagged.events.map((e) => e.id).sort()).toEqual(expected.map((e) => e.id).sort());

    const dave = author('dave').pubkey;
    const byDave = await query(relay.url, { authors: [dave], limit: 500 });
    expect(byDave.events.length).toBe(fixtures.events.filter((e) => e.pubkey === dave).length);
    expect(byDave.events.every((e) => e.pubkey === dave)).toBe(true);
  });

  it('honours since, until and limit', async () => {
    const posts = fixtures.events.filter((e) => e.kind === 1).sort((a, b) => b.created_at - a.created_at);
    const since = posts[9]?.created_at ?? 0;
    const until = posts[3]?.created_at ?? 0;
    const window = await query(relay.url, { kinds: [1], since, until });
    expect(window.events.map((e) => e.id)).toEqual(posts.slice(3, 10).map((e) => e.id));

    const limited = await query(relay.url, { kinds: [1], limit: 3 });
    expect(limited.events.map((e) => e.id)).toEqual(posts.slice(0, 3).map((e) => e.id));
  });

  it('finds profiles with NIP-50 search, case-insensitively, whatever the punctuation', async () => {
    const found = await query(relay.url, { kinds: [0], search: 'ALICE' });
    expect(found.events.map((e) => e.pubkey)).toEqual([fixtures.meta.searchPubkey]);
    // A word needs 3 characters, as on relays with a trigram index; quotes or dashes break nothing.
    expect((await query(relay.url, { kinds: [0], search: 'al' })).events).toEqual([]);
    const odd = await query(relay.url, { kinds: [0], search: 'alice-"( include:spam' });
    expect(odd.end[0]).toBe('EOSE');
    expect((await query(relay.url, { kinds: [0], search: 'include:spam' })).events).toEqual([]);
    expect(searchWords('a "b" c:d')).toEqual(['a', 'b']);
  });

  it('rejects an event with a bad signature and accepts a good one', async () => {
    const fresh = sign(author('bob'), { kind: 1, created_at: NOW, tags: [], content: 'published over the socket' });
    const forged = tamper(sign(author('bob'), { kind: 1, created_at: NOW, tags: [], content: 'forged' }));
    expect(await publish(relay.url, forged)).toEqual({ accepted: false, reason: 'invalid: signature is wrong' });
    expect((await publish(relay.url, fresh)).accepted).toBe(true);
    expect((await query(relay.url, { ids: [fresh.id, forged.id] })).events.map((e) => e.id)).toEqual([fresh.id]);
    const malformed = await publish(relay.url, { ...fresh, id: 'nothex' });
    expect(malformed.accepted).toBe(false);
  });

  it('keeps far more than 20 live subscriptions per connection and feeds them inserted events', async () => {
    const connection = await connect(relay.url);
    try {
      for (let i = 0; i < 40; i++) connection.send(['REQ', `live${i}`, { kinds: [1], '#t': ['livetest'], limit: 1 }]);
      await connection.waitFor((m) => m[0] === 'EOSE' && m[1] === 'live39');
      const event = sign(author('erin'), { kind: 1, created_at: NOW + 1, tags: [['t', 'livetest']], content: 'live #livetest' });
      await relay.insert([event]);
      await connection.waitFor(() => connection.messages.filter((m) => m[0] === 'EVENT').length === 40);
      // Inserted events are visible to the next query at once (no result cache).
      expect((await query(relay.url, { '#t': ['livetest'] })).events.map((e) => e.id)).toEqual([event.id]);
    } finally {
      await connection.close();
    }
  });

  it('frees its port on stop and can start again on the same port', async () => {
    const first = await startRelay();
    const port = first.port;
    const client = await connect(first.url);
    await first.stop();
    await expect(connect(first.url)).rejects.toThrow();
    const second = await startRelay({ port });
    expect((await query(second.url, { kinds: [1] })).end[0]).toBe('EOSE');
    await second.stop();
    await client.close();
  });
});
