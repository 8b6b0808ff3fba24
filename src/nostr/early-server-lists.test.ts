import { describe, expect, it, vi } from 'vitest';
import { BLOSSOM_SERVER_LIST_KIND } from '../core/events';
import type { FeedFilter, NostrEvent } from '../core/types';
import { createEarlyServerLists } from './early-server-lists';
import type { FirstRequestHandlers } from './first-request';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);

function serverList(pubkey: string, createdAt: number, server: string, id: string): NostrEvent {
  return {
    id: id.padStart(64, '0'),
    pubkey,
    created_at: createdAt,
    kind: BLOSSOM_SERVER_LIST_KIND,
    tags: [['server', server]],
    content: '',
    sig: '',
  };
}

function fakeRelays() {
  const requests: { filter: FeedFilter | readonly FeedFilter[]; handlers: FirstRequestHandlers }[] = [];
  let flush = (): void => undefined;
  const lists = createEarlyServerLists({
    send(filter, handlers) {
      requests.push({ filter, handlers });
      return () => undefined;
    },
    // Ids ending in "f" are forged.
    check: async (events) => new Set(events.filter((event) => !event.id.endsWith('f')).map((event) => event.id)),
    schedule(run) {
      flush = run;
      return () => undefined;
    },
  });
  return { lists, requests, gather: () => flush() };
}

describe('early server lists', () => {
  it('asks for the authors asked about together, once each, and hands on the newest valid list of each', async () => {
    const { lists, requests, gather } = fakeRelays();
    lists.ask(ALICE);
    lists.ask(BOB);
    lists.ask(ALICE);
    gather();
    expect(requests.map(({ filter }) => filter)).toEqual([{ kinds: [BLOSSOM_SERVER_LIST_KIND], authors: [ALICE, BOB] }]);
    const [{ handlers }] = requests as [(typeof requests)[number]];
    handlers.onEvents(
      [
        serverList(ALICE, 10, 'https://old.example', '1'),
        serverList(ALICE, 20, 'https://new.example', '2'),
        serverList(ALICE, 30, 'https://forged.example', '3f'),
        serverList(BOB, 10, 'https://forged.example', '4f'),
      ],
      'wss://relay.example',
    );
    handlers.onDone();
    await expect(lists.of(ALICE)).resolves.toEqual(['https://new.example']);
    // No valid list came: the relays are asked again when a file of theirs fails.
    await expect(lists.of(BOB)).resolves.toBeUndefined();
    lists.ask(ALICE);
    gather();
    expect(requests).toHaveLength(1);
  });

  it('knows nothing of an author not asked about', () => {
    expect(fakeRelays().lists.of(ALICE)).toBeUndefined();
  });

  it('hands on nothing when the check fails', async () => {
    const requests: FirstRequestHandlers[] = [];
    const lists = createEarlyServerLists({
      send: (_filter, handlers) => (requests.push(handlers), () => undefined),
      check: () => Promise.reject(new Error('no checker')),
      schedule: (run) => (queueMicrotask(run), () => undefined),
    });
    lists.ask(ALICE);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    requests[0]?.onEvents([serverList(ALICE, 10, 'https://a.example', '1')], 'wss://relay.example');
    requests[0]?.onDone();
    await expect(lists.of(ALICE)).resolves.toBeUndefined();
  });
});
