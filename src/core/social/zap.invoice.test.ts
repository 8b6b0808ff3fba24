/** The invoice half of a zap (NIP-57, LUD-06): asking the callback, reading its answer, checking the invoice. */
import { bech32 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import { describe, expect, it } from 'vitest';
import type { NostrEvent } from '../types';
import { checkInvoice, invoiceRequestUrl, parseInvoiceResponse, zapRequestTemplate } from './zap';

/** An invoice for `hrp` with an optional description hash field (h) and a dummy signature. */
function invoice(hrp: string, descriptionHash?: Uint8Array): string {
  const words = [0, 0, 0, 0, 0, 0, 1];
  if (descriptionHash) words.push(23, 1, 20, ...bech32.toWords(descriptionHash));
  words.push(...Array.from({ length: 104 }, () => 0));
  return bech32.encode(hrp, words, 10_000);
}

/** BOLT #11 test vector "Now send $24 for an entire list of things (hashed)": 20m, h = sha256 of SHOPPING_LIST. */
const SPEC_HASHED =
  'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqs9qrsgq7ea976txfraylvgzuxs8kgcw23ezlrszfnh8r6qtfpr6cxga50aj6txm9rxrydzd06dfeawfk6swupvz4erwnyutnjq7x39ymw6j38gp7ynn44';
const SHOPPING_LIST =
  'One piece of chocolate cake, one icecream cone, one pickle, one slice of swiss cheese, one slice of salami, one lollypop, one piece of cherry pie, one sausage, one cupcake, and one slice of watermelon';
/** BOLT #11 test vector "1 cup coffee": 2500u, a plain description and no description hash. */
const SPEC_COFFEE =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh';
describe('invoiceRequestUrl', () => {
  const template = zapRequestTemplate({
    recipient: 'b'.repeat(64),
    amountMsat: 21_000,
    comment: 'Nice one & more+',
    relays: ['wss://1'],
    lnurl: 'lnurl1x',
    now: 7,
  });
  const signed: NostrEvent = { ...template, id: 'd'.repeat(64), pubkey: 'e'.repeat(64), sig: 'f'.repeat(128) };

  it("adds amount, the zap request JSON and lnurl, keeping the callback's own query", () => {
    const url = new URL(invoiceRequestUrl('https://pay.example/cb?user=alice', 21_000, signed, 'lnurl1x'));
    expect(url.origin + url.pathname).toBe('https://pay.example/cb');
    expect(url.searchParams.get('user')).toBe('alice');
    expect(url.searchParams.get('amount')).toBe('21000');
    expect(url.searchParams.get('nostr')).toBe(JSON.stringify(signed));
    expect(url.searchParams.get('lnurl')).toBe('lnurl1x');
  });

  it('percent-encodes the JSON so a plain decoder reads it back exactly', () => {
    const raw = invoiceRequestUrl('https://pay.example/cb', 21_000, signed, 'lnurl1x');
    const nostr = /[?&]nostr=([^&]*)/.exec(raw)?.[1] ?? '';
    expect(nostr).not.toContain('+');
    expect(decodeURIComponent(nostr)).toBe(JSON.stringify(signed));
  });

  it('replaces parameters of the same names and drops a fragment', () => {
    const url = new URL(invoiceRequestUrl('https://pay.example/cb?amount=1&k=v#frag', 21_000, signed, 'lnurl1x'));
    expect(url.searchParams.getAll('amount')).toEqual(['21000']);
    expect(url.searchParams.get('k')).toBe('v');
    expect(url.hash).toBe('');
  });
});

describe('parseInvoiceResponse', () => {
  it('reads pr', () => {
    expect(parseInvoiceResponse({ pr: 'lnbc1', routes: [] })).toBe('lnbc1');
    expect(parseInvoiceResponse({ pr: ' lnbc1\n' })).toBe('lnbc1');
  });

  it('reads nothing from an error, a missing, empty, huge or non-string pr, or a non-object', () => {
    for (const json of [
      { status: 'ERROR', reason: 'no', pr: 'lnbc1' },
      { pr: 5 },
      { pr: '' },
      { pr: '  ' },
      { pr: `lnbc1${'q'.repeat(8000)}` },
      {},
      null,
      'lnbc1',
      [{ pr: 'lnbc1' }],
    ]) {
      expect(parseInvoiceResponse(json), JSON.stringify(json)?.slice(0, 40)).toBeUndefined();
    }
  });
});

describe('checkInvoice', () => {
  const request = '{"kind":9734}';
  const hash = sha256(new TextEncoder().encode(request));

  it("passes the zap's amount with the zap request's description hash", () => {
    expect(checkInvoice(invoice('lnbc210n', hash), { amountMsat: 21_000, zapRequestJson: request })).toEqual({ ok: true });
  });

  it('passes a BOLT #11 test vector whose description hash is the hashed text', () => {
    expect(checkInvoice(SPEC_HASHED, { amountMsat: 2_000_000_000, zapRequestJson: SHOPPING_LIST })).toEqual({ ok: true });
    expect(checkInvoice(SPEC_HASHED, { amountMsat: 2_000_000_000, zapRequestJson: `${SHOPPING_LIST}.` })).toEqual({
      ok: false,
      reason: 'description hash is not the zap request',
    });
  });

  it('passes an invoice without a description hash when the amount matches', () => {
    expect(checkInvoice(SPEC_COFFEE, { amountMsat: 250_000_000, zapRequestJson: request })).toEqual({ ok: true });
    expect(checkInvoice(SPEC_COFFEE, { amountMsat: 21_000, zapRequestJson: request }).ok).toBe(false);
  });

  it('refuses another amount, no amount, another description hash, or no invoice at all', () => {
    expect(checkInvoice(invoice('lnbc2100n', hash), { amountMsat: 21_000, zapRequestJson: request })).toEqual({
      ok: false,
      reason: 'amount 210000 msat instead of 21000',
    });
    expect(checkInvoice(invoice('lnbc', hash), { amountMsat: 21_000, zapRequestJson: request })).toEqual({
      ok: false,
      reason: 'the invoice has no amount',
    });
    expect(
      checkInvoice(invoice('lnbc210n', sha256(new TextEncoder().encode('other'))), { amountMsat: 21_000, zapRequestJson: request }),
    ).toEqual({ ok: false, reason: 'description hash is not the zap request' });
    expect(checkInvoice('not an invoice', { amountMsat: 21_000, zapRequestJson: request })).toEqual({
      ok: false,
      reason: 'not a lightning invoice',
    });
    expect(checkInvoice('', { amountMsat: 21_000, zapRequestJson: request }).ok).toBe(false);
  });
});
