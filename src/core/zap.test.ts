import { bech32 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import { describe, expect, it } from 'vitest';
import { ZAP_REQUEST_KIND } from './kinds';
import type { NostrEvent } from './types';
import {
  ZAP_AMOUNT_MSAT,
  ZAP_COMMENT,
  ZAP_ERRORS,
  checkInvoice,
  invoiceRequestUrl,
  lnurlEncode,
  lnurlPayUrl,
  parseInvoiceResponse,
  parsePayDocument,
  zapRequestTemplate,
} from './zap';

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
/** LUD-01's example: this URL and its lnurl. */
const LUD01_URL = 'https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df';
const LUD01_LNURL =
  'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS';
/** Any bech32 string under another prefix. */
const otherBech32 = (prefix: string, url: string) => bech32.encode(prefix, bech32.toWords(new TextEncoder().encode(url)), 2000);

describe('constants', () => {
  it('are the docs/session-and-actions.md and docs/constants.md values', () => {
    expect(ZAP_AMOUNT_MSAT).toBe(21_000);
    expect(ZAP_COMMENT).toBe('Nice!');
    expect(ZAP_REQUEST_KIND).toBe(9734);
    expect(ZAP_ERRORS).toEqual({ noPaymentExtension: 'No payment extension found', noInvoice: 'No invoice found' });
  });
});

describe('lnurlEncode', () => {
  it('encodes the LUD-01 example', () => {
    expect(lnurlEncode(LUD01_URL)).toBe(LUD01_LNURL.toLowerCase());
  });
});

describe('lnurlPayUrl', () => {
  it('turns a lightning address into its well-known https endpoint (LUD-16)', () => {
    expect(lnurlPayUrl({ lud16: 'Alice@Pay.Example' })).toBe('https://pay.example/.well-known/lnurlp/alice');
    expect(lnurlPayUrl({ lud16: ' tips+diorama@pay.example ' })).toBe('https://pay.example/.well-known/lnurlp/tips+diorama');
    expect(lnurlPayUrl({ lud16: 'bob@xn--bcher-kva.example' })).toBe('https://xn--bcher-kva.example/.well-known/lnurlp/bob');
  });

  it('decodes a bech32 lud06 to its https URL, in either case and with a lightning: prefix (LUD-01)', () => {
    expect(lnurlPayUrl({ lud06: LUD01_LNURL })).toBe(LUD01_URL);
    expect(lnurlPayUrl({ lud06: `lightning:${LUD01_LNURL.toLowerCase()}` })).toBe(LUD01_URL);
    expect(lnurlPayUrl({ lud06: lnurlEncode('https://pay.example/lnurlp/bob') })).toBe('https://pay.example/lnurlp/bob');
  });

  it('prefers lud16, and falls back to lud06 when lud16 is broken', () => {
    const lud06 = lnurlEncode('https://pay.example/lnurlp/bob');
    expect(lnurlPayUrl({ lud06, lud16: 'carol@pay.example' })).toBe('https://pay.example/.well-known/lnurlp/carol');
    expect(lnurlPayUrl({ lud06, lud16: 'not an address' })).toBe('https://pay.example/lnurlp/bob');
  });

  it('takes no lightning address that is not name@public-domain', () => {
    for (const lud16 of [
      '',
      'nobody',
      '@pay.example',
      'a@',
      'a@localhost',
      'a@127.0.0.1',
      'a@pay.example:8443',
      'a@pay.example/path',
      '<script>@x.example',
      'a b@pay.example',
      'a@b@pay.example',
      `${'a'.repeat(65)}@pay.example`,
    ]) {
      expect(lnurlPayUrl({ lud16 }), lud16).toBeUndefined();
    }
  });

  it('takes no lud06 that is not an https lnurl', () => {
    const bad = [
      lnurlEncode('http://pay.example/x'),
      lnurlEncode('javascript:alert(1)'),
      lnurlEncode('https://user:pass@pay.example/x'),
      lnurlEncode('not a url'),
      otherBech32('npub', 'https://pay.example/x'),
      'lnurl1broken',
      'https://pay.example/lnurlp/bob',
      LUD01_LNURL.slice(0, -1),
    ];
    for (const lud06 of bad) expect(lnurlPayUrl({ lud06 }), lud06).toBeUndefined();
  });

  it('gives nothing without an address, or for values that are not strings, without throwing', () => {
    expect(lnurlPayUrl({})).toBeUndefined();
    expect(lnurlPayUrl({ lud16: 5, lud06: null } as unknown as { lud16: string })).toBeUndefined();
  });
});

describe('parsePayDocument', () => {
  const document = {
    tag: 'payRequest',
    callback: 'https://pay.example/cb',
    minSendable: 1000,
    maxSendable: 1e8,
    allowsNostr: true,
    nostrPubkey: 'a'.repeat(64),
    metadata: '[]',
  };

  it('reads the callback, limits and NIP-57 fields', () => {
    expect(parsePayDocument(document)).toEqual({
      callback: 'https://pay.example/cb',
      minSendable: 1000,
      maxSendable: 1e8,
      allowsNostr: true,
      nostrPubkey: 'a'.repeat(64),
    });
  });

  it('reads commentAllowed (LUD-12) and lowercases the zapper key', () => {
    expect(parsePayDocument({ ...document, commentAllowed: 255, nostrPubkey: 'A'.repeat(64) })).toMatchObject({
      commentAllowed: 255,
      nostrPubkey: 'a'.repeat(64),
    });
    expect(parsePayDocument({ ...document, commentAllowed: -1 })?.commentAllowed).toBeUndefined();
  });

  it('takes allowsNostr only when it is true', () => {
    expect(parsePayDocument({ ...document, allowsNostr: 'true' })?.allowsNostr).toBe(false);
    const plain = { tag: 'payRequest', callback: 'https://pay.example/cb', minSendable: 1000, maxSendable: 1e8, metadata: '[]' };
    expect(parsePayDocument(plain)).toEqual({
      callback: 'https://pay.example/cb',
      minSendable: 1000,
      maxSendable: 1e8,
      allowsNostr: false,
    });
  });

  it('refuses an error, another LNURL tag, a callback that is not https, or a broken range', () => {
    const bad: unknown[] = [
      { ...document, status: 'ERROR' },
      { ...document, tag: 'withdrawRequest' },
      { ...document, callback: 'http://pay.example/cb' },
      { ...document, callback: 'javascript:alert(1)' },
      { ...document, callback: 'https://user:pw@pay.example/cb' },
      { ...document, callback: 42 },
      { ...document, minSendable: '1000' },
      { ...document, minSendable: 0 },
      { ...document, minSendable: 1.5 },
      { ...document, maxSendable: undefined },
      { ...document, minSendable: 2000, maxSendable: 1000 },
      { ...document, maxSendable: Number.POSITIVE_INFINITY },
      'nope',
      null,
      [document],
    ];
    for (const json of bad) expect(parsePayDocument(json), JSON.stringify(json)).toBeUndefined();
  });

  it('does not take a zapper key that is not a key', () => {
    expect(parsePayDocument({ ...document, nostrPubkey: 'xyz' })?.nostrPubkey).toBeUndefined();
    expect(parsePayDocument({ ...document, nostrPubkey: 7 })?.nostrPubkey).toBeUndefined();
  });
});

describe('zapRequestTemplate', () => {
  const base = { recipient: 'b'.repeat(64), amountMsat: 21_000, comment: 'Nice!', lnurl: 'lnurl1x', now: 7 };

  it('is a kind 9734 request with at most 3 relays, the amount, lnurl, p, e and k', () => {
    const template = zapRequestTemplate({
      ...base,
      event: { id: 'c'.repeat(64), kind: 20 },
      relays: ['wss://1', 'wss://2', 'wss://3', 'wss://4'],
    });
    expect(template).toEqual({
      kind: 9734,
      content: 'Nice!',
      created_at: 7,
      tags: [
        ['relays', 'wss://1', 'wss://2', 'wss://3'],
        ['amount', '21000'],
        ['lnurl', 'lnurl1x'],
        ['p', 'b'.repeat(64)],
        ['e', 'c'.repeat(64)],
        ['k', '20'],
      ],
    });
  });

  it('has no e or k tag for a profile zap, and keeps fewer relays as they are', () => {
    expect(zapRequestTemplate({ ...base, relays: ['wss://1'] }).tags).toEqual([
      ['relays', 'wss://1'],
      ['amount', '21000'],
      ['lnurl', 'lnurl1x'],
      ['p', 'b'.repeat(64)],
    ]);
    expect(zapRequestTemplate({ ...base, relays: [] }).tags[0]).toEqual(['relays']);
  });
});

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
