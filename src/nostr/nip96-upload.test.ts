import { base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import type { PreparedPicture } from '../core/posting';
import type { NostrEvent } from '../core/types';
import type { UploadIo } from './blossom-upload';
import type { HttpAnswer, HttpRequest } from './http-transport';
import { uploadNip96 } from './nip96-upload';

const HASH = 'd'.repeat(64);
const picture: PreparedPicture = {
  name: 'beach.jpg',
  mime: 'image/jpeg',
  width: 4,
  height: 3,
  hash: HASH,
  bytes: new Uint8Array([1, 2, 3]),
};
const SPEC = { api_url: 'https://files.example/api/v2/media', plans: { free: { is_nip98_required: true } } };
const UPLOADED = {
  status: 'success',
  message: 'Upload successful.',
  nip94_event: {
    tags: [
      ['url', `https://files.example/media/${HASH}.jpg`],
      ['ox', HASH],
      ['x', HASH],
      ['m', 'image/jpeg'],
      ['dim', '4x3'],
    ],
    content: '',
  },
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}): HttpAnswer {
  return { status, header: (name) => headers[name] ?? null, text: typeof body === 'string' ? body : JSON.stringify(body) };
}

/** Answers each URL with its own reply. */
function fakeIo(replies: Record<string, HttpAnswer>) {
  const requests: HttpRequest[] = [];
  const io: UploadIo = {
    transport: async (request) => {
      requests.push(request);
      const reply = replies[request.url];
      if (!reply) throw new Error(`unexpected ${request.url}`);
      return reply;
    },
    sign: async (template) => ({ ...template, id: '1'.repeat(64), pubkey: '2'.repeat(64), sig: '3'.repeat(128) }) as NostrEvent,
    now: () => 1_700_000_000,
  };
  return { io, requests };
}

const decode = (header: string | undefined) =>
  JSON.parse(new TextDecoder().decode(base64.decode((header ?? '').replace(/^Nostr /, '')))) as NostrEvent;

describe('uploadNip96', () => {
  it('reads the server document, then POSTs the file as multipart with a NIP-98 token for the upload address', async () => {
    const { io, requests } = fakeIo({
      'https://files.example/.well-known/nostr/nip96.json': answer(200, SPEC),
      [SPEC.api_url]: answer(201, UPLOADED),
    });
    const file = await uploadNip96('https://files.example', picture, ' A dog ', () => undefined, io);
    expect(file).toEqual({ url: `https://files.example/media/${HASH}.jpg`, hash: HASH, mime: 'image/jpeg', width: 4, height: 3 });
    const post = requests[1];
    expect(post).toMatchObject({ method: 'POST', url: SPEC.api_url });
    const token = decode(post?.headers?.Authorization);
    expect(token.kind).toBe(27235);
    expect(token.tags).toEqual([
      ['u', SPEC.api_url],
      ['method', 'POST'],
    ]);
    const form = post?.body as FormData;
    expect(form.get('no_transform')).toBe('true');
    expect(form.get('content_type')).toBe('image/jpeg');
    expect(form.get('alt')).toBe('A dog');
    expect((form.get('file') as File).size).toBe(3);
  });

  it('follows a delegation to another server once', async () => {
    const { io } = fakeIo({
      'https://files.example/.well-known/nostr/nip96.json': answer(200, { api_url: '', delegated_to_url: 'https://other.example/' }),
      'https://other.example/.well-known/nostr/nip96.json': answer(200, SPEC),
      [SPEC.api_url]: answer(200, UPLOADED),
    });
    await expect(uploadNip96('https://files.example', picture, '', () => undefined, io)).resolves.toMatchObject({ hash: HASH });
  });

  it('says why it failed: no document, a refusal, or a file still being processed', async () => {
    const noSpec = fakeIo({ 'https://files.example/.well-known/nostr/nip96.json': answer(404, 'Not found') });
    await expect(uploadNip96('https://files.example', picture, '', () => undefined, noSpec.io)).rejects.toMatchObject({
      failure: { kind: 'http', status: 404 },
    });
    const refused = fakeIo({
      'https://files.example/.well-known/nostr/nip96.json': answer(200, SPEC),
      [SPEC.api_url]: answer(413, { status: 'error', message: 'File too large' }),
    });
    await expect(uploadNip96('https://files.example', picture, '', () => undefined, refused.io)).rejects.toMatchObject({
      failure: { kind: 'http', status: 413, reason: 'File too large' },
    });
    const processing = fakeIo({
      'https://files.example/.well-known/nostr/nip96.json': answer(200, SPEC),
      [SPEC.api_url]: answer(202, { status: 'processing' }),
    });
    await expect(uploadNip96('https://files.example', picture, '', () => undefined, processing.io)).rejects.toMatchObject({
      failure: { kind: 'answer' },
    });
  });
});
