/**
 * A WebSocket proxy in front of one local relay that makes it behave like a public relay
 * far away: every message waits for the relay's bandwidth and one-way latency in each
 * direction, and the opening handshake costs HANDSHAKE_ROUND_TRIPS round trips (TCP, TLS
 * and the upgrade of a wss:// connection). A `silent` shim accepts connections and never
 * answers; a `slow` one delivers each answer SLOW_DELAY_MS late, as the hostile-relay
 * tests' slow relay does. It counts the connections it accepts.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { SLOW_DELAY_MS } from '../../tests/support/hostile-relays';
import { createTimedPipe } from './timed-pipe';

export type ShimMode = 'healthy' | 'silent' | 'slow';

export const HANDSHAKE_ROUND_TRIPS = 3;

export interface ShimOptions {
  /** 0 picks a free port. */
  port: number;
  upstreamUrl: string;
  oneWayMs: number;
  kbps: number;
  mode: ShimMode;
}

export interface LatencyShim {
  port: number;
  /** Connections accepted since the last reset. */
  connections(): number;
  resetConnections(): void;
  stop(): Promise<void>;
}

const byteLength = (data: RawData): number =>
  Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : Buffer.byteLength(data as Buffer);

export async function startLatencyShim(options: ShimOptions): Promise<LatencyShim> {
  // One pipe per direction for the whole relay: its bandwidth is shared by every connection.
  // A slow relay's answers come late: its way down is that much longer.
  const down = createTimedPipe(options.oneWayMs + (options.mode === 'slow' ? SLOW_DELAY_MS : 0), options.kbps);
  const up = createTimedPipe(options.oneWayMs, options.kbps);
  const sockets = new WebSocketServer({ noServer: true });
  const upstreams = new Set<WebSocket>();
  const pending = new Map<NodeJS.Timeout, Duplex>();
  let accepted = 0;

  function relayThrough(client: WebSocket): void {
    if (options.mode === 'silent') return;
    const upstream = new WebSocket(options.upstreamUrl);
    upstreams.add(upstream);
    const ready = new Promise<void>((resolve) => upstream.once('open', () => resolve()));
    client.on('message', (data, isBinary) =>
      up.push(
        byteLength(data),
        () => void ready.then(() => upstream.readyState === WebSocket.OPEN && upstream.send(data, { binary: isBinary })),
      ),
    );
    upstream.on('message', (data, isBinary) =>
      down.push(byteLength(data), () => client.readyState === WebSocket.OPEN && client.send(data, { binary: isBinary })),
    );
    client.on('close', () => upstream.close());
    client.on('error', () => client.terminate());
    upstream.on('error', () => upstream.terminate());
    upstream.on('close', () => {
      upstreams.delete(upstream);
      client.close();
    });
  }

  const server = createServer((_, res) => {
    res.writeHead(426, { 'Content-Type': 'text/plain' });
    res.end('connect with a WebSocket\n');
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    accepted += 1;
    socket.on('error', () => socket.destroy());
    const timer = setTimeout(
      () => {
        pending.delete(timer);
        if (socket.destroyed) return;
        sockets.handleUpgrade(req, socket, head, (client) => relayThrough(client));
      },
      HANDSHAKE_ROUND_TRIPS * 2 * options.oneWayMs,
    );
    pending.set(timer, socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    connections: () => accepted,
    resetConnections: () => {
      accepted = 0;
    },
    async stop() {
      for (const [timer, socket] of pending) {
        clearTimeout(timer);
        socket.destroy();
      }
      down.clear();
      up.clear();
      for (const client of sockets.clients) client.terminate();
      for (const upstream of upstreams) upstream.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
