/**
 * A bare NIP-01 client over `ws` for Node-side tests: it shows exactly what the relay
 * sent (EVENT, EOSE, CLOSED, OK, NOTICE) with no client library deciding for us.
 */
import type { NostrEvent } from 'nostr-tools';
import WebSocket from 'ws';

export type Filter = Record<string, unknown>;
export type RelayMessage = [string, ...unknown[]];

export interface RelayConnection {
  /** Every message received so far, in order. */
  messages: RelayMessage[];
  send(message: unknown[]): void;
  /** Resolves with the first message (already received or future) that matches. */
  waitFor(match: (message: RelayMessage) => boolean, timeoutMs?: number): Promise<RelayMessage>;
  close(): Promise<void>;
}

export async function connect(url: string): Promise<RelayConnection> {
  const socket = new WebSocket(url);
  const messages: RelayMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: WebSocket.RawData) => {
    messages.push(JSON.parse(data.toString()) as RelayMessage);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const found = messages.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching relay message within ${timeoutMs} ms; got ${JSON.stringify(messages).slice(0, 500)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

let nextId = 0;

/** One REQ until EOSE (or CLOSED): the stored events that match, in the order sent. */
export async function query(url: string, ...filters: Filter[]): Promise<{ events: NostrEvent[]; end: RelayMessage }> {
  const connection = await connect(url);
  try {
    const id = `q${nextId++}`;
    connection.send(['REQ', id, ...filters]);
    const end = await connection.waitFor((m) => (m[0] === 'EOSE' || m[0] === 'CLOSED') && m[1] === id);
    const events = connection.messages.filter((m) => m[0] === 'EVENT' && m[1] === id).map((m) => m[2] as NostrEvent);
    return { events, end };
  } finally {
    await connection.close();
  }
}

/** Sends an EVENT and returns the relay's OK verdict. */
export async function publish(url: string, event: NostrEvent): Promise<{ accepted: boolean; reason: string }> {
  const connection = await connect(url);
  try {
    connection.send(['EVENT', event]);
    const ok = await connection.waitFor((m) => m[0] === 'OK' && m[1] === event.id);
    return { accepted: ok[2] === true, reason: String(ok[3] ?? '') };
  } finally {
    await connection.close();
  }
}
