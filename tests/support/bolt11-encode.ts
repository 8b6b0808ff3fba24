/**
 * Real BOLT #11 invoices for the tests' lightning wallet: the amount, a payment hash, a
 * description hash and an expiry, signed with the node's key (a recoverable secp256k1
 * signature over the human-readable part and the data, as BOLT #11 specifies).
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { hexToBytes } from '@noble/hashes/utils';
import { bech32 } from '@scure/base';

export interface InvoiceFields {
  amountMsat: number;
  paymentHash: string;
  descriptionHash: string;
  nodeSecret: Uint8Array;
  /** Unix seconds. */
  timestamp: number;
  network?: 'bc' | 'tb' | 'bcrt';
}

/** The shortest exact BOLT #11 amount: a number and a multiplier (1 pico-BTC is 0.1 msat). */
function amountPart(msat: number): string {
  const pico = BigInt(msat) * 10n;
  for (const [unit, size] of [
    ['m', 1_000_000_000n],
    ['u', 1_000_000n],
    ['n', 1_000n],
  ] as const) {
    if (pico % size === 0n) return `${pico / size}${unit}`;
  }
  return `${pico}p`;
}

function field(type: number, words: number[]): number[] {
  return [type, words.length >> 5, words.length & 31, ...words];
}

/** Five-bit words as bytes, zero bits appended to the last byte (BOLT #11's signed data). */
function paddedBytes(words: readonly number[]): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const word of words) {
    buffer = (buffer << 5) | word;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) bytes.push((buffer << (8 - bits)) & 0xff);
  return Uint8Array.from(bytes);
}

function numberWords(value: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => Math.floor(value / 32 ** (count - 1 - index)) % 32);
}

export function encodeInvoice(fields: InvoiceFields): string {
  const prefix = `ln${fields.network ?? 'bcrt'}${amountPart(fields.amountMsat)}`;
  const data = [
    ...numberWords(fields.timestamp, 7),
    ...field(1, bech32.toWords(hexToBytes(fields.paymentHash))),
    ...field(23, bech32.toWords(hexToBytes(fields.descriptionHash))),
    ...field(6, numberWords(3600, 3)),
  ];
  const signed = new Uint8Array([...new TextEncoder().encode(prefix), ...paddedBytes(data)]);
  const signature = secp256k1.sign(sha256(signed), fields.nodeSecret);
  const words = [...data, ...bech32.toWords(new Uint8Array([...signature.toCompactRawBytes(), signature.recovery]))];
  return bech32.encode(prefix, words, 10_000);
}
