/**
 * A real Nostr relay inside the test process (docs/architecture.md, Offline tests): @nostr-relay/core with
 * an in-memory repository (memory-event-repository.ts) and the zod validator, served by `ws` on 127.0.0.1.
 * NIP-01 (REQ/EVENT/CLOSE, EOSE, OK, every filter), NIP-11 and NIP-50 search, with real
 * id and signature checks on published events.
 */
import { createServer, type IncomingMessage as HttpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LogLevel, type Event } from '@nostr-relay/common';
import { NostrRelay } from '@nostr-relay/core';
import { Validator } from '@nostr-relay/validator';
import type { NostrEvent } from 'nostr-tools';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { MemoryEventRepository } from './memory-event-repository';

export interface RelayOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Seeded straight into the repository before the relay accepts connections. */
  events?: readonly NostrEvent[];
  /** Events a filter without `limit` returns; a filter's own limit is capped at 10 times this. Default 100. */
  defaultLimit?: number;
  /** The NIP-11 document it serves, in place of the test relay's own. */
  info?: Readonly<Record<string, unknown>>;
}

export interface TestRelay {
  url: string;
  port: number;
  /** Stores events without a WebSocket round trip, and sends them to matching live subscriptions. */
  insert(events: readonly NostrEvent[]): Promise<void>;
  /** Closes every connection (clients see the socket drop) and frees the port. */
  stop(): Promise<void>;
}

/** NDK keeps one subscription per feed, profile batch and list; the library default of 20 evicts old ones silently. */
export const MAX_SUBSCRIPTIONS_PER_CLIENT = 1000;

const RELAY_INFO = {
  name: 'Diorama test relay',
  description: 'A local relay for offline tests',
  supported_nips: [1, 9, 11, 40, 50],
  software: 'https://github.com/CodyTseng/nostr-relay',
  version: '0.0.40',
  limitation: { max_subscriptions: MAX_SUBSCRIPTIONS_PER_CLIENT, auth_required: false, payment_required: false },
};

/** Plain HTTP on the relay's port: the NIP-11 document, or a hint. */
function answerHttp(info: Readonly<Record<string, unknown>>, req: HttpRequest, res: ServerResponse): void {
  const headers = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
  if (req.headers.accept?.includes('application/nostr+json')) {
    res.writeHead(200, { ...headers, 'Content-Type': 'application/nostr+json' });
    res.end(JSON.stringify(info));
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Type': 'text/plain' });
  res.end('Diorama test relay: connect with a WebSocket\n');
}

/** What to send back for a message the validator refused. */
function rejectionOf(data: RawData, error: unknown): unknown[] {
  const reason = `invalid: ${error instanceof Error ? error.message : String(error)}`;
  try {
    const parsed: unknown = JSON.parse(data.toString());
    const id = Array.isArray(parsed) && parsed[0] === 'EVENT' ? (parsed[1] as { id?: unknown } | undefined)?.id : undefined;
    // Clients wait for OK after EVENT; a NOTICE alone would leave their publish hanging.
    if (typeof id === 'string') return ['OK', id, false, reason];
  } catch {
    // Not JSON at all: a NOTICE is all we can say.
  }
  return ['NOTICE', reason];
}

export async function startRelay(options: RelayOptions = {}): Promise<TestRelay> {
  const repository = new MemoryEventRepository({ defaultLimit: options.defaultLimit ?? 100 });
  const relay = new NostrRelay(repository, {
    maxSubscriptionsPerClient: MAX_SUBSCRIPTIONS_PER_CLIENT,
    logLevel: LogLevel.ERROR,
    // Both caches default to on: the 1 s filter-result cache would hide events inserted
    // right after a query, and the 10 min event-result cache would answer a re-sent id
    // from memory.
    filterResultCacheTtl: 0,
    eventHandlingResultCacheTtl: 0,
  });
  // Defaults allow 20 kinds per filter and 1000 authors; a big follow list needs more.
  const validator = new Validator({
    maxFilterKindsLength: 100,
    maxFilterAuthorsLength: 5000,
    maxFilterIdsLength: 5000,
    maxFilterGenericTagsLength: 1000,
  });

  async function insert(events: readonly NostrEvent[]): Promise<void> {
    for (const event of events) {
      const { isDuplicate } = await repository.upsert(event as Event);
      if (!isDuplicate) await relay.broadcast(event as Event);
    }
  }
  await insert(options.events ?? []);

  const server = createServer((req, res) => answerHttp(options.info ?? RELAY_INFO, req, res));
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket: WebSocket, req) => {
    relay.handleConnection(socket, req.socket.remoteAddress);
    socket.on('error', () => socket.terminate());
    socket.on('close', () => relay.handleDisconnect(socket));
    socket.on('message', (data: RawData) => {
      validator
        .validateIncomingMessage(data)
        .then(
          (message) => relay.handleMessage(socket, message),
          (error: unknown) => socket.send(JSON.stringify(rejectionOf(data, error))),
        )
        .catch((error: unknown) => socket.send(JSON.stringify(['NOTICE', `error: ${String(error)}`])));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  async function stop(): Promise<void> {
    for (const socket of sockets.clients) socket.terminate();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
    await new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
    await relay.destroy();
    await repository.destroy();
  }
  let stopping: Promise<void> | undefined;

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    insert,
    stop: () => (stopping ??= stop()),
  };
}
