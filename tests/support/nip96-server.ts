/**
 * A NIP-96 file storage server for the posting tests:
 * - `GET /.well-known/nostr/nip96.json` names its upload address and asks for NIP-98 auth;
 * - `POST /api/v2/media` takes `multipart/form-data` with a `file` field once its NIP-98
 *   token checks out (signature, kind 27235, this exact URL, POST, fresh), stores the file
 *   as sent and answers 201 with the NIP-94 tags `url`, `ox`, `x`, `m`, `dim` and `size`;
 * - `GET /media/<sha256>[.ext]` and `GET /api/v2/media/<sha256>[.ext]` serve it.
 * It listens only on 127.0.0.1, with CORS for a page on another origin.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { sha256Hex, type BlobFile } from './blossom-server';
import { checkHttpAuth } from './nostr-http-auth';
import { listenLocally, MAX_BODY_BYTES, readBody } from './http-server-parts';

export interface Nip96Upload {
  pubkey: string;
  hash: string;
  type: string;
  /** The form's other fields (alt, no_transform, content_type, size). */
  fields: Record<string, string>;
}

export interface Nip96Server {
  url: string;
  apiUrl: string;
  uploads: Nip96Upload[];
  get(hash: string): BlobFile | undefined;
  stop(): Promise<void>;
}

const API_PATH = '/api/v2/media';
const FILE_PATH = /^\/(?:media|api\/v2\/media)\/([0-9a-f]{64})(?:\.[a-z0-9]+)?$/;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Max-Age': '600',
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startNip96Server(port = 0): Promise<Nip96Server> {
  const files = new Map<string, BlobFile>();
  const uploads: Nip96Upload[] = [];
  let base = '';

  async function upload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const auth = checkHttpAuth(req.headers.authorization, `${base}${API_PATH}`, 'POST', body);
    if (!auth.ok) return json(res, 401, { status: 'error', message: auth.reason });
    let form: FormData;
    try {
      form = await new Request(`${base}${API_PATH}`, {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      return json(res, 400, { status: 'error', message: 'Form data is invalid' });
    }
    const file = form.get('file');
    if (!(file instanceof Blob)) return json(res, 400, { status: 'error', message: 'No file field' });
    const bytes = Buffer.from(await file.arrayBuffer());
    const type = file.type || 'application/octet-stream';
    const hash = sha256Hex(bytes);
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => undefined);
    files.set(hash, { body: bytes, type });
    const fields: Record<string, string> = {};
    form.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
    });
    uploads.push({ pubkey: auth.event.pubkey, hash, type, fields });
    const tags = [
      ['url', `${base}/media/${hash}.${EXTENSIONS[type] ?? 'bin'}`],
      ['ox', hash],
      ['x', hash],
      ['m', type],
      ['size', String(bytes.length)],
    ];
    if (meta?.width && meta.height) tags.push(['dim', `${meta.width}x${meta.height}`]);
    json(res, 201, { status: 'success', message: 'Upload successful.', nip94_event: { tags, content: '' } });
  }

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      if (req.method === 'GET' && path === '/.well-known/nostr/nip96.json') {
        return json(res, 200, {
          api_url: `${base}${API_PATH}`,
          download_url: `${base}/media`,
          supported_nips: [94, 96, 98],
          content_types: ['image/*'],
          plans: { free: { name: 'Free', is_nip98_required: true, max_byte_size: MAX_BODY_BYTES } },
        });
      }
      if (req.method === 'POST' && path === API_PATH) return await upload(req, res);
      const file = req.method === 'GET' ? files.get(FILE_PATH.exec(path)?.[1] ?? '') : undefined;
      if (!file) return json(res, 404, { status: 'error', message: 'Not found' });
      res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length });
      res.end(file.body);
    } catch (error) {
      if (!res.headersSent) json(res, 500, { status: 'error', message: String(error) });
    }
  });
  base = await listenLocally(server, port);
  return {
    url: base,
    apiUrl: `${base}${API_PATH}`,
    uploads,
    get: (hash) => files.get(hash),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
