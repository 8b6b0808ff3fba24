/**
 * A Blossom server (BUD-01, BUD-02, BUD-04) for the media-recovery and posting tests:
 * - `GET`/`HEAD /<sha256>[.ext]` answers the file stored under that hash, else 404;
 * - `PUT /upload` stores the body once its kind 24242 authorization checks out (signature,
 *   `t` upload, an `x` tag that is the body's SHA-256, not expired) and answers its blob
 *   descriptor;
 * - `PUT /mirror` fetches `{ url }` from another local server and stores it the same way;
 * - a test can make the next upload fail with a status and an `X-Reason`, or hold uploads
 *   unanswered until it lets them go;
 * - CORS as BUD-01 asks, with Authorization and X-SHA-256 allowed and X-Reason exposed.
 * It listens only on 127.0.0.1 and records every request.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { checkBlossomAuth } from './nostr-http-auth';
import { listenLocally, readBody } from './http-server-parts';

export interface BlobFile {
  body: Buffer;
  type: string;
}

/** One upload or mirror that was stored: who authorized it, and what. */
export interface StoredUpload {
  route: 'upload' | 'mirror';
  pubkey: string;
  hash: string;
  type: string;
}

export interface BlossomServer {
  url: string;
  /** Every request's method and path, in arrival order: `GET /…`, `PUT /upload`. */
  requests: string[];
  /** Every upload and mirror stored, in order. */
  uploads: StoredUpload[];
  /** Stores a file under its SHA-256 and returns the hash. */
  put(file: BlobFile): string;
  /** The file stored under `hash`. */
  get(hash: string): BlobFile | undefined;
  /** The next `PUT /upload` is refused with this status and `X-Reason`, without storing anything. */
  failNextUpload(status: number, reason: string): void;
  /** Uploads are received but not answered until the function returned is called. */
  holdUploads(): () => void;
  stop(): Promise<void>;
}

const BLOB_PATH = /^\/([0-9a-f]{64})(?:\.[a-z0-9]+)?$/;
/** Far beyond any picture the tests send; a runaway body is cut off. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
};

export function sha256Hex(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/** Finds a file the server was not given with `put`; the benchmark's server holds thousands. */
export type BlobLookup = (hash: string) => Promise<BlobFile | undefined>;

/** BUD-01: any origin may call, with the Authorization header; X-Reason is readable by the page. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-SHA-256, X-Content-Type, X-Content-Length',
  'Access-Control-Allow-Methods': 'GET, HEAD, PUT, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'X-Reason',
  'Access-Control-Max-Age': '600',
};

/** BUD-01: an error is JSON with a `message`, and the reason in `X-Reason`. */
function refuse(res: ServerResponse, status: number, reason: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'X-Reason': reason });
  res.end(JSON.stringify({ message: reason }));
}

export async function startBlossomServer(port: number, lookup?: BlobLookup): Promise<BlossomServer> {
  const files = new Map<string, BlobFile>();
  const requests: string[] = [];
  const uploads: StoredUpload[] = [];
  let nextFailure: { status: number; reason: string } | undefined;
  let held: Promise<void> | undefined;
  let base = '';
  const find = async (hash: string | undefined): Promise<BlobFile | undefined> =>
    hash ? (files.get(hash) ?? (await lookup?.(hash))) : undefined;

  /** Stores a checked file and answers its blob descriptor (BUD-02). */
  function store(res: ServerResponse, route: StoredUpload['route'], pubkey: string, file: BlobFile): void {
    const hash = sha256Hex(file.body);
    files.set(hash, file);
    uploads.push({ route, pubkey, hash, type: file.type });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        url: `${base}/${hash}${EXTENSIONS[file.type] ?? ''}`,
        sha256: hash,
        size: file.body.length,
        type: file.type,
        uploaded: Math.floor(Date.now() / 1000),
      }),
    );
  }

  async function upload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    await held;
    if (nextFailure) {
      const { status, reason } = nextFailure;
      nextFailure = undefined;
      return refuse(res, status, reason);
    }
    const hash = sha256Hex(body);
    const claimed = req.headers['x-sha-256'];
    if (typeof claimed === 'string' && claimed !== hash) return refuse(res, 400, 'X-SHA-256 does not match the body');
    const auth = checkBlossomAuth(req.headers.authorization, 'upload', hash);
    if (!auth.ok) return refuse(res, 401, auth.reason);
    store(res, 'upload', auth.event.pubkey, { body, type: req.headers['content-type'] ?? 'application/octet-stream' });
  }

  /** BUD-04: the blob is fetched from the URL and must be the authorization's. Only local servers are fetched. */
  async function mirror(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL((JSON.parse((await readBody(req)).toString('utf8')) as { url: string }).url);
    } catch {
      return refuse(res, 400, 'The body is not { "url": … }');
    }
    if (url.hostname !== '127.0.0.1') return refuse(res, 400, 'Only local addresses are mirrored here');
    const response = await fetch(url).catch(() => undefined);
    if (!response?.ok) return refuse(res, 502, `Could not fetch ${url.href}`);
    const body = Buffer.from(await response.arrayBuffer());
    const auth = checkBlossomAuth(req.headers.authorization, 'upload', sha256Hex(body));
    if (!auth.ok) return refuse(res, 401, auth.reason);
    store(res, 'mirror', auth.event.pubkey, { body, type: response.headers.get('content-type') ?? 'application/octet-stream' });
  }

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(`${req.method} ${path}`);
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      if (req.method === 'PUT' && path === '/upload') return await upload(req, res);
      if (req.method === 'PUT' && path === '/mirror') return await mirror(req, res);
      const file = req.method === 'GET' || req.method === 'HEAD' ? await find(BLOB_PATH.exec(path)?.[1]).catch(() => undefined) : undefined;
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
        res.end('not found');
        return;
      }
      res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length, 'Cache-Control': 'public, max-age=3600' });
      res.end(req.method === 'HEAD' ? undefined : file.body);
    } catch (error) {
      if (!res.headersSent) refuse(res, 500, `Server error: ${String(error)}`);
    }
  });
  base = await listenLocally(server, port);
  return {
    url: base,
    requests,
    uploads,
    put(file) {
      const hash = sha256Hex(file.body);
      files.set(hash, file);
      return hash;
    },
    get: (hash) => files.get(hash),
    failNextUpload(status, reason) {
      nextFailure = { status, reason };
    },
    holdUploads() {
      let release = (): void => undefined;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
