import { bech32 } from '@scure/base';
import { bytesToHex } from '@noble/hashes/utils';
import { describe, expect, it } from 'vitest';
import { decodeInvoice } from './bolt11';

/** A BOLT #11 invoice from its parts: 35-bit timestamp, tagged fields, and 104 signature words (not a real signature). */
function invoice(hrp: string, timestamp: number, fields: [number, number[]][]): string {
  const words: number[] = [];
  for (let shift = 30; shift >= 0; shift -= 5) words.push(Math.floor(timestamp / 2 ** shift) % 32);
  for (const [type, data] of fields) words.push(type, data.length >> 5, data.length & 31, ...data);
  words.push(...Array.from({ length: 104 }, (_, index) => index % 32));
  return bech32.encode(hrp, words, 10_000);
}

const HASH = Uint8Array.from({ length: 32 }, (_, index) => index);

describe('decodeInvoice', () => {
  it('reads the amount, timestamp, payment hash and description hash', () => {
    const pr = invoice('lnbcrt210n', 1_700_000_000, [[1, bech32.toWords(HASH)], [23, bech32.toWords(HASH.slice().reverse())], [6, [3, 16, 16]]]);
    expect(decodeInvoice(pr)).toEqual({
      network: 'bcrt',
      amountMsat: 21_000,
      timestamp: 1_700_000_000,
      paymentHash: bytesToHex(HASH),
      descriptionHash: bytesToHex(HASH.slice().reverse()),
      expiry: 3600,
    });
  });

  it('reads every multiplier, and an invoice without an amount', () => {
    expect(decodeInvoice(invoice('lnbc2500u', 1, []))?.amountMsat).toBe(250_000_000);
    expect(decodeInvoice(invoice('lnbc20m', 1, []))?.amountMsat).toBe(2_000_000_000);
    expect(decodeInvoice(invoice('lntb1', 1, []))?.amountMsat).toBe(100_000_000_000);
    expect(decodeInvoice(invoice('lnbc210000p', 1, []))?.amountMsat).toBe(21_000);
    expect(decodeInvoice(invoice('lnbc', 1, []))?.amountMsat).toBeUndefined();
  });

  it('reads a plain description, in either case and with a lightning: prefix', () => {
    const pr = invoice('lnbc1u', 5, [[13, bech32.toWords(new TextEncoder().encode('1 cup coffee'))]]);
    expect(decodeInvoice(`lightning:${pr.toUpperCase()}`)?.description).toBe('1 cup coffee');
  });

  it('refuses what is not an invoice', () => {
    expect(decodeInvoice('lnbc1')).toBeUndefined();
    expect(decodeInvoice(invoice('lnbc1x', 1, []))).toBeUndefined();
    expect(decodeInvoice(invoice('lnbc11p', 1, []))).toBeUndefined();
    expect(decodeInvoice(invoice('npub', 1, []))).toBeUndefined();
    const pr = invoice('lnbc1u', 1, []);
    expect(decodeInvoice(`${pr.slice(0, -1)}${pr.endsWith('q') ? 'p' : 'q'}`)).toBeUndefined();
  });

  it('refuses a field that says it runs past the signature', () => {
    const words = [...Array.from({ length: 7 }, () => 0), 1, 1, 20, 0, 0, 0, ...Array.from({ length: 104 }, () => 0)];
    expect(decodeInvoice(bech32.encode('lnbc1u', words, 10_000))).toBeUndefined();
  });
});
