import { sha256 } from '@noble/hashes/sha2';
import { bech32 } from '@scure/base';
import { finalizeEvent, getPublicKey } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { verifyEventSignature } from '../events/event-signature';
import type { NostrEvent } from '../types';
import { checkZapReceipt, zapRequestOf, type ZapReceiptExpectation } from './zap-receipt';

const key = (seed: string) => sha256(new TextEncoder().encode(seed));
const SERVER = key('lnurl server');
const STRANGER = key('someone else');
const ZAPPER = key('zapper');
const AUTHOR = getPublicKey(key('author'));
const POST = '1'.repeat(64);
const OTHER_POST = '2'.repeat(64);

const expected: ZapReceiptExpectation = { postId: POST, recipient: AUTHOR, serverKey: getPublicKey(SERVER) };

/**
 * A BOLT #11 invoice for `amount` (the human-readable part's amount and multiplier) with a
 * payment hash and, when given, the description hash of `description`. The signature is
 * zeros: the decoder does not check it (core/social/bolt11.ts).
 */
function invoice(amount: string, description?: string, payment = 7): string {
  const words = [0, 0, 0, 0, 0, 0, 1];
  words.push(1, 1, 20, ...bech32.toWords(new Uint8Array(32).fill(payment)));
  if (description !== undefined) words.push(23, 1, 20, ...bech32.toWords(sha256(new TextEncoder().encode(description))));
  words.push(...Array.from({ length: 104 }, () => 0));
  return bech32.encode(`lnbc${amount}`, words, 10_000);
}

interface RequestOptions {
  post?: string;
  recipient?: string;
  amountMsat?: number | string;
}

function zapRequest({ post = POST, recipient = AUTHOR, amountMsat = 21_000 }: RequestOptions = {}): NostrEvent {
  const tags = [
    ['relays', 'wss://relay.example'],
    ['p', recipient],
    ['e', post],
  ];
  if (amountMsat !== undefined) tags.push(['amount', String(amountMsat)]);
  return finalizeEvent({ kind: 9734, created_at: 1_700_000_000, content: 'Nice!', tags }, ZAPPER);
}

interface ReceiptOptions {
  request?: NostrEvent;
  description?: string;
  bolt11?: string | null;
  signer?: Uint8Array;
  post?: string;
}

function receipt({ request = zapRequest(), description, bolt11, signer = SERVER, post = POST }: ReceiptOptions = {}): NostrEvent {
  const json = description ?? JSON.stringify(request);
  const tags = [
    ['p', AUTHOR],
    ['e', post],
    ['description', json],
  ];
  const pr = bolt11 === undefined ? invoice('210n', json) : bolt11;
  if (pr !== null) tags.push(['bolt11', pr]);
  return finalizeEvent({ kind: 9735, created_at: 1_700_000_010, content: '', tags }, signer);
}

const check = (event: NostrEvent, expectation = expected) => checkZapReceipt(event, expectation, verifyEventSignature);

