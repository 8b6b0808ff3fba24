/**
 * A minimal BOLT #11 invoice decoder: the fields a zap is checked by (amount, description
 * hash; NIP-57 appendix D) and a few more for display. The signature is NOT checked: the
 * wallet that pays does that, and what a lying LNURL server could swap (amount, hash) is
 * read here.
 */
import { bech32 } from '@scure/base';
import { bytesToHex } from '@noble/hashes/utils';

export interface Invoice {
  /** bc (mainnet), tb (testnet), bcrt (regtest) or tbs (signet). */
  network: string;
  /** Absent for an "any amount" invoice. */
  amountMsat?: number;
  /** Seconds since 1970. */
  timestamp: number;
  paymentHash?: string;
  descriptionHash?: string;
  description?: string;
  /** Seconds after the timestamp; absent means the BOLT #11 default (3600). */
  expiry?: number;
}

/** Invoices are far longer than bech32's 90 characters, so that limit is lifted (BOLT #11). */
const MAX_INVOICE_LENGTH = 7089;
/** The signature (64 bytes and a recovery id) takes the last 104 five-bit words. */
const SIGNATURE_WORDS = 104;
/** The timestamp is the first 35 bits of the data. */
const TIMESTAMP_WORDS = 7;
/** A tagged field starts with a 5-bit type and a 10-bit data length. */
const FIELD_HEADER_WORDS = 3;
/** BOLT #11: p and h fields of any other length are skipped. */
const HASH_WORDS = 52;
/** Longer numbers would not be exact in a double (10 words = 50 bits). */
const MAX_NUMBER_WORDS = 10;
const MSAT_PER_BTC = 100_000_000_000n;
const MSAT_PER_UNIT: Record<string, bigint> = { m: 100_000_000n, u: 100_000n, n: 100n };
const TAG = { paymentHash: 1, description: 13, descriptionHash: 23, expiry: 6 } as const;
/** BOLT #11: `ln`, the network, then an amount with no leading zeros and an optional multiplier. */
const HRP = /^ln(bcrt|bc|tbs|tb)(?:([1-9]\d*)([munp]?))?$/;

/** BOLT #11 amounts in msat; pico-BTC must be a whole number of msat (a multiple of 10). */
function amountMsat(digits: string, unit: string): number | undefined {
  const value = BigInt(digits);
  let msat: bigint;
  if (unit === 'p') {
    if (value % 10n !== 0n) return undefined;
    msat = value / 10n;
  } else {
    msat = value * (MSAT_PER_UNIT[unit] ?? MSAT_PER_BTC);
  }
  return msat <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(msat) : undefined;
}

/** Big-endian five-bit words as a number. */
function wordsToNumber(words: readonly number[]): number {
  return words.reduce((total, word) => total * 32 + word, 0);
}

/** Five-bit words to bytes; the trailing bits that do not fill a byte are padding (BOLT #11). */
function wordsToBytes(words: readonly number[]): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const word of words) {
    buffer = ((buffer << 5) | word) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

type Field = { type: number; data: number[] };

/** The tagged fields, or undefined when one runs past the end or a header is cut short. */
function splitFields(words: readonly number[]): Field[] | undefined {
  const fields: Field[] = [];
  let at = 0;
  while (at < words.length) {
    if (at + FIELD_HEADER_WORDS > words.length) return undefined;
    const type = words[at] ?? 0;
    const length = wordsToNumber(words.slice(at + 1, at + FIELD_HEADER_WORDS));
    const data = words.slice(at + FIELD_HEADER_WORDS, at + FIELD_HEADER_WORDS + length);
    if (data.length < length) return undefined;
    fields.push({ type, data });
    at += FIELD_HEADER_WORDS + length;
  }
  return fields;
}

/**
 * Reads one field into the invoice. The first field of a type wins, as in lnd: a second
 * `h` cannot replace the hash a zap was checked against.
 */
function readField(invoice: Invoice, { type, data }: Field): void {
  if (type === TAG.paymentHash && data.length === HASH_WORDS) invoice.paymentHash ??= bytesToHex(wordsToBytes(data));
  else if (type === TAG.descriptionHash && data.length === HASH_WORDS) invoice.descriptionHash ??= bytesToHex(wordsToBytes(data));
  else if (type === TAG.description) invoice.description ??= new TextDecoder().decode(wordsToBytes(data));
  else if (type === TAG.expiry && data.length <= MAX_NUMBER_WORDS) invoice.expiry ??= wordsToNumber(data);
}

function bech32Decode(text: string): { prefix: string; words: number[] } | undefined {
  try {
    return bech32.decode(text as `${string}1${string}`, MAX_INVOICE_LENGTH);
  } catch {
    return undefined;
  }
}

/**
 * Decodes a BOLT #11 payment request (lower or upper case, `lightning:` prefix allowed).
 * Anything that is not a well-formed invoice gives undefined.
 */
export function decodeInvoice(pr: string): Invoice | undefined {
  if (typeof pr !== 'string') return undefined;
  const text = pr.trim().replace(/^lightning:/i, '');
  if (text.length > MAX_INVOICE_LENGTH) return undefined;
  const decoded = bech32Decode(text);
  const hrp = decoded && HRP.exec(decoded.prefix);
  if (!decoded || !hrp?.[1]) return undefined;
  const words = decoded.words;
  if (words.length < TIMESTAMP_WORDS + SIGNATURE_WORDS) return undefined;
  const fields = splitFields(words.slice(TIMESTAMP_WORDS, words.length - SIGNATURE_WORDS));
  if (!fields) return undefined;
  const invoice: Invoice = { network: hrp[1], timestamp: wordsToNumber(words.slice(0, TIMESTAMP_WORDS)) };
  if (hrp[2]) {
    const msat = amountMsat(hrp[2], hrp[3] ?? '');
    if (msat === undefined) return undefined;
    invoice.amountMsat = msat;
  }
  for (const field of fields) readField(invoice, field);
  return invoice;
}
