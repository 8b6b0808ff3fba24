/**
 * The upload server's NIP-96 document, `/.well-known/nostr/nip96.json` (docs/data-and-requests.md,
 * HTTP documents): where to upload, and whether plans.free.is_nip98_required asks
 * for HTTP auth (nip98.ts). A document that cannot be read throws (docs/session-and-actions.md,
 * Error catalogue: "Failed to parse NIP96 spec from {url}").
 */
import { isLoopbackHost } from '../relays/relay-list';

export interface UploadServerSpec {
  /** Where uploads go; empty when the server delegates (NIP-96). */
  apiUrl: string;
  /** Whether the free plan needs a NIP-98 Authorization header; false when not said. */
  nip98Required: boolean;
  downloadUrl?: string;
  delegatedToUrl?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * https only, or http on this computer: the app is served over https, so a plain-http
 * endpoint elsewhere would be blocked as mixed content anyway, and an Authorization header
 * must not travel in the clear across a network.
 */
function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname)) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** plans.free.is_nip98_required, read only when it really is `true`. */
function freePlanNeedsAuth(json: Record<string, unknown>): boolean {
  const plans = isRecord(json.plans) ? json.plans : {};
  const free = isRecord(plans.free) ? plans.free : {};
  return free.is_nip98_required === true;
}

/**
 * Reads the document fetched from `url` (used only for the error message). Throws when
 * it is not an object, api_url is missing or not a string, or (NIP-96) api_url is empty
 * without an https delegated_to_url, or is not an https URL.
 */
export function parseUploadServerSpec(json: unknown, url: string): UploadServerSpec {
  const failed = new Error(`Failed to parse NIP96 spec from ${url}`);
  if (!isRecord(json) || typeof json.api_url !== 'string') throw failed;
  const delegatedToUrl = httpsUrl(json.delegated_to_url);
  // NIP-96: a server that delegates to another has an empty api_url.
  const apiUrl = json.api_url === '' && delegatedToUrl ? '' : httpsUrl(json.api_url);
  if (apiUrl === undefined) throw failed;
  const spec: UploadServerSpec = { apiUrl, nip98Required: freePlanNeedsAuth(json) };
  const downloadUrl = httpsUrl(json.download_url);
  if (downloadUrl) spec.downloadUrl = downloadUrl;
  if (delegatedToUrl) spec.delegatedToUrl = delegatedToUrl;
  return spec;
}
