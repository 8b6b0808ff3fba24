/**
 * Whether 64 hex digits are a public key at all: the x coordinate of a point of secp256k1
 * (BIP-340). A key that is none can sign nothing, so no relay can hold a set signed with it
 * (docs/views-and-keys.md, The wall). Apart from core/events/hex32.ts: the route parser, which
 * the page's first script carries, needs no curve.
 */
import { schnorr } from '@noble/curves/secp256k1';
import { toHex32 } from './hex32';

export function isPublicKey(value: string): boolean {
  const hex = toHex32(value);
  if (!hex) return false;
  try {
    schnorr.utils.lift_x(BigInt(`0x${hex}`));
    return true;
  } catch {
    // Not below the field's prime, or no point has this x.
    return false;
  }
}
