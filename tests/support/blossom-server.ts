/**
 * A Blossom server for the media-recovery tests (BUD-01): GET or HEAD `/<sha256>` with an
 * optional extension answers the file stored under that hash, anything else 404. Like the
 * media server it listens only on 127.0.0.1 and records every request.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BlobFile {
  body: Buffer;
  type: string;
}

export interface BlossomServer {
  url: string;
  /** Every request's path, in arrival order. */
  requests: string[];
  /** Stores a file under its SHA-256 and returns the hash. */
  put(file: BlobFile): string;
  stop(): Promise<void>;
}

const BLOB_PATH = /^\/([0-9a-f]{64})(?:\.[a-z0-9]+)?$/;

export function sha256Hex(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/** Finds a file the server was not given with `put`; the benchmark's server holds thousands. */
export type BlobLookup = (hash: string) => Promise<BlobFile | undefined>;

export async function startBlossomServer(port: number, lookup?: BlobLookup): Promise<BlossomServer> {
  const files = new Map<string, BlobFile>();
  const requests: string[] = [];
  const find = async (hash: string | undefined): Promise<BlobFile | undefined> =>
    hash ? (files.get(hash) ?? (await lookup?.(hash))) : undefined;
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(path);
    res.setHeader('Access-Control-Allow-Origin', '*');
    const file = req.method === 'GET' || req.method === 'HEAD' ? await find(BLOB_PATH.exec(path)?.[1]).catch(() => undefined) : undefined;
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length, 'Cache-Control': 'public, max-age=3600' });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    put(file) {
      const hash = sha256Hex(file.body);
      files.set(hash, file);
      return hash;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
