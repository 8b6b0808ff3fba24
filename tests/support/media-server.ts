/**
 * The offline media server (docs/architecture.md, Offline tests): real pictures, real videos with byte
 * ranges, an image-resizing route in imgproxy's URL shape, and NIP-05 documents. It only
 * listens on 127.0.0.1 and never fetches anything from elsewhere.
 *
 * Routes
 *   GET /media/{name}.{jpg|jpeg|png|webp|gif}  a picture generated from the name (media-spec.ts)
 *   GET /media/{name}.{mp4|webm}               the tiny video, with Range support (206 / 416)
 *   GET /media/missing-*.*                     404, for load-failure tests
 *   GET /media/silent-*.*                      never answered: a host that has gone quiet
 *   GET /insecure/{options}/plain/{url}        imgproxy shape, e.g. f:webp/rs:fill:300[:200];
 *                                              for this server's pictures, and for any other
 *                                              server on 127.0.0.1, fetched as a real proxy
 *                                              does (its 404 is a 404; silence is silence);
 *                                              else 404
 *   GET /.well-known/nostr.json?name=x         NIP-05, answered from setNip05()
 *   GET /.well-known/lnurlp/{name}             LNURL-pay's error for a name without a wallet
 *   GET /hls/{name}/..., /video/{name}.mov     an HLS stream and a QuickTime file, made with
 *                                              ffmpeg on first use (video-fixtures.ts)
 *
 * Plain HTTP/1.1 unless given a TLS key and certificate: then HTTP/2 over TLS (HTTP/1.1
 * for clients that do not offer h2), as public image hosts serve, so the browser sends
 * every request on one multiplexed connection instead of queueing behind six.
 *
 * The tiny videos in tests/fixtures/media were made once (ffmpeg is not needed at run time):
 *   ffmpeg -f lavfi -i testsrc=duration=1:size=160x90:rate=10 -c:v libx264 -profile:v baseline \
 *     -pix_fmt yuv420p -movflags +faststart -an tiny.mp4
 *   ffmpeg -f lavfi -i testsrc=duration=1:size=160x90:rate=10 -c:v libvpx-vp9 -b:v 100k \
 *     -pix_fmt yuv420p -an tiny.webm
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { parseRange } from './http-range';
import { renderOriginal, renderResized, resizeBytes, type OutputFormat } from './media-render';
import { IMAGE_EXTENSIONS, MIME_TYPES, type ImageExtension, type MediaExtension } from './media-spec';
import { serveVideoFixture } from './video-fixtures';
import { startBlossomServer, type BlossomServer } from './blossom-server';
import { mediaFate, type BlobEntry } from './media-fate';

export interface Nip05Document {
  names: Record<string, string>;
  relays?: Record<string, string[]>;
  nip46?: Record<string, string[]>;
}

export interface MediaServer {
  url: string;
  port: number;
  /** Every request's path and query, in arrival order (e.g. to assert the proxy was used). */
  requests: string[];
  /** Replace the NIP-05 document: names to hex pubkeys, and optional relays / nip46 keyed by pubkey. */
  setNip05(names: Record<string, string>, relays?: Record<string, string[]>, nip46?: Record<string, string[]>): void;
  stop(): Promise<void>;
}

const MEDIA_PATH = /^\/media\/([A-Za-z0-9_-]+)\.(jpg|jpeg|png|webp|gif|mp4|webm)$/;
const PROXY_PATH = /^\/insecure\/(.+?)\/plain\/(.+)$/;
const CACHE_CONTROL = 'public, max-age=3600';

const videos: Record<'mp4' | 'webm', Buffer> = {
  mp4: readFileSync(new URL('../fixtures/media/tiny.mp4', import.meta.url)),
  webm: readFileSync(new URL('../fixtures/media/tiny.webm', import.meta.url)),
};

/** A small insertion-ordered LRU: the bench set has 10,000 distinct pictures. */
class BufferCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  constructor(private readonly max: number) {}
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = make();
    made.catch(() => this.entries.delete(key));
    this.entries.set(key, made);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    return made;
  }
}

