/** The test NIP-96 server: its document, uploads with NIP-98 auth answered with NIP-94 tags, and the files served. */
import sharp from 'sharp';
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../support/blossom-server';
import { startNip96Server, type Nip96Server } from '../support/nip96-server';

const secret = generateSecretKey();
const now = () => Math.floor(Date.now() / 1000);

let server: Nip96Server;
let png: Buffer;
beforeAll(async () => {
  server = await startNip96Server();
  png = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});
afterAll(() => server.stop());

function token(url: string, method = 'POST', createdAt = now()): string {
  const event = finalizeEvent(
    {
      kind: 27235,
      created_at: createdAt,
      content: '',
      tags: [
        ['u', url],
        ['method', method],
      ],
    },
    secret,
  );
  return `Nostr ${Buffer.from(JSON.stringify(event)).toString('base64')}`;
}

function form(): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
  data.append('no_transform', 'true');
  data.append('alt', 'A green rectangle');
  return data;
}

describe('the NIP-96 server', () => {
  it('names its upload address and asks for NIP-98 auth', async () => {
    const spec = (await (await fetch(`${server.url}/.well-known/nostr/nip96.json`)).json()) as Record<string, unknown>;
    expect(spec).toMatchObject({ api_url: server.apiUrl, plans: { free: { is_nip98_required: true } } });
  });

  it('stores an authorized upload as sent and answers its NIP-94 tags', async () => {
    const response = await fetch(server.apiUrl, { method: 'POST', headers: { Authorization: token(server.apiUrl) }, body: form() });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { status: string; nip94_event: { tags: string[][] } };
    const hash = sha256Hex(png);
    expect(answer.status).toBe('success');
    expect(answer.nip94_event.tags).toEqual(
      expect.arrayContaining([
        ['url', `${server.url}/media/${hash}.png`],
        ['ox', hash],
        ['x', hash],
        ['m', 'image/png'],
        ['dim', '12x8'],
      ]),
    );
    expect(server.uploads.at(-1)).toMatchObject({
      pubkey: getPublicKey(secret),
      hash,
      fields: { no_transform: 'true', alt: 'A green rectangle' },
    });
    const served = await fetch(`${server.url}/media/${hash}.png`);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a token that is missing, for another URL or method, or stale', async () => {
    for (const authorization of [
      undefined,
      token(`${server.url}/other`),
      token(server.apiUrl, 'PUT'),
      token(server.apiUrl, 'POST', now() - 120),
    ]) {
      const response = await fetch(server.apiUrl, {
        method: 'POST',
        headers: authorization ? { Authorization: authorization } : {},
        body: form(),
      });
      expect(response.status).toBe(401);
    }
  });

  it('allows a page on another origin to send the Authorization header', async () => {
    const response = await fetch(server.apiUrl, { method: 'OPTIONS' });
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
