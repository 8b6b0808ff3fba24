/**
 * Relays that misbehave, for the hostile-relay tests (README, Hostile relays, content and
 * faults), each a small WebSocket server on 127.0.0.1 at the port `.env.hostile-relays`
 * configures:
 *
 *   7461 liar       answers every REQ with validly signed events that do not match it
 *   7462 silent     accepts connections and never says a word
 *   7463 garbage    answers with invalid JSON, binary frames and malformed messages
 *   7464 hang-up    closes every connection at once: after one event when asked, else after 100 ms
 *   7465 refuser    answers every REQ with CLOSED and a NOTICE
 *   7466 slow       the good relay's answers (or another relay's), each message 2 s late
 *   7467 (nothing)  connections refused
 * Each port is shifted to the slot of the process (tests/support/ports.ts).
 */
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { slotPort } from './ports';

export const LIAR_PORT = slotPort(7461);
export const SLOW_DELAY_MS = 2000;
/** How long the hang-up relay keeps a connection it is asked nothing on. */
const HANG_UP_MS = 100;

export interface HostileRelays {
  /** Connections each relay accepted, by name. */
  connections: Record<string, number>;
  /** When (ms since the epoch) each relay accepted a connection. */
  connectedAt: Record<string, number[]>;
  /** When (ms since the epoch) the hang-up relay sent each close: the page cannot learn of it sooner. */
  hungUpAt: number[];
  /** The kinds the liar has been asked for and has answered with its lies. */
  liarAnsweredKinds(): ReadonlySet<number>;
  /** How many EOSE messages the slow relay has passed on, late, to the page. */
  slowEosesDelivered(): number;
  /** The pictures the liar hands out: none may ever be shown. */
  liarImageUrls: string[];
  stop(): Promise<void>;
}

interface Options {
  goodRelayUrl: string;
  /** The relay the slow one passes on, late; the good relay unless told. */
  slowUpstreamUrl?: string;
  mediaBase: string;
  /** A real event the hang-up relay sends before it closes. */
  sample: NostrEvent;
}

const LIAR_SECRET = new Uint8Array(32).fill(66);

function messages(data: RawData): unknown[] {
  try {
    const parsed: unknown = JSON.parse(data.toString());
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Posts with pictures, of another author and hashtag than any route asks for, and a profile. */
function liarEvents(mediaBase: string): NostrEvent[] {
  const now = Math.floor(Date.now() / 1000);
  const posts = Array.from({ length: 5 }, (_, index) =>
    finalizeEvent(
      { kind: 1, created_at: now - index, tags: [['t', 'spam']], content: `Buy now ${mediaBase}/media/liar-${index}.jpg` },
      LIAR_SECRET,
    ),
  );
  const profile = finalizeEvent(
    {
      kind: 0,
      created_at: now,
      tags: [],
      content: JSON.stringify({
        name: 'Liar',
        display_name: 'Not Who You Think',
        picture: `${mediaBase}/media/liar-face.jpg`,
        nip05: 'liar@diorama.test',
      }),
    },
    LIAR_SECRET,
  );
  return [...posts, profile];
}

export async function startHostileRelays({
  goodRelayUrl,
  slowUpstreamUrl = goodRelayUrl,
  mediaBase,
  sample,
}: Options): Promise<HostileRelays> {
  const connections: Record<string, number> = {};
  const connectedAt: Record<string, number[]> = {};
  const hungUpAt: number[] = [];
  let slowEoses = 0;
  const liarKinds = new Set<number>();
  const lies = liarEvents(mediaBase);
  const servers: WebSocketServer[] = [];

  async function serve(name: string, port: number, onConnection: (socket: WebSocket) => void): Promise<void> {
    const server = new WebSocketServer({ port, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    server.on('connection', (socket) => {
      connections[name] = (connections[name] ?? 0) + 1;
      (connectedAt[name] ??= []).push(Date.now());
      onConnection(socket);
    });
    servers.push(server);
  }

  await serve('liar', LIAR_PORT, (socket) => {
    socket.on('message', (data) => {
      const [type, id, ...filters] = messages(data);
      if (type !== 'REQ') return;
      for (const event of lies) socket.send(JSON.stringify(['EVENT', id, event]));
      socket.send(JSON.stringify(['EOSE', id]));
      for (const filter of filters) for (const kind of (filter as { kinds?: number[] }).kinds ?? []) liarKinds.add(kind);
    });
  });
  await serve('silent', slotPort(7462), () => undefined);
  await serve('garbage', slotPort(7463), (socket) => {
    socket.on('message', (data) => {
      const [, id] = messages(data);
      for (const junk of ['not json', '["EVENT"]', `["EVENT","${String(id)}",{"id":5}]`, '{"kind":1}', '[', '["EOSE"', 'null'])
        socket.send(junk);
      socket.send(Buffer.from([0, 1, 2, 255]));
    });
  });
  await serve('hang-up', slotPort(7464), (socket) => {
    const hangUp = (): void => {
      if (socket.readyState !== WebSocket.OPEN) return;
      hungUpAt.push(Date.now());
      socket.close();
    };
    // Asked or not, it hangs up moments after every connection.
    const timer = setTimeout(hangUp, HANG_UP_MS);
    socket.on('message', (data) => {
      const [type, id] = messages(data);
      if (type !== 'REQ') return;
      clearTimeout(timer);
      socket.send(JSON.stringify(['EVENT', id, sample]));
      hangUp();
    });
  });
  await serve('refuser', slotPort(7465), (socket) => {
    socket.on('message', (data) => {
      const [type, id] = messages(data);
      if (type !== 'REQ') return;
      socket.send(JSON.stringify(['CLOSED', id, 'error: not today']));
      socket.send(JSON.stringify(['NOTICE', 'too many requests']));
    });
  });
  await serve('slow', slotPort(7466), (socket) => {
    const upstream = new WebSocket(slowUpstreamUrl);
    const ready = new Promise<void>((resolve) => upstream.once('open', () => resolve()));
    upstream.on('message', (data) =>
      setTimeout(() => {
        if (socket.readyState !== WebSocket.OPEN) return;
        socket.send(data.toString());
        if (messages(data)[0] === 'EOSE') slowEoses += 1;
      }, SLOW_DELAY_MS),
    );
    socket.on('message', (data) => void ready.then(() => upstream.send(data.toString())));
    socket.on('close', () => upstream.close());
    upstream.on('close', () => socket.close());
    // A page that leaves before the upstream relay has answered the handshake ends it
    // with an error event: the visit is over, nothing is wrong with the relays.
    upstream.on('error', () => socket.close());
  });

  return {
    connections,
    connectedAt,
    hungUpAt,
    slowEosesDelivered: () => slowEoses,
    liarAnsweredKinds: () => liarKinds,
    liarImageUrls: lies.filter((event) => event.kind === 1).map((event) => /https?:\/\/\S+/.exec(event.content)?.[0] ?? ''),
    async stop() {
      for (const server of servers) {
        for (const client of server.clients) client.terminate();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