function send(res: ServerResponse, status: number, body: Buffer | string, headers: Record<string, string | number> = {}): void {
  const payload = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { 'Content-Length': payload.length, ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
}

function notFound(res: ServerResponse): void {
  send(res, 404, 'not found', { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
}

function sendVideo(req: IncomingMessage, res: ServerResponse, ext: 'mp4' | 'webm'): void {
  const file = videos[ext];
  const common = { 'Content-Type': MIME_TYPES[ext], 'Accept-Ranges': 'bytes', 'Cache-Control': CACHE_CONTROL };
  const range = parseRange(req.headers.range, file.length);
  if (range === 'unsatisfiable') {
    send(res, 416, '', { ...common, 'Content-Range': `bytes */${file.length}` });
  } else if (range) {
    send(res, 206, file.subarray(range.start, range.end + 1), {
      ...common,
      'Content-Range': `bytes ${range.start}-${range.end}/${file.length}`,
    });
  } else {
    send(res, 200, file, common);
  }
}

interface ProxyOptions {
  width: number;
  height?: number;
  format: OutputFormat;
}

/** imgproxy processing options, `key:arg:arg` separated by slashes; unknown ones are ignored. */
function parseProxyOptions(text: string): ProxyOptions | undefined {
  let width = 0;
  let height: number | undefined;
  let format: OutputFormat = 'webp';
  for (const option of text.split('/')) {
    const [key, ...args] = option.split(':');
    if (key === 'f' || key === 'format') {
      const ext = args[0] === 'jpg' ? 'jpeg' : args[0];
      if (ext !== 'webp' && ext !== 'jpeg' && ext !== 'png') return undefined;
      format = ext;
    } else if (key === 'rs' || key === 'resize') {
      width = Number(args[1] ?? 0);
      height = args[2] ? Number(args[2]) : undefined;
    } else if (key === 'w' || key === 'width') {
      width = Number(args[0] ?? 0);
    } else if (key === 'h' || key === 'height') {
      height = Number(args[0] ?? 0);
    }
  }
  if (!Number.isInteger(width) || width <= 0 || width > 4000) return undefined;
  if (height !== undefined && (!Number.isInteger(height) || height < 0 || height > 4000)) return undefined;
  return { width, height: height || undefined, format };
}

/** The original's address in an imgproxy URL: plain, or percent-encoded, with an optional `@format`. */
function proxiedSource(source: string): URL | undefined {
  const text = /^https?%3A/i.test(source) ? decodeURIComponent(source) : source;
  try {
    return new URL(text.replace(/@(webp|jpe?g|png|avif)$/, ''));
  } catch {
    return undefined;
  }
}

function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost';
}

/** The picture name if `url` is one of this server's own /media/ pictures, and alive. */
function ownPictureName(url: URL, port: number, deadOneIn: number | undefined): string | undefined {
  if (!isLoopback(url) || Number(url.port) !== port) return undefined;
  const match = MEDIA_PATH.exec(url.pathname);
  if (!match?.[1] || /^(missing|silent)-/.test(match[1]) || match[2] === 'mp4' || match[2] === 'webm') return undefined;
  return mediaFate(match[1], deadOneIn) === 'alive' ? match[1] : undefined;
}

/** A picture from another local server (a Blossom server in the recovery tests), or undefined on its error. */
async function fetchOriginal(url: URL): Promise<Buffer | undefined> {
  const response = await fetch(url);
  return response.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
}

export interface MediaServerOptions {
  port?: number;
  /** Resized pictures kept in memory; each is resized once while it stays there. */
  resizedInMemory?: number;
  /** The benchmark's dead pictures: one in this many is gone (media-fate.ts). */
  deadOneIn?: number;
  /** With `deadOneIn`: a Blossom server on this port holds the recoverable ones, by these hashes. */
  blossom?: { port: number; blobs: readonly BlobEntry[] };
  /** PEM key and certificate: serve HTTP/2 over TLS at an https:// address instead of plain HTTP/1.1. */
  tls?: { key: string; cert: string };
}

export async function startMediaServer(options: MediaServerOptions = {}): Promise<MediaServer> {
  const requests: string[] = [];
  const originals = new BufferCache(300);
  const resized = new BufferCache(options.resizedInMemory ?? 3000);
  let nip05: Nip05Document = { names: {} };
  const deadOneIn = options.deadOneIn;
  let port = 0;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const media = MEDIA_PATH.exec(url.pathname);
    const name = media?.[1];
    const ext = media?.[2] as MediaExtension | undefined;
    if (name && ext) {
      if (name.startsWith('missing-') || mediaFate(name, deadOneIn) !== 'alive') return notFound(res);
      if (name.startsWith('silent-')) return;
      if (ext === 'mp4' || ext === 'webm') return sendVideo(req, res, ext);
      const body = await originals.get(`${name}.${ext}`, () => renderOriginal(name, ext as ImageExtension));
      return send(res, 200, body, { 'Content-Type': MIME_TYPES[ext], 'Cache-Control': CACHE_CONTROL });
    }
    // The original URL is taken from the raw request: it keeps its own query string.
    const proxy = PROXY_PATH.exec(req.url ?? '');
    if (proxy?.[1] && proxy[2]) {
      const options = parseProxyOptions(proxy[1]);
      const source = proxiedSource(proxy[2]);
      if (!options || !source || !isLoopback(source)) return notFound(res);
      const size = `${options.width}x${options.height ?? 0}.${options.format}`;
      const name = ownPictureName(source, port, deadOneIn);
      if (name) {
        const body = await resized.get(`${name}/${size}`, () => renderResized(name, options));
        return send(res, 200, body, { 'Content-Type': `image/${options.format}`, 'Cache-Control': CACHE_CONTROL });
      }
      if (Number(source.port) === port) {
        // This server's own silent pictures leave the proxy silent too.
        if (MEDIA_PATH.exec(source.pathname)?.[1]?.startsWith('silent-')) return;
        return notFound(res);
      }
      const original = await fetchOriginal(source);
      if (!original) return notFound(res);
      const body = await resized.get(`${source.href}/${size}`, () => resizeBytes(original, options));
      return send(res, 200, body, { 'Content-Type': `image/${options.format}`, 'Cache-Control': CACHE_CONTROL });
    }
    if (url.pathname === '/.well-known/nostr.json') {
      return send(res, 200, JSON.stringify(nip05Answer(nip05, url.searchParams.get('name'))), {
        'Content-Type': 'application/json',
        // NIP-05: read by web clients of any origin.
        'Access-Control-Allow-Origin': '*',
        // setNip05 can change the answer between tests.
        'Cache-Control': 'no-store',
      });
    }
    // No one here takes zaps: the LNURL-pay error a wallet host gives for an unknown name (LUD-06).
    if (url.pathname.startsWith('/.well-known/lnurlp/')) {
      return send(res, 404, JSON.stringify({ status: 'ERROR', reason: 'no wallet on this host' }), {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-store',
      });
    }
    if (await serveVideoFixture(req, res, url.pathname)) return;
    notFound(res);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    requests.push(req.url ?? '/');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Length, Content-Range, Accept-Ranges');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      return send(res, 204, '');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed', { Allow: 'GET, HEAD, OPTIONS' });
    route(req, res).catch((error: unknown) => {
      send(res, 500, String(error), { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    });
  }

  // HTTP/2's compatibility request and response answer every call `handle` makes.
  const handleHttp2 = handle as unknown as (req: Http2ServerRequest, res: Http2ServerResponse) => void;
  const server = options.tls ? createSecureServer({ ...options.tls, allowHTTP1: true }, handleHttp2) : createServer(handle);
  // An HTTP/2 server has no closeAllConnections(): its sockets are closed one by one.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const mirror = options.blossom ? await startMirror(options.blossom, originals) : undefined;

  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    requests,
    setNip05(names, relays, nip46) {
      nip05 = { names, relays, nip46 };
    },
    stop: async () => {
      await mirror?.stop();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets from a browser would otherwise hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
        else for (const socket of sockets) socket.destroy();
      });
    },
  };
}

