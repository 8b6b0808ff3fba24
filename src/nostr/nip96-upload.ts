/**
 * NIP-96 uploads (docs/posting.md, Uploads): the server's document at
 * `/.well-known/nostr/nip96.json` names where to upload (core/posting/nip96.ts); the picture goes
 * there as `multipart/form-data` with a NIP-98 Authorization (core/posting/nip98.ts), asking the
 * server to keep the file as it is (`no_transform`), and the answer's NIP-94 tags say
 * where it is (core/posting/uploaded-file.ts).
 */
import {
  authorizationHeader,
  httpAuthTemplate,
  parseNip96Answer,
  parseUploadServerSpec,
  serverReason,
  type UploadedFile,
  UploadError,
  type UploadServerSpec,
} from '../core/posting';
import type { PreparedPicture } from '../core/posting';
import type { UploadIo } from './blossom-upload';
import type { HttpTransport } from './http-transport';

const WELL_KNOWN = '/.well-known/nostr/nip96.json';
/** How long the server's document may take. */
const SPEC_TIMEOUT_MS = 10_000;

async function readSpec(transport: HttpTransport, server: string): Promise<UploadServerSpec> {
  const url = `${server}${WELL_KNOWN}`;
  const answer = await transport({ method: 'GET', url, stallMs: SPEC_TIMEOUT_MS });
  if (answer.status !== 200)
    throw new UploadError({ kind: 'http', status: answer.status, reason: serverReason(answer.header('X-Reason'), answer.text) });
  try {
    return parseUploadServerSpec(JSON.parse(answer.text), url);
  } catch {
    throw new UploadError({ kind: 'answer', reason: 'its NIP-96 document could not be read' });
  }
}

/** The upload address, following one delegation (NIP-96: a server may hand uploads to another). */
async function apiUrl(transport: HttpTransport, server: string): Promise<string> {
  const spec = await readSpec(transport, server);
  if (spec.apiUrl) return spec.apiUrl;
  const delegated = spec.delegatedToUrl ? await readSpec(transport, spec.delegatedToUrl.replace(/\/+$/, '')) : undefined;
  if (!delegated?.apiUrl) throw new UploadError({ kind: 'answer', reason: 'its NIP-96 document names no upload address' });
  return delegated.apiUrl;
}

export async function uploadNip96(
  server: string,
  picture: PreparedPicture,
  alt: string,
  onProgress: (fraction: number) => void,
  io: UploadIo,
): Promise<UploadedFile> {
  const url = await apiUrl(io.transport, server);
  const signed = await io.sign(httpAuthTemplate({ url, method: 'POST', now: io.now() }));
  const form = new FormData();
  form.append('file', new Blob([picture.bytes], { type: picture.mime }), picture.name);
  form.append('content_type', picture.mime);
  form.append('size', String(picture.bytes.byteLength));
  form.append('no_transform', 'true');
  if (alt.trim()) form.append('alt', alt.trim());
  const answer = await io.transport({
    method: 'POST',
    url,
    headers: { Authorization: authorizationHeader(signed) },
    body: form,
    onUploadProgress: onProgress,
  });
  if (answer.status === 202)
    throw new UploadError({ kind: 'answer', reason: 'it is still processing the file, which this app cannot wait for' });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new UploadError({ kind: 'http', status: answer.status, reason: serverReason(answer.header('X-Reason'), answer.text) });
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw new UploadError({ kind: 'answer', reason: 'its answer has no file in it' });
  }
  const parsed = parseNip96Answer(json, picture.hash);
  if (!parsed.ok) throw new UploadError({ kind: 'answer', reason: parsed.reason });
  return parsed.file;
}
