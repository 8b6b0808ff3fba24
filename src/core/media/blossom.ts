/**
 * The same file on other Blossom servers (docs/data-and-requests.md, Media recovery). A
 * Blossom server serves a file at `<server>/<sha256>` with an optional extension (BUD-01);
 * a user names their servers in a kind 10063 list of `server` tags (BUD-03).
 */
import { toHex32 } from '../events/hex32';
import { parseHttpUrl } from '../primitives/http-url';

/** Enough servers to find a copy; a long list from an event is somebody else's choice of cost. */
const MAX_AUTHOR_SERVERS = 8;

const HASH_FILE_NAME = /^([0-9a-f]{64})(?:\.([a-z0-9]{1,8}))?$/i;

const EXTENSION_OF_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export interface BlobRef {
  url: string;
  /** The post's own `x`, when it gives one. */
  hash?: string;
  mime?: string;
}

function lastSegment(url: URL): string {
  const path = url.pathname;
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The file's SHA-256: the post's `x`, else a 64-hex file name in the address, as Blossom addresses have. */
export function blobHash(ref: BlobRef): string | undefined {
  const own = toHex32(ref.hash);
  if (own) return own;
  const url = parseHttpUrl(ref.url);
  const match = url && lastSegment(url).match(HASH_FILE_NAME);
  return match?.[1]?.toLowerCase();
}

/** The extension a copy is asked for with: the address's own, else the one of the post's mime type. */
function blobExtension(ref: BlobRef): string | undefined {
  const url = parseHttpUrl(ref.url);
  const name = url ? lastSegment(url) : '';
  const dot = name.lastIndexOf('.');
  if (dot > 0 && /^[a-z0-9]{1,8}$/i.test(name.slice(dot + 1))) return name.slice(dot + 1).toLowerCase();
  return ref.mime ? EXTENSION_OF_MIME[ref.mime] : undefined;
}

/** A server's base address without a trailing slash, or undefined when it is not http(s). */
export function serverBase(value: string): string | undefined {
  const url = parseHttpUrl(value.trim());
  if (!url || url.search || url.hash) return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The servers of a kind 10063 list, in its order, unique. */
export function serversOfList(tags: readonly (readonly unknown[])[]): string[] {
  const servers: string[] = [];
  for (const tag of tags) {
    if (tag[0] !== 'server' || typeof tag[1] !== 'string') continue;
    const base = serverBase(tag[1]);
    if (base && !servers.includes(base)) servers.push(base);
    if (servers.length === MAX_AUTHOR_SERVERS) break;
  }
  return servers;
}

/**
 * Where to look for the file, in order: its own address, then the author's servers, then
 * the public ones. Only the original when its hash is unknown.
 */
export function blobCandidates(ref: BlobRef, authorServers: readonly string[], publicServers: readonly string[]): string[] {
  const hash = blobHash(ref);
  if (!hash) return [ref.url];
  const extension = blobExtension(ref);
  const file = extension ? `${hash}.${extension}` : hash;
  const candidates = [ref.url];
  for (const server of [...authorServers, ...publicServers]) {
    const url = `${server}/${file}`;
    if (!candidates.includes(url) && !ref.url.startsWith(`${server}/${hash}`)) candidates.push(url);
  }
  return candidates;
}