/** The Blossom server of the dead-pictures variant: the recoverable pictures, rendered as the originals were. */
function startMirror({ port, blobs }: { port: number; blobs: readonly BlobEntry[] }, originals: BufferCache): Promise<BlossomServer> {
  const byHash = new Map(blobs.map((blob) => [blob.hash, blob]));
  return startBlossomServer(port, async (hash) => {
    const blob = byHash.get(hash);
    if (!blob || !(IMAGE_EXTENSIONS as readonly string[]).includes(blob.ext)) return undefined;
    const ext = blob.ext as ImageExtension;
    return { body: await originals.get(`${blob.name}.${ext}`, () => renderOriginal(blob.name, ext)), type: MIME_TYPES[ext] };
  });
}

/** With ?name= only that name (and its pubkey's relays / nip46), as real NIP-05 hosts do. */
function nip05Answer(document: Nip05Document, name: string | null): Nip05Document {
  if (name === null) return document;
  const pubkey = document.names[name];
  if (!pubkey) return { names: {} };
  const answer: Nip05Document = { names: { [name]: pubkey } };
  const relays = document.relays?.[pubkey];
  if (relays) answer.relays = { [pubkey]: relays };
  const nip46 = document.nip46?.[pubkey];
  if (nip46) answer.nip46 = { [pubkey]: nip46 };
  return answer;
}