describe('checkZapReceipt', () => {
  it("counts a receipt signed by the recipient's LNURL server for a request that names this post, at the invoice's amount", () => {
    const request = zapRequest();
    const event = receipt({ request });
    expect(check(event)).toEqual({
      ok: true,
      zap: { receiptId: event.id, zapper: request.pubkey, amountMsat: 21_000, payment: '07'.repeat(32) },
    });
  });

  it('counts a request without an amount tag at the amount its invoice asks', () => {
    const result = check(receipt({ request: zapRequest({ amountMsat: undefined }), bolt11: undefined }));
    expect(result).toMatchObject({ ok: true, zap: { amountMsat: 21_000 } });
  });

  it('refuses a receipt signed by any other key, whatever it says', () => {
    expect(check(receipt({ signer: STRANGER }))).toEqual({ ok: false, reason: "not signed by the recipient's LNURL server" });
    // The zapper cannot receipt their own zap either.
    expect(check(receipt({ signer: ZAPPER })).ok).toBe(false);
  });

  it('refuses an invoice whose amount is not the one the zap request asked for', () => {
    const request = zapRequest({ amountMsat: 21_000 });
    const json = JSON.stringify(request);
    expect(check(receipt({ request, bolt11: invoice('10u', json) }))).toEqual({
      ok: false,
      reason: 'the invoice amount is not the amount the zapper asked for',
    });
    expect(check(receipt({ request: zapRequest({ amountMsat: '21000.0' }) })).ok).toBe(false);
    expect(check(receipt({ request: zapRequest({ amountMsat: '-21000' }) })).ok).toBe(false);
  });

  it('refuses a receipt for another post, or whose zap request names another post or recipient', () => {
    expect(check(receipt({ post: OTHER_POST }))).toEqual({ ok: false, reason: 'the receipt names another post' });
    expect(check(receipt({ request: zapRequest({ post: OTHER_POST }) }))).toEqual({
      ok: false,
      reason: 'the zap request names another post',
    });
    expect(check(receipt({ request: zapRequest({ recipient: getPublicKey(STRANGER) }) }))).toEqual({
      ok: false,
      reason: 'the zap request names another recipient',
    });
    // A receipt checked for the other post is still not that post's.
    expect(check(receipt(), { ...expected, postId: OTHER_POST }).ok).toBe(false);
  });

  it('refuses a zap request naming two posts, even when one is this one', () => {
    const request = finalizeEvent(
      {
        kind: 9734,
        created_at: 1,
        content: '',
        tags: [
          ['p', AUTHOR],
          ['e', POST],
          ['e', OTHER_POST],
        ],
      },
      ZAPPER,
    );
    expect(check(receipt({ request })).ok).toBe(false);
  });

  it('refuses a description that is not a signed zap request', () => {
    const noRequest = { ok: false, reason: 'no zap request in the description' };
    expect(check(receipt({ description: '{not json' }))).toEqual(noRequest);
    expect(check(receipt({ description: '' }))).toEqual(noRequest);
    expect(check(receipt({ description: JSON.stringify({ kind: 9734 }) }))).toEqual(noRequest);
    const note = finalizeEvent(
      {
        kind: 1,
        created_at: 1,
        content: '',
        tags: [
          ['p', AUTHOR],
          ['e', POST],
        ],
      },
      ZAPPER,
    );
    expect(check(receipt({ request: note }))).toEqual(noRequest);
    const request = zapRequest();
    const altered = { ...request, tags: [...request.tags, ['amount', '1']] };
    expect(check(receipt({ request: altered }))).toEqual({ ok: false, reason: 'the zap request is not signed by its author' });
  });

  it('refuses a receipt without an invoice, or whose invoice has no amount or is for another request', () => {
    expect(check(receipt({ bolt11: null }))).toEqual({ ok: false, reason: 'no invoice' });
    expect(check(receipt({ bolt11: 'lnbc1notaninvoice' }))).toEqual({ ok: false, reason: 'no invoice' });
    expect(check(receipt({ request: zapRequest({ amountMsat: undefined }), bolt11: invoice('') }))).toEqual({
      ok: false,
      reason: 'the invoice has no amount',
    });
    expect(check(receipt({ bolt11: invoice('210n', JSON.stringify(zapRequest({ post: OTHER_POST }))) }))).toEqual({
      ok: false,
      reason: 'the invoice is for another zap request',
    });
  });

  it('refuses anything but a zap receipt', () => {
    expect(check({ ...receipt(), kind: 7 })).toEqual({ ok: false, reason: 'not a zap receipt' });
  });
});

describe('zapRequestOf', () => {
  it('reads the zap request from the description tag, and nothing from an oversized one', () => {
    const request = zapRequest();
    expect(zapRequestOf(receipt({ request }))?.request).toEqual(JSON.parse(JSON.stringify(request)));
    const padded = JSON.stringify({ ...request, content: 'x'.repeat(20_000) });
    expect(zapRequestOf(receipt({ description: padded }))).toBeUndefined();
  });
});
