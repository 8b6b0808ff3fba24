import { nip05Url, resolveNip05, type Nip05Identifier, type Nip05Resolution } from '../core/identity';

/**
 * An address's identity document, fetched and read (NIP-05): no redirect is followed and
 * no cookie goes to the author's host. Undefined when the host answers with an error or
 * the document does not name the address.
 */
export async function fetchNip05(id: Nip05Identifier, signal?: AbortSignal): Promise<Nip05Resolution | undefined> {
  const response = await fetch(nip05Url(id), { signal, redirect: 'error', credentials: 'omit' });
  if (!response.ok) return undefined;
  return resolveNip05(await response.json(), id);
}
