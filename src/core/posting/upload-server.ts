/**
 * Where a user's pictures are uploaded (docs/posting.md, Upload servers): the first of
 * their Blossom servers (kind 10063, BUD-03), with a copy on the second (BUD-04 mirror);
 * else the first of their NIP-96 servers (kind 10096); else the build's default
 * (`VITE_UPLOAD_SERVER`, docs/architecture.md, Configuration).
 */
import { serverBase } from '../media/blossom';
import { isLoopbackHost } from '../relays/relay-list';

export type UploadProtocol = 'blossom' | 'nip96';

export interface UploadTarget {
  protocol: UploadProtocol;
  /** The server's base address, without a trailing slash. */
  server: string;
}

export interface UploadPlan {
  target: UploadTarget;
  /** A Blossom server that is asked for a copy once the upload is done; only with a Blossom target. */
  mirror?: string;
  /** Where the plan came from, for the form's note. */
  source: 'blossom-list' | 'nip96-list' | 'default';
}

/**
 * https only, or http on this computer: an upload carries a signed authorization that
 * must not cross a network in the clear, and an https page cannot reach plain http anyway.
 */
export function uploadServerBase(value: string): string | undefined {
  const base = serverBase(value);
  if (!base) return undefined;
  const url = new URL(base);
  return url.protocol === 'https:' || isLoopbackHost(url.hostname) ? base : undefined;
}

function usable(servers: readonly string[]): string[] {
  return [...new Set(servers.flatMap((server) => uploadServerBase(server) ?? []))];
}

export interface UserUploadServers {
  blossom: readonly string[];
  nip96: readonly string[];
}

export function uploadPlan(user: UserUploadServers, fallback: UploadTarget): UploadPlan {
  const [first, second] = usable(user.blossom);
  if (first) return { target: { protocol: 'blossom', server: first }, mirror: second, source: 'blossom-list' };
  const [nip96] = usable(user.nip96);
  if (nip96) return { target: { protocol: 'nip96', server: nip96 }, source: 'nip96-list' };
  return { target: fallback, source: 'default' };
}

/** The host a message names a server by. */
export function serverHost(server: string): string {
  try {
    return new URL(server).host;
  } catch {
    return server;
  }
}
