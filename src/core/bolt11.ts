/**
 * A BOLT #11 invoice decoder: the fields a zap is checked by (amount, description hash)
 * and little else. The signature is not checked: the wallet that pays does that, and the
 * amount and hash are what could be swapped by a lying LNURL server.
 */
import { bech32 } from '@scure/base';
import { bytesToHex } from '@noble/hashes/utils';

export interface Invoice {
  network: string;
  amountMsat?: number;
  timestamp: number;
  paymentHash?: string;
  descriptionHash?: string;
  description?: string;
  expiry?: number;
}

/** Invoices are far longer than bech32's 90 characters (BOLT #11). */
const MAX_INVOICE_LENGTH = 7089;
/** The signature (64 bytes and a recovery id) takes the last 104 five-bit words. */
const SIGNATURE_WORDS = 104;
const MULTIPLIER_MSAT_PER_BTC: Record<string, bigint> = { m: 100_000_000n, u: 100_000n, n: 100n, p: 1n };
const TAG = { paymentHash: 1, description: 13, descriptionHash: 23, expiry: 6 } as const;

/** BOLT #11 amounts: BTC with an optional multiplier; pico-BTC must be a whole number of msat. */
function amountMsat(amount: string): number | undefined {
  const match = /^(\d+)([munp]?)$/.exec(amount);
  if (!match?.[1]) return undefined;
  const value = BigInt(match[1]);
  const unit = match[2];
  if (!unit) return Number(value * 100_000_000_000n);
  if (unit === 'p') return value % 10n === 0n ? Number(value / 10n) : undefined;
  const perUnit = MULTIPLIER_MSAT_PER_BTC[unit];
  return perUnit === undefined ? undefined : Number(value * perUnit);
}

function wordsToNumber(words: readonly number[]): number {
  return words.reduce((total, word) => total * 32 + word, 0);
}

/** Five-bit words to bytes, dropping the zero padding bits (BOLT #11 data fields). */
function wordsToBytes(words: readonly number[]): Uint8Array {
  return Uint8Array.from(bech32.fromWordsUnsafe([...words]) ?? []);
}

export function decodeInvoice(input: string): Invoice | undefined {
  const text = input.trim().toLowerCase().replace(/^lightning:/, '');
  if (text.length > MAX_INVOICE_LENGTH) return undefined;
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = bech32.decode(text as `${string}1${string}`, MAX_INVOICE_LENGTH);
  } catch {
    return undefined;
  }
  const hrp = /^ln(bcrt|bc|tbs|tb)(\d+[munp]?)?$/.exec(decoded.prefix);
  if (!hrp?.[1]) return undefined;
  const invoice: Invoice = { network: hrp[1], timestamp: 0 };
  if (hrp[2]) {
    const msat = amountMsat(hrp[2]);
    if (msat === undefined) return undefined;
    invoice.amountMsat = msat;
  }
  const words = decoded.words;
  if (words.length < 7 + SIGNATURE_WORDS) return undefined;
  invoice.timestamp = wordsToNumber(words.slice(0, 7));
  const fields = words.slice(7, words.length - SIGNATURE_WORDS);
  for (let at = 0; at + 3 <= fields.length; ) {
    const type = fields[at] ?? 0;
    const length = (fields[at + 1] ?? 0) * 32 + (fields[at + 2] ?? 0);
    const data = fields.slice(at + 3, at + 3 + length);
    if (data.length < length) return undefined;
    at += 3 + length;
    if (type === TAG.paymentHash && length === 52) invoice.paymentHash = bytesToHex(wordsToBytes(data));
    else if (type === TAG.descriptionHash && length === 52) invoice.descriptionHash = bytesToHex(wordsToBytes(data));
    else if (type === TAG.description) invoice.description = new TextDecoder().decode(wordsToBytes(data));
    else if (type === TAG.expiry) invoice.expiry = wordsToNumber(data);
  }
  return invoice;
}
