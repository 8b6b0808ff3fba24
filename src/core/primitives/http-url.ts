/**
 * Addresses the app may load or link: http(s) only, of a sane length (docs/content-rules.md,
 * Media links). Every address read from an event passes here first.
 */
const MAX_URL_LENGTH = 2048;

export function parseHttpUrl(value: string): URL | undefined {
  if (value.length > MAX_URL_LENGTH) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export function isHttpUrl(value: string): boolean {
  return parseHttpUrl(value) !== undefined;
}
