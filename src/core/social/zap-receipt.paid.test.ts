import { bech32 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import { finalizeEvent, generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import type { NostrEvent } from '../types';
import { checkPaidZapReceipt as check, type PaidZap } from './zap-receipt';

const checkZapReceipt = (event: NostrEvent, zap: PaidZap) =>
  check(event, zap, (request) => verifyEvent({ ...request, sig: request.sig ?? '' }));

const server = generateSecretKey();
const zapper = generateSecretKey();
const POST = 'c'.repeat(64);
const AUTHOR = 'a'.repeat(64);

function zapRequest(overrides: { amount?: string; post?: string } = {}): NostrEvent {
  return finalizeEvent(
    {
      kind: 9734,
      created_at: 1_700_000_000,
      content: 'Nice!',
      tags: [
        ['relays', 'wss://relay.example'],
        ['amount', overrides.amount ?? '210000'],
        ['p', AUTHOR],
        ['e', overrides.post ?? POST],
      ],
    },
    zapper,
  );
}

/**
 * An invoice of `amountMsat` (a multiple of 100) whose description hash (h) is the
 * description's and whose payment hash (p) differs per description, with a dummy
 * signature: the check reads invoices, the paying wallet verifies them (core/social/bolt11.ts).
 */
function invoiceFor(description: string, amountMsat = 210_000): string {
  const hash = (text: string) => bech32.toWords(sha256(new TextEncoder().encode(text)));
  const words = [0, 0, 0, 0, 0, 0, 1];
  words.push(1, 1, 20, ...hash(`${description}${amountMsat}`), 23, 1, 20, ...hash(description));
  words.push(...Array.from({ length: 104 }, () => 0));
  return bech32.encode(`lnbc${amountMsat / 100}n`, words, 10_000);
}

/** What the author's LNURL server publishes for a paid invoice (NIP-57 appendix E). */
function receipt(options: { request?: NostrEvent; bolt11?: string; signer?: Uint8Array; post?: string } = {}): NostrEvent {
  const description = JSON.stringify(options.request ?? zapRequest());
  return finalizeEvent(
    {
      kind: 9735,
      created_at: 1_700_000_010,
      content: '',
      tags: [
        ['p', AUTHOR],
        ['e', options.post ?? POST],
        ['bolt11', options.bolt11 ?? invoiceFor(description)],
        ['description', description],
      ],
    },
    options.signer ?? server,
  );
}

function paid(event: NostrEvent, overrides: Partial<PaidZap> = {}): PaidZap {
  return {
    postId: POST,
    recipient: AUTHOR,
    nostrPubkey: getPublicKey(server),
    amountMsat: 210_000,
    invoice: event.tags.find((tag) => tag[0] === 'bolt11')?.[1] ?? '',
    ...overrides,
  };
}

describe('checkZapReceipt (NIP-57 appendix F)', () => {
  it("takes the LNURL server's receipt for the invoice paid", () => {
    const event = receipt();
    expect(checkZapReceipt(event, paid(event))).toEqual({ ok: true });
  });

  it('refuses a receipt signed by anyone else', () => {
    const event = receipt({ signer: generateSecretKey() });
    expect(checkZapReceipt(event, paid(event)).ok).toBe(false);
  });

  it('refuses a receipt of another amount, even one naming this post', () => {
    const request = zapRequest({ amount: '21000' });
    const event = receipt({ request, bolt11: invoiceFor(JSON.stringify(request), 21_000) });
    expect(checkZapReceipt(event, paid(event)).ok).toBe(false);
  });

  it('refuses a receipt whose zap request asks another amount than its invoice', () => {
    const request = zapRequest({ amount: '21000' });
    const event = receipt({ request, bolt11: invoiceFor(JSON.stringify(request), 210_000) });
    expect(checkZapReceipt(event, paid(event)).ok).toBe(false);
  });

  it('refuses a receipt for another post, or whose zap request names another', () => {
    const other = 'd'.repeat(64);
    const elsewhere = receipt({ post: other });
    expect(checkZapReceipt(elsewhere, paid(elsewhere)).ok).toBe(false);
    const moved = receipt({ request: zapRequest({ post: other }) });
    expect(checkZapReceipt(moved, paid(moved)).ok).toBe(false);
  });

  it('refuses a receipt for another invoice of the same amount', () => {
    const event = receipt();
    expect(checkZapReceipt(event, paid(event, { invoice: invoiceFor('another request') }))).toEqual({
      ok: false,
      reason: 'another invoice',
    });
  });

  it('refuses a receipt whose invoice was made for another zap request than the one it carries', () => {
    const bolt11 = invoiceFor(JSON.stringify(zapRequest({ post: 'e'.repeat(64) })));
    const event = receipt({ bolt11 });
    expect(checkZapReceipt(event, paid(event)).ok).toBe(false);
  });

  it('refuses a receipt without an invoice or a zap request, or of another kind', () => {
    const event = receipt();
    const without = (name: string): NostrEvent => ({ ...event, tags: event.tags.filter((tag) => tag[0] !== name) });
    expect(checkZapReceipt(without('bolt11'), paid(event)).ok).toBe(false);
    expect(checkZapReceipt(without('description'), paid(event)).ok).toBe(false);
    const garbled = { ...event, tags: event.tags.map((tag) => (tag[0] === 'description' ? ['description', '{'] : tag)) };
    expect(checkZapReceipt(garbled, paid(event)).ok).toBe(false);
    expect(checkZapReceipt({ ...event, kind: 9734 }, paid(event)).ok).toBe(false);
  });
});
