import { bech32 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { describe, expect, it } from 'vitest';
import { decodeInvoice } from './bolt11';

/*
 * Test vectors from the BOLT #11 specification ("Examples"): all signed by the node key
 * 03e7156ae33b0a208d0744199163177e909e80176e55d97a2f221ede0f934dd9ad, at timestamp
 * 1496314658, with payment hash 0001020304050607080900010203040506070809000102030405060708090102.
 */
const SPEC_TIMESTAMP = 1_496_314_658;
const SPEC_PAYMENT_HASH = '0001020304050607080900010203040506070809000102030405060708090102';
/** "Please make a donation of any amount using payment_hash ... to me": no amount, d field. */
const DONATION =
  'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap9us6v52vjjsrvywa6rt52cm9r9zqt8r2t7mlcwspyetp5h2tztugp9lfyql';
/** The same invoice in the spec's older revision (no payment secret or feature bits). */
const DONATION_LEGACY =
  'lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq8rkx3yf5tcsyz3d73gafnh3cax9rn449d9p5uxz9ezhhypd0elx87sjle52x86fux2ypatgddc6k63n7erqz25le42c4u4ecky03ylcqca784w';
/** "Please send $3 for a cup of coffee to the same peer, within one minute": 2500u, "1 cup coffee", x = 60. */
const COFFEE =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh';
/** "Now send $24 for an entire list of things (hashed)": 20m with an h field. */
const HASHED =
  'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqs9qrsgq7ea976txfraylvgzuxs8kgcw23ezlrszfnh8r6qtfpr6cxga50aj6txm9rxrydzd06dfeawfk6swupvz4erwnyutnjq7x39ymw6j38gp7ynn44';
/** "The same, on testnet, with a fallback address": lntb, with an f field to skip. */
const TESTNET_HASHED =
  'lntb20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfpp3x9et2e20v6pu37c5d9vax37wxq72un989qrsgqdj545axuxtnfemtpwkc45hx9d2ft7x04mt8q7y6t0k2dge9e7h8kpy9p34ytyslj3yu569aalz2xdk8xkd7ltxqld94u8h2esmsmacgpghe9k8';
/** The description the HASHED vectors commit to. */
const SHOPPING_LIST =
  'One piece of chocolate cake, one icecream cone, one pickle, one slice of swiss cheese, one slice of salami, one lollypop, one piece of cherry pie, one sausage, one cupcake, and one slice of watermelon';

/** An invoice built from its parts: 35-bit timestamp, tagged fields, and 104 signature words (not a real signature). */
function invoice(hrp: string, timestamp: number, fields: [number, number[]][]): string {
  const words: number[] = [];
  for (let shift = 30; shift >= 0; shift -= 5) words.push(Math.floor(timestamp / 2 ** shift) % 32);
  for (const [type, data] of fields) words.push(type, data.length >> 5, data.length & 31, ...data);
  words.push(...Array.from({ length: 104 }, (_, index) => index % 32));
  return bech32.encode(hrp, words, 10_000);
}

/** The words of a real invoice under another human-readable part (a fresh checksum). */
function withHrp(pr: string, hrp: string): string {
  return bech32.encode(hrp, bech32.decode(pr as `${string}1${string}`, 10_000).words, 10_000);
}

const HASH = Uint8Array.from({ length: 32 }, (_, index) => index);
const text = (value: string) => bech32.toWords(new TextEncoder().encode(value));

describe('decodeInvoice on the BOLT #11 test vectors', () => {
  it('reads the donation invoice: no amount, a description, the payment hash', () => {
    expect(decodeInvoice(DONATION)).toEqual({
      network: 'bc',
      timestamp: SPEC_TIMESTAMP,
      paymentHash: SPEC_PAYMENT_HASH,
      description: 'Please consider supporting this project',
    });
    expect(decodeInvoice(DONATION_LEGACY)).toEqual(decodeInvoice(DONATION));
  });

  it('reads the coffee invoice: 2500u is 250,000,000 msat, expiry 60 s', () => {
    expect(decodeInvoice(COFFEE)).toEqual({
      network: 'bc',
      amountMsat: 250_000_000,
      timestamp: SPEC_TIMESTAMP,
      paymentHash: SPEC_PAYMENT_HASH,
      description: '1 cup coffee',
      expiry: 60,
    });
  });

  it('reads a description hash that is the SHA-256 of the description', () => {
    const expected = {
      network: 'bc',
      amountMsat: 2_000_000_000,
      timestamp: SPEC_TIMESTAMP,
      paymentHash: SPEC_PAYMENT_HASH,
      descriptionHash: bytesToHex(sha256(new TextEncoder().encode(SHOPPING_LIST))),
    };
    expect(expected.descriptionHash).toBe('3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1');
    expect(decodeInvoice(HASHED)).toEqual(expected);
    expect(decodeInvoice(TESTNET_HASHED)).toEqual({ ...expected, network: 'tb' });
  });

  it('takes upper case and a lightning: prefix, and surrounding space', () => {
    expect(decodeInvoice(COFFEE.toUpperCase())).toEqual(decodeInvoice(COFFEE));
    expect(decodeInvoice(`lightning:${COFFEE}`)).toEqual(decodeInvoice(COFFEE));
    expect(decodeInvoice(`LIGHTNING:${COFFEE.toUpperCase()}\n`)).toEqual(decodeInvoice(COFFEE));
  });

  it('refuses a spec vector with a broken checksum or in mixed case', () => {
    expect(decodeInvoice(`${COFFEE.slice(0, -1)}${COFFEE.endsWith('q') ? 'p' : 'q'}`)).toBeUndefined();
    expect(decodeInvoice(COFFEE.slice(0, 40) + COFFEE.slice(40).toUpperCase())).toBeUndefined();
    expect(decodeInvoice(COFFEE.slice(1))).toBeUndefined();
  });
});

describe('decodeInvoice amounts', () => {
  it('reads every multiplier and the whole-bitcoin amount', () => {
    expect(decodeInvoice(invoice('lnbc20m', 1, []))?.amountMsat).toBe(2_000_000_000);
    expect(decodeInvoice(invoice('lnbc2500u', 1, []))?.amountMsat).toBe(250_000_000);
    expect(decodeInvoice(invoice('lnbcrt210n', 1, []))?.amountMsat).toBe(21_000);
    expect(decodeInvoice(invoice('lnbc210000p', 1, []))?.amountMsat).toBe(21_000);
    expect(decodeInvoice(invoice('lnbc10p', 1, []))?.amountMsat).toBe(1);
    expect(decodeInvoice(invoice('lntb1', 1, []))?.amountMsat).toBe(100_000_000_000);
    expect(decodeInvoice(invoice('lnbc', 1, []))?.amountMsat).toBeUndefined();
  });

  it('reads every network', () => {
    for (const network of ['bc', 'tb', 'bcrt', 'tbs'])
      expect(decodeInvoice(invoice(`ln${network}1u`, 1, []))).toEqual({ network, amountMsat: 100_000, timestamp: 1 });
  });

  it('refuses pico amounts that are not whole msat, unknown multipliers, leading zeros and unsafe numbers', () => {
    expect(decodeInvoice(withHrp(COFFEE, 'lnbc2500000001p'))).toBeUndefined();
    expect(decodeInvoice(invoice('lnbc11p', 1, []))).toBeUndefined();
    expect(decodeInvoice(withHrp(COFFEE, 'lnbc2500x'))).toBeUndefined();
    expect(decodeInvoice(invoice('lnbc0u', 1, []))).toBeUndefined();
    expect(decodeInvoice(invoice('lnbc025u', 1, []))).toBeUndefined();
    expect(decodeInvoice(invoice('lnbc999999999999', 1, []))).toBeUndefined();
  });

  it('refuses other prefixes', () => {
    for (const hrp of ['lnxy1u', 'ln1u', 'lnbcu', 'npub', 'bc', 'xlnbc1u']) expect(decodeInvoice(invoice(hrp, 1, [])), hrp).toBeUndefined();
  });
});

describe('decodeInvoice fields', () => {
  it('reads the timestamp, payment hash, description hash and expiry', () => {
    const pr = invoice('lnbcrt210n', 1_700_000_000, [
      [1, bech32.toWords(HASH)],
      [23, bech32.toWords(HASH.slice().reverse())],
      [6, [3, 16, 16]],
    ]);
    expect(decodeInvoice(pr)).toEqual({
      network: 'bcrt',
      amountMsat: 21_000,
      timestamp: 1_700_000_000,
      paymentHash: bytesToHex(HASH),
      descriptionHash: bytesToHex(HASH.slice().reverse()),
      expiry: 3600,
    });
  });

  it('reads the largest 35-bit timestamp', () => {
    expect(decodeInvoice(invoice('lnbc', 2 ** 35 - 1, []))?.timestamp).toBe(2 ** 35 - 1);
  });

  it('reads a UTF-8 description', () => {
    expect(decodeInvoice(invoice('lnbc1u', 5, [[13, text('Zap ⚡ für dich')]]))?.description).toBe('Zap ⚡ für dich');
    expect(decodeInvoice(invoice('lnbc1u', 5, [[13, []]]))?.description).toBe('');
  });

  it('skips p and h fields that are not 52 words, and unknown fields', () => {
    const pr = invoice('lnbc1u', 1, [
      [1, bech32.toWords(HASH.slice(1))],
      [23, [...bech32.toWords(HASH), 0]],
      [9, [0, 1, 2]],
      [31, [7]],
    ]);
    expect(decodeInvoice(pr)).toEqual({ network: 'bc', amountMsat: 100_000, timestamp: 1 });
  });

  it('keeps the first of a repeated field, so a second description hash cannot replace it', () => {
    const other = sha256(new TextEncoder().encode('other'));
    const pr = invoice('lnbc1u', 1, [
      [23, bech32.toWords(HASH)],
      [23, bech32.toWords(other)],
      [13, text('a')],
      [13, text('b')],
    ]);
    expect(decodeInvoice(pr)).toMatchObject({ descriptionHash: bytesToHex(HASH), description: 'a' });
  });

  it('skips an expiry too long to be an exact number', () => {
    expect(decodeInvoice(invoice('lnbc1u', 1, [[6, Array.from({ length: 11 }, () => 31)]]))?.expiry).toBeUndefined();
    expect(decodeInvoice(invoice('lnbc1u', 1, [[6, Array.from({ length: 10 }, () => 31)]]))?.expiry).toBe(2 ** 50 - 1);
  });
});

describe('decodeInvoice refusals', () => {
  it('refuses what is not bech32 or too short to hold a timestamp and signature', () => {
    for (const value of ['', 'lnbc1', 'hello', 'lnbc1qqqq', invoice('lnbc1u', 1, []).slice(0, 30)])
      expect(decodeInvoice(value), value).toBeUndefined();
    expect(
      decodeInvoice(
        bech32.encode(
          'lnbc1u',
          Array.from({ length: 110 }, () => 0),
          10_000,
        ),
      ),
    ).toBeUndefined();
    expect(decodeInvoice(`lnbc1${'q'.repeat(8000)}`)).toBeUndefined();
    expect(decodeInvoice(undefined as unknown as string)).toBeUndefined();
  });

  it('refuses a field that says it runs past the signature', () => {
    const words = [...Array.from({ length: 7 }, () => 0), 1, 1, 20, 0, 0, 0, ...Array.from({ length: 104 }, () => 0)];
    expect(decodeInvoice(bech32.encode('lnbc1u', words, 10_000))).toBeUndefined();
  });

  it('refuses a field header cut short before the signature', () => {
    const words = [...Array.from({ length: 7 }, () => 0), 13, 0, ...Array.from({ length: 104 }, () => 0)];
    expect(decodeInvoice(bech32.encode('lnbc1u', words, 10_000))).toBeUndefined();
  });
});
