/**
 * Blossom uploads (docs/posting.md, Uploads): `PUT /upload` with the picture's bytes and a
 * signed kind 24242 authorization (BUD-02), and `PUT /mirror` asking a second server to
 * copy it from the first with the same authorization (BUD-04).
 */
import { authorizationHeader, blossomUploadAuth, parseBlobDescriptor, serverReason, type UploadedFile, UploadError } from '../core/posting';
import type { PreparedPicture } from '../core/posting';
import type { NostrEvent } from '../core/types';
import type { EventTemplate } from './publish';
import type { HttpAnswer, HttpTransport } from './http-transport';

export interface UploadIo {
  transport: HttpTransport;
  sign(template: EventTemplate): Promise<NostrEvent>;
  /** Unix seconds. */
  now(): number;
}

export interface BlobUpload {
  file: UploadedFile;
  /** The signed authorization, for a mirror of the same file. */
  authorization: string;
}

/** A 2xx answer's blob descriptor, or the UploadError that says why there is none. */
function descriptorOf(answer: HttpAnswer, hash: string): UploadedFile {
  if (answer.status < 200 || answer.status > 299) {
    throw new UploadError({ kind: 'http', status: answer.status, reason: serverReason(answer.header('X-Reason'), answer.text) });
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw new UploadError({ kind: 'answer', reason: 'its answer is not a blob descriptor' });
  }
  const parsed = parseBlobDescriptor(json, hash);
  if (!parsed.ok) throw new UploadError({ kind: 'answer', reason: parsed.reason });
  return parsed.file;
}

export async function uploadBlob(
  server: string,
  picture: PreparedPicture,
  onProgress: (fraction: number) => void,
  io: UploadIo,
): Promise<BlobUpload> {
  const signed = await io.sign(blossomUploadAuth({ hash: picture.hash, name: picture.name, now: io.now() }));
  const authorization = authorizationHeader(signed);
  const answer = await io.transport({
    method: 'PUT',
    url: `${server}/upload`,
    headers: { Authorization: authorization, 'Content-Type': picture.mime, 'X-SHA-256': picture.hash },
    body: picture.bytes,
    onUploadProgress: onProgress,
  });
  return { file: descriptorOf(answer, picture.hash), authorization };
}

/** BUD-04: the second server fetches the file from `url` and checks it against the authorization's hash. */
export async function mirrorBlob(
  server: string,
  url: string,
  hash: string,
  authorization: string,
  io: Pick<UploadIo, 'transport'>,
): Promise<UploadedFile> {
  const answer = await io.transport({
    method: 'PUT',
    url: `${server}/mirror`,
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  return descriptorOf(answer, hash);
}
