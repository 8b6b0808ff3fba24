/**
 * FNV-1a, 32 bits, as 8 hex digits: a short, stable name for a long string where a
 * rare collision only costs a hint (not for anything that must be unique or secret).
 */
export function stringHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
