import { nip19 } from 'nostr-tools';

/** NIP-19: an npub's hex key, or undefined for anything that is not a valid npub. */
export function npubToHex(npub: string): string | undefined {
  try {
    const decoded = nip19.decode(npub.trim());
    return decoded.type === 'npub' ? decoded.data.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export function hexToNpub(hex: string): string | undefined {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return undefined;
  return nip19.npubEncode(hex.toLowerCase());
}
