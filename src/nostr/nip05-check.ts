/**
 * Checks an author's NIP-05 address against their key (docs/content-rules.md, docs/data-and-requests.md and docs/constants.md): the
 * identity document at https://{domain}/.well-known/nostr.json?name={local part} must name
 * that very key. At most 10 lookups run at once; what each address resolves to, failures
 * included, is kept for an hour for up to 1,000 addresses, so a panel opened again asks
 * nobody.
 */
import { createTaskQueue, LRUCache } from '../core/primitives';
import { nip05Label, nip05Url, parseNip05Identifier, type Nip05Identifier } from '../core/identity';
import { fetchNip05 } from './nip05-document';

/** docs/constants.md, Sign-in and auth: the NIP-05 lookups' limits. */
const LOOKUP_CONCURRENCY = 10;
const CACHE_SIZE = 1000;
const CACHE_MS = 3600 * 1000;
const LOOKUP_TIMEOUT_MS = 10_000;

const queue = createTaskQueue(LOOKUP_CONCURRENCY);
/** Per address, the key its document names (a document can be large: only that is kept). */
const owners = new LRUCache<string, Promise<string | undefined>>({ maxSize: CACHE_SIZE, entryExpirationTimeInMS: CACHE_MS });

function lookUp(id: Nip05Identifier): Promise<string | undefined> {
  return queue(async () => (await fetchNip05(id, AbortSignal.timeout(LOOKUP_TIMEOUT_MS)))?.pubkey).catch((error: unknown) => {
    console.debug('NIP-05 lookup failed', nip05Url(id), error);
    return undefined;
  });
}

/**
 * The address as it is shown ("bob@example.com", or "example.com" for `_@`) once its
 * document names `pubkey` (hex); undefined when the address is malformed, its host
 * unreachable, or its document names someone else or nobody.
 */
export async function verifyNip05(nip05: string, pubkey: string): Promise<string | undefined> {
  const id = parseNip05Identifier(nip05);
  if (!id) return undefined;
  const address = `${id.name}@${id.domain}`;
  let owner = owners.get(address);
  if (!owner) {
    owner = lookUp(id);
    owners.set(address, owner);
  }
  return (await owner) === pubkey.toLowerCase() ? nip05Label(id) : undefined;
}
