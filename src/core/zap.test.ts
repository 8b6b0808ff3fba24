import { bech32 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import { describe, expect, it } from 'vitest';
import type { NostrEvent } from './types';
import {
  checkInvoice,
  invoiceRequestUrl,
  lnurlEncode,
  lnurlPayUrl,
  parseInvoiceResponse,
  parsePayDocument,
  zapRequestTemplate,
} from './zap';

/** An invoice for `hrp` with a description hash field (h) and a dummy signature. */
function invoice(hrp: string, descriptionHash?: Uint8Array): string {
  const words = [0, 0, 0, 0, 0, 0, 1];
  if (descriptionHash) words.push(23, 1, 20, ...bech32.toWords(descriptionHash));
  words.push(...Array.from({ length: 104 }, () => 0));
  return bech32.encode(hrp, words, 10_000);
}

describe('lnurlPayUrl', () => {
  it('turns a lightning address into its well-known https endpoint (LUD-16)', () => {
    expect(lnurlPayUrl({ lud16: 'Alice@Pay.Example' })).toBe('https://pay.example/.well-known/lnurlp/alice');
  });

  it('decodes a bech32 lud06 to its https URL, and prefers lud16', () => {
    const lud06 = lnurlEncode('https://pay.example/lnurlp/bob');
    expect(lnurlPayUrl({ lud06 })).toBe('https://pay.example/lnurlp/bob');
    expect(lnurlPayUrl({ lud06, lud16: 'carol@pay.example' })).toBe('https://pay.example/.well-known/lnurlp/carol');
  });

  it('takes nothing that is not https or not an address', () => {
    for (const profile of [{}, { lud16: 'nobody' }, { lud16: 'a@localhost' }, { lud16: '<script>@x.example' }, { lud06: lnurlEncode('http://pay.example/x') }, { lud06: lnurlEncode('javascript:alert(1)') }, { lud06: 'lnurl1broken' }]) {
      expect(lnurlPayUrl(profile), JSON.stringify(profile)).toBeUndefined();
    }
  });
});

describe('parsePayDocument', () => {
  const document = { tag: 'payRequest', callback: 'https://pay.example/cb', minSendable: 1000, maxSendable: 1e8, allowsNostr: true, nostrPubkey: 'a'.repeat(64), metadata: '[]' };

  it('reads the callback, limits and NIP-57 fields', () => {
    expect(parsePayDocument(document)).toEqual({ callback: 'https://pay.example/cb', minSendable: 1000, maxSendable: 1e8, allowsNostr: true, nostrPubkey: 'a'.repeat(64) });
  });

  it('refuses an error, an http callback or missing limits', () => {
    expect(parsePayDocument({ ...document, status: 'ERROR' })).toBeUndefined();
    expect(parsePayDocument({ ...document, callback: 'http://pay.example/cb' })).toBeUndefined();
    expect(parsePayDocument({ ...document, minSendable: '1000' })).toBeUndefined();
    expect(parsePayDocument('nope')).toBeUndefined();
  });

  it('does not take a zapper key that is not a key', () => {
    expect(parsePayDocument({ ...document, nostrPubkey: 'xyz' })?.nostrPubkey).toBeUndefined();
  });
});

describe('zapRequestTemplate and invoiceRequestUrl', () => {
  const template = zapRequestTemplate({ recipient: 'b'.repeat(64), event: { id: 'c'.repeat(64), kind: 20 }, amountMsat: 21_000, comment: 'Nice!', relays: ['wss://1', 'wss://2', 'wss://3', 'wss://4'], lnurl: 'lnurl1x', now: 7 });

  it('is a kind 9734 request with at most 3 relays, the amount, lnurl, p, e and k', () => {
    expect(template).toEqual({
      kind: 9734,
      content: 'Nice!',
      created_at: 7,
      tags: [['relays', 'wss://1', 'wss://2', 'wss://3'], ['amount', '21000'], ['lnurl', 'lnurl1x'], ['p', 'b'.repeat(64)], ['e', 'c'.repeat(64)], ['k', '20']],
    });
  });

  it('goes to the callback as JSON, keeping the callback\'s own query', () => {
    const signed: NostrEvent = { ...template, id: 'd'.repeat(64), pubkey: 'e'.repeat(64), sig: 'f'.repeat(128) };
    const url = new URL(invoiceRequestUrl('https://pay.example/cb?user=alice', 21_000, signed, 'lnurl1x'));
    expect(url.searchParams.get('user')).toBe('alice');
    expect(url.searchParams.get('amount')).toBe('21000');
    expect(JSON.parse(url.searchParams.get('nostr') ?? '')).toEqual(signed);
    expect(url.searchParams.get('lnurl')).toBe('lnurl1x');
  });
});

describe('parseInvoiceResponse', () => {
  it('reads pr, and nothing from an error', () => {
    expect(parseInvoiceResponse({ pr: 'lnbc1', routes: [] })).toBe('lnbc1');
    expect(parseInvoiceResponse({ status: 'ERROR', reason: 'no', pr: 'lnbc1' })).toBeUndefined();
    expect(parseInvoiceResponse({ pr: 5 })).toBeUndefined();
  });
});

describe('checkInvoice', () => {
  const request = '{"kind":9734}';
  const hash = sha256(new TextEncoder().encode(request));

  it('passes the zap\'s amount with the zap request\'s description hash', () => {
    expect(checkInvoice(invoice('lnbc210n', hash), { amountMsat: 21_000, zapRequestJson: request })).toEqual({ ok: true });
  });

  it('refuses another amount, another description hash, or no invoice at all', () => {
    expect(checkInvoice(invoice('lnbc2100n', hash), { amountMsat: 21_000, zapRequestJson: request }).ok).toBe(false);
    expect(checkInvoice(invoice('lnbc', hash), { amountMsat: 21_000, zapRequestJson: request }).ok).toBe(false);
    expect(checkInvoice(invoice('lnbc210n', sha256(new TextEncoder().encode('other'))), { amountMsat: 21_000, zapRequestJson: request })).toEqual({ ok: false, reason: 'description hash is not the zap request' });
    expect(checkInvoice('not an invoice', { amountMsat: 21_000, zapRequestJson: request }).ok).toBe(false);
  });
});
