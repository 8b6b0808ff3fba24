/**
 * 32 bytes in hex: event ids, public keys, file hashes. NIP-01 writes them in lowercase
 * inside events; documents and tags from other sources are taken in any case and
 * lower-cased.
 */
const LOWER_HEX32 = /^[0-9a-f]{64}$/;
const ANY_CASE_HEX32 = /^[0-9a-f]{64}$/i;

/** 64 lowercase hex digits, as NIP-01 requires of ids and keys in an event. */
export function isHex32(value: string): boolean {
  return LOWER_HEX32.test(value);
}

/** 64 hex digits in any case, lower-cased; undefined for anything else. */
export function toHex32(value: unknown): string | undefined {
  return typeof value === 'string' && ANY_CASE_HEX32.test(value) ? value.toLowerCase() : undefined;
}
