/**
 * What an upload server says it stored (docs/posting.md, Uploads): a Blossom blob
 * descriptor (BUD-02) or a NIP-96 upload answer's NIP-94 tags. Both come from a server
 * the app does not control: the address must be http(s), the hash 64-hex, and a Blossom
 * server must have stored exactly the bytes sent (BUD-02: it MUST NOT modify the blob).
 */
import { toHex32 } from '../events/hex32';
import { parseFileMetadataTags } from '../media/imeta';
import { isHttpUrl } from '../primitives/http-url';

export interface UploadedFile {
  url: string;
  /** The SHA-256 of the file at `url`. */
  hash: string;
  mime?: string;
  width?: number;
  height?: number;
}

export type UploadAnswer = { ok: true; file: UploadedFile } | { ok: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** BUD-02's blob descriptor: `url`, `sha256`, `size`, `type`, `uploaded`; the hash must be the one sent. */
export function parseBlobDescriptor(json: unknown, sentHash: string): UploadAnswer {
  if (!isRecord(json) || typeof json.url !== 'string' || typeof json.sha256 !== 'string') {
    return { ok: false, reason: 'its answer is not a blob descriptor' };
  }
  if (!isHttpUrl(json.url)) return { ok: false, reason: 'the address it gave is not an http(s) address' };
  if (toHex32(json.sha256) !== sentHash) return { ok: false, reason: 'it stored different bytes than were sent' };
  const file: UploadedFile = { url: json.url, hash: sentHash };
  if (typeof json.type === 'string' && json.type) file.mime = json.type.toLowerCase();
  return { ok: true, file };
}

/**
 * NIP-96's upload answer: `nip94_event.tags` with `url` and `ox` (the hash of what was
 * sent), optionally `x` (of what is served, after the server's changes), `m` and `dim`.
 * The app asks for no changes (`no_transform`), yet a server may make them.
 */
export function parseNip96Answer(json: unknown, sentHash: string): UploadAnswer {
  const event = isRecord(json) && isRecord(json.nip94_event) ? json.nip94_event : undefined;
  const tags = event && Array.isArray(event.tags) ? event.tags.filter((tag): tag is unknown[] => Array.isArray(tag)) : undefined;
  if (!isRecord(json) || json.status === 'error' || !tags) return { ok: false, reason: 'its answer has no file in it' };
  const meta = parseFileMetadataTags(tags);
  if (!meta || !isHttpUrl(meta.url)) return { ok: false, reason: 'the address it gave is not an http(s) address' };
  const original = toHex32(tags.find((tag) => tag[0] === 'ox')?.[1]);
  if (original !== undefined && original !== sentHash) return { ok: false, reason: 'it stored different bytes than were sent' };
  const file: UploadedFile = { url: meta.url, hash: meta.hash ?? original ?? sentHash };
  if (meta.mime) file.mime = meta.mime;
  if (meta.width && meta.height) {
    file.width = meta.width;
    file.height = meta.height;
  }
  return { ok: true, file };
}
