import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { ZAP_REQUEST_KIND } from '../events/kinds';
import { ZAP_AMOUNT_MSAT, ZAP_COMMENT, ZAP_ERRORS, lnurlEncode, lnurlPayUrl, parsePayDocument, zapRequestTemplate } from './zap';

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
