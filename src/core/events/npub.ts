import { decode, npubEncode } from './nip19';

/** NIP-19: an npub's hex key, or undefined for anything that is not a valid npub. */
export function npubToHex(npub: string): string | undefined {
  try {
    const decoded = decode(npub.trim());
    return decoded.type === 'npub' ? decoded.data.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export function hexToNpub(hex: string): string | undefined {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return undefined;
  return npubEncode(hex.toLowerCase());
}
