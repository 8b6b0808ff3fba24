/**
 * The benchmark's dead-pictures variant (docs/data-and-requests.md, Media recovery): one
 * picture in `deadOneIn` is gone from its original host; half of those are on a Blossom
 * server under the hash their post gives, half nowhere. Which is which is a pure
 * function of the picture's name, so the media server and the benchmark agree.
 */
import { createHash } from 'node:crypto';
import type { NostrEvent } from 'nostr-tools';

const MEDIA_PATH = /^\/media\/([A-Za-z0-9_-]+)\.([a-z0-9]+)$/;

export type MediaFate = 'alive' | 'dead' | 'recoverable';

export function mediaFate(name: string, deadOneIn: number | undefined): MediaFate {
  // Profile pictures stay: the variant is about the pictures of posts.
  if (!deadOneIn || name.startsWith('avatar-')) return 'alive';
  const digest = createHash('sha256').update(name).digest();
  if ((digest[0] ?? 0) % deadOneIn !== 0) return 'alive';
  return (digest[1] ?? 0) % 2 === 0 ? 'recoverable' : 'dead';
}

export interface BlobEntry {
  hash: string;
  name: string;
  ext: string;
}

/** The files a Blossom server holds in the variant: the recoverable pictures that posts give a hash for. */
export function recoverableBlobs(events: readonly NostrEvent[], deadOneIn: number): BlobEntry[] {
  const blobs: BlobEntry[] = [];
  for (const event of events) {
    for (const { url, hash } of hashedFiles(event)) {
      const match = MEDIA_PATH.exec(new URL(url).pathname);
      if (match?.[1] && match[2] && mediaFate(match[1], deadOneIn) === 'recoverable') blobs.push({ hash, name: match[1], ext: match[2] });
    }
  }
  return blobs;
}

function hashedFiles(event: NostrEvent): { url: string; hash: string }[] {
  const fields = (entries: readonly string[]): Map<string, string> =>
    new Map(entries.map((entry) => [entry.slice(0, entry.indexOf(' ')), entry.slice(entry.indexOf(' ') + 1)]));
  const files = event.tags
    .filter((tag) => tag[0] === 'imeta')
    .map((tag) => fields(tag.slice(1)))
    .map((meta) => ({ url: meta.get('url') ?? '', hash: meta.get('x') ?? '' }));
  if (event.kind === 1063) {
    const tag = (key: string): string => event.tags.find((entry) => entry[0] === key)?.[1] ?? '';
    files.push({ url: tag('url'), hash: tag('x') });
  }
  return files.filter((file) => file.url && /^[0-9a-f]{64}$/.test(file.hash));
}
