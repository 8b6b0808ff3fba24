/**
 * A relay's NIP-11 information document (docs/data-and-requests.md, HTTP documents):
 * asked of the relay's own address over http(s) with `Accept: application/nostr+json`,
 * no cookie sent and no redirect followed, waiting at most RELAY_INFO_TIMEOUT_MS. What it
 * says is read by core/relays/relay-info.ts.
 */
import { parseRelayInfo, relayInfoUrl, type RelayInfoAnswer } from '../core/relays';

/** A relay that has not answered by then is taken for unreachable. */
export const RELAY_INFO_TIMEOUT_MS = 8_000;
/** Documents are a few hundred bytes; anything this large is not one. */
const MAX_DOCUMENT_CHARS = 100_000;

export async function fetchRelayInfo(relay: string, signal?: AbortSignal): Promise<RelayInfoAnswer> {
  const url = relayInfoUrl(relay);
  if (!url) return { kind: 'not-a-relay' };
  const timeout = AbortSignal.timeout(RELAY_INFO_TIMEOUT_MS);
  let text: string;
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/nostr+json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      redirect: 'error',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) return { kind: 'not-a-relay' };
    text = await response.text();
  } catch {
    // Refused, offline, a redirect, or no answer in time.
    return { kind: 'unreachable' };
  }
  if (text.length > MAX_DOCUMENT_CHARS) return { kind: 'not-a-relay' };
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { kind: 'not-a-relay' };
  }
  const info = parseRelayInfo(document);
  return info ? { kind: 'info', info } : { kind: 'not-a-relay' };
}
