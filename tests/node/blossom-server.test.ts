/** The test Blossom server speaks BUD-01, BUD-02 and BUD-04: checked uploads, mirrors, blobs by hash, failures on demand, CORS. */
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex, startBlossomServer, type BlossomServer } from '../support/blossom-server';

const secret = generateSecretKey();
const now = () => Math.floor(Date.now() / 1000);
const body = Buffer.from('not really a jpeg, but bytes all the same');
const hash = sha256Hex(body);

function auth(tags: string[][], options: { kind?: number; createdAt?: number; key?: Uint8Array } = {}): string {
  const event = finalizeEvent(
    { kind: options.kind ?? 24242, created_at: options.createdAt ?? now(), tags, content: 'Upload test' },
    options.key ?? secret,
  );
  return `Nostr ${Buffer.from(JSON.stringify(event)).toString('base64')}`;
}

const uploadTags = (x = hash) => [
  ['t', 'upload'],
  ['x', x],
  ['expiration', String(now() + 600)],
];

let server: BlossomServer;
let second: BlossomServer;
beforeAll(async () => {
  server = await startBlossomServer(0);
  second = await startBlossomServer(0);
});
afterAll(() => Promise.all([server.stop(), second.stop()]));

const upload = (authorization: string | undefined, payload = body, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/upload`, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/jpeg', ...(authorization ? { Authorization: authorization } : {}), ...headers },
    body: payload,
  });

describe('PUT /upload', () => {
  it('stores the bytes under their hash and answers the blob descriptor', async () => {
    const response = await upload(auth(uploadTags()), body, { 'X-SHA-256': hash });
    expect(response.status).toBe(200);
    const descriptor = (await response.json()) as Record<string, unknown>;
    expect(descriptor).toMatchObject({ url: `${server.url}/${hash}.jpg`, sha256: hash, size: body.length, type: 'image/jpeg' });
    expect(descriptor.uploaded).toBeGreaterThan(now() - 10);
    expect(server.uploads.at(-1)).toEqual({ route: 'upload', pubkey: getPublicKey(secret), hash, type: 'image/jpeg' });

    const stored = await fetch(`${server.url}/${hash}.jpg`);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await stored.arrayBuffer()).equals(body)).toBe(true);
    expect(server.get(hash)?.body.equals(body)).toBe(true);
  });

  it('refuses with 401 and an X-Reason: no auth, a bad signature, another blob, expired, another verb or kind, from the future', async () => {
    const forged = JSON.parse(Buffer.from(auth(uploadTags()).slice(6), 'base64').toString()) as { content: string };
    forged.content = 'changed';
    const cases: [string | undefined, string][] = [
      [undefined, 'Missing Nostr authorization'],
      [`Nostr ${Buffer.from(JSON.stringify(forged)).toString('base64')}`, 'Invalid authorization signature'],
      [auth(uploadTags('0'.repeat(64))), 'Authorization is for another blob'],
      [
        auth([
          ['t', 'upload'],
          ['x', hash],
          ['expiration', String(now() - 1)],
        ]),
        'Authorization expired',
      ],
      [
        auth([
          ['t', 'delete'],
          ['x', hash],
          ['expiration', String(now() + 600)],
        ]),
        'Authorization is not for upload',
      ],
      [auth(uploadTags(), { kind: 27235 }), 'Authorization kind 27235 is not 24242'],
      [auth(uploadTags(), { createdAt: now() + 3600 }), 'Authorization created in the future'],
    ];
    for (const [header, reason] of cases) {
      const response = await upload(header);
      expect(response.status, reason).toBe(401);
      expect(response.headers.get('x-reason')).toBe(reason);
      expect(((await response.json()) as { message: string }).message).toBe(reason);
    }
  });

  it('refuses a body whose X-SHA-256 is another', async () => {
    const response = await upload(auth(uploadTags()), body, { 'X-SHA-256': '1'.repeat(64) });
    expect(response.status).toBe(400);
  });

  it('fails the next upload on demand, then takes the one after', async () => {
    server.failNextUpload(500, 'Disk full');
    const failed = await upload(auth(uploadTags()));
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-reason')).toBe('Disk full');
    expect((await upload(auth(uploadTags()))).status).toBe(200);
  });

  it('holds uploads unanswered until let go', async () => {
    const release = server.holdUploads();
    let answered = false;
    const pending = upload(auth(uploadTags())).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    expect((await pending).status).toBe(200);
  });
});

describe('PUT /mirror', () => {
  it('copies a blob from another server with the upload authorization (BUD-04)', async () => {
    await upload(auth(uploadTags()));
    const response = await fetch(`${second.url}/mirror`, {
      method: 'PUT',
      headers: { Authorization: auth(uploadTags()), 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: `${server.url}/${hash}.jpg` }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ url: `${second.url}/${hash}.jpg`, sha256: hash });
    expect(second.get(hash)?.body.equals(body)).toBe(true);
    expect(second.uploads.at(-1)?.route).toBe('mirror');
  });

  it("refuses a blob that is not the authorization's", async () => {
    const response = await fetch(`${second.url}/mirror`, {
      method: 'PUT',
      headers: { Authorization: auth(uploadTags('2'.repeat(64))) },
      body: JSON.stringify({ url: `${server.url}/${hash}.jpg` }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-reason')).toBe('Authorization is for another blob');
  });
});

describe('CORS', () => {
  it('answers a preflight allowing Authorization and X-SHA-256, and exposes X-Reason', async () => {
    const response = await fetch(`${server.url}/upload`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization.*X-SHA-256/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PUT/);
    expect(response.headers.get('access-control-expose-headers')).toBe('X-Reason');
  });

  it('answers 404 for an unknown blob', async () => {
    expect((await fetch(`${server.url}/${'3'.repeat(64)}`)).status).toBe(404);
  });
});
