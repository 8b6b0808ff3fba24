/**
 * The upload server's NIP-96 document (SPEC.md section 3, "Upload server spec"):
 * plans.free.is_nip98_required says whether uploads need HTTP auth (nip98.ts). A document
 * that cannot be read throws (SPEC.md section 8).
 */
export interface UploadServerSpec {
  apiUrl: string;
  downloadUrl?: string;
  delegatedToUrl?: string;
  nip98Required: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function parseUploadServerSpec(json: unknown, url: string): UploadServerSpec {
  const failed = new Error(`Failed to parse NIP96 spec from ${url}`);
  if (!isRecord(json)) throw failed;
  const delegatedToUrl = httpsUrl(json.delegated_to_url);
  const apiUrl = httpsUrl(json.api_url);
  // NIP-96: a server that delegates has an empty api_url.
  if (!apiUrl && !delegatedToUrl) throw failed;
  const plans = isRecord(json.plans) ? json.plans : {};
  const free = isRecord(plans.free) ? plans.free : {};
  const spec: UploadServerSpec = { apiUrl: apiUrl ?? '', nip98Required: free.is_nip98_required === true };
  const downloadUrl = httpsUrl(json.download_url);
  if (downloadUrl) spec.downloadUrl = downloadUrl;
  if (delegatedToUrl) spec.delegatedToUrl = delegatedToUrl;
  return spec;
}
