import { base64 } from '@scure/base';
import { describe, expect, it, vi } from 'vitest';
import type { PreparedPicture } from '../core/posting';
import type { NostrEvent } from '../core/types';
import { UploadError } from '../core/posting';
import { mirrorBlob, uploadBlob, type UploadIo } from './blossom-upload';
import type { HttpAnswer, HttpRequest } from './http-transport';

const HASH = 'd'.repeat(64);
const picture: PreparedPicture = {
  name: 'beach.jpg',
  mime: 'image/jpeg',
  width: 4,
  height: 3,
  hash: HASH,
  bytes: new Uint8Array([1, 2, 3]),
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}): HttpAnswer {
  return { status, header: (name) => headers[name] ?? null, text: typeof body === 'string' ? body : JSON.stringify(body) };
}

function fakeIo(reply: HttpAnswer) {
  const requests: HttpRequest[] = [];
  const io: UploadIo = {
    transport: vi.fn(async (request: HttpRequest) => {
      requests.push(request);
      request.onUploadProgress?.(0.5);
      return reply;
    }),
    sign: async (template) => ({ ...template, id: '1'.repeat(64), pubkey: '2'.repeat(64), sig: '3'.repeat(128) }) as NostrEvent,
    now: () => 1_700_000_000,
  };
  return { io, requests };
}

function decodeAuthorization(header: string | undefined): NostrEvent {
  return JSON.parse(new TextDecoder().decode(base64.decode((header ?? '').replace(/^Nostr /, '')))) as NostrEvent;
}

const DESCRIPTOR = { url: `https://one.example/${HASH}.jpg`, sha256: HASH, size: 3, type: 'image/jpeg', uploaded: 1 };

describe('uploadBlob', () => {
  it('PUTs the bytes to /upload with a signed kind 24242 authorization for their hash, and reports progress (BUD-02)', async () => {
    const { io, requests } = fakeIo(answer(200, DESCRIPTOR));
    const progress = vi.fn();
    const result = await uploadBlob('https://one.example', picture, progress, io);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'PUT', url: 'https://one.example/upload', body: picture.bytes });
    expect(request?.headers).toMatchObject({ 'Content-Type': 'image/jpeg', 'X-SHA-256': HASH });
    const auth = decodeAuthorization(request?.headers?.Authorization);
    expect(auth.kind).toBe(24242);
    expect(auth.tags).toContainEqual(['t', 'upload']);
    expect(auth.tags).toContainEqual(['x', HASH]);
    expect(progress).toHaveBeenCalledWith(0.5);
    expect(result).toEqual({
      file: { url: DESCRIPTOR.url, hash: HASH, mime: 'image/jpeg' },
      authorization: request?.headers?.Authorization,
    });
  });

  it("fails with the server's X-Reason and status", async () => {
    const { io } = fakeIo(answer(500, '', { 'X-Reason': 'Disk full' }));
    const error = await uploadBlob('https://one.example', picture, () => undefined, io).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).failure).toEqual({ kind: 'http', status: 500, reason: 'Disk full' });
  });

  it('fails when the server answers with something that is not this file', async () => {
    const { io } = fakeIo(answer(200, { ...DESCRIPTOR, sha256: 'e'.repeat(64) }));
    await expect(uploadBlob('https://one.example', picture, () => undefined, io)).rejects.toMatchObject({
      failure: { kind: 'answer', reason: 'it stored different bytes than were sent' },
    });
    const { io: htmlIo } = fakeIo(answer(200, '<html>'));
    await expect(uploadBlob('https://one.example', picture, () => undefined, htmlIo)).rejects.toMatchObject({
      failure: { kind: 'answer' },
    });
  });
});

describe('mirrorBlob', () => {
  it("PUTs the first copy's address to /mirror with the same authorization (BUD-04)", async () => {
    const { io, requests } = fakeIo(answer(200, { ...DESCRIPTOR, url: `https://two.example/${HASH}.jpg` }));
    const file = await mirrorBlob('https://two.example', DESCRIPTOR.url, HASH, 'Nostr abc', io);
    expect(requests[0]).toMatchObject({ method: 'PUT', url: 'https://two.example/mirror', headers: { Authorization: 'Nostr abc' } });
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ url: DESCRIPTOR.url });
    expect(file.url).toBe(`https://two.example/${HASH}.jpg`);
  });

  it('fails with the status and the JSON message when the server refuses', async () => {
    const { io } = fakeIo(answer(404, { message: 'Blob not found' }));
    await expect(mirrorBlob('https://two.example', DESCRIPTOR.url, HASH, 'Nostr abc', io)).rejects.toMatchObject({
      failure: { kind: 'http', status: 404, reason: 'Blob not found' },
    });
  });
});
