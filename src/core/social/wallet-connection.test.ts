import { nip47 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import type { NostrEvent } from '../types';
import {
  checkWalletFields,
  looksLikeWalletUri,
  parseStoredWallet,
  parseWalletUri,
  readWalletAnswer,
  serializeStoredWallet,
  WALLET_URI_PROBLEMS,
  walletCanPay,
  walletEncryption,
  walletErrorText,
} from './wallet-connection';

const WALLET = 'b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4';
const SECRET = '71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c';

function info(content: string, tags: string[][] = []): NostrEvent {
  return { id: 'a'.repeat(64), pubkey: WALLET, kind: 13194, created_at: 1, tags, content };
}

describe('parseWalletUri', () => {
  const uri = `nostr+walletconnect://${WALLET}?relay=wss%3A%2F%2Frelay.damus.io&secret=${SECRET}`;

  it("reads the NIP-47 example as nostr-tools' parseConnectionString does", () => {
    const library = nip47.parseConnectionString(uri);
    expect(parseWalletUri(` ${uri} `)).toEqual({
      ok: true,
      connection: { walletPubkey: library.pubkey, relay: library.relay, secret: library.secret },
    });
  });

  it('takes the first of several relays and ignores other parameters', () => {
    const more = `${uri}&relay=wss%3A%2F%2Fsecond.example&lud16=me%40pay.example`;
    expect(parseWalletUri(more)).toMatchObject({ ok: true, connection: { relay: 'wss://relay.damus.io' } });
  });

  it('says what is wrong with anything else', () => {
    expect(parseWalletUri(`bunker://${WALLET}?relay=wss://r.example&secret=${SECRET}`)).toEqual({
      ok: false,
      problem: WALLET_URI_PROBLEMS.notWalletUri,
    });
    expect(parseWalletUri(`nostr+walletconnect://${WALLET}?relay=wss%3A%2F%2Fr.example`)).toEqual({
      ok: false,
      problem: WALLET_URI_PROBLEMS.incomplete,
    });
    expect(parseWalletUri(`nostr+walletconnect://${WALLET}?secret=${SECRET}`)).toEqual({
      ok: false,
      problem: WALLET_URI_PROBLEMS.incomplete,
    });
    expect(parseWalletUri(`nostr+walletconnect://nokey?relay=wss%3A%2F%2Fr.example&secret=${SECRET}`)).toEqual({
      ok: false,
      problem: WALLET_URI_PROBLEMS.walletKey,
    });
  });
});

describe('checkWalletFields', () => {
  it('keeps the NIP-47 example, with keys lower-cased and the relay in the spelling relays are kept', () => {
    expect(checkWalletFields({ pubkey: WALLET.toUpperCase(), relay: 'wss://Relay.Damus.io/', secret: SECRET })).toEqual({
      ok: true,
      connection: { walletPubkey: WALLET, relay: 'wss://relay.damus.io', secret: SECRET },
    });
  });

  it('reads a key that a browser took for a path', () => {
    expect(checkWalletFields({ pubkey: `//${WALLET}`, relay: 'wss://relay.example', secret: SECRET })).toMatchObject({ ok: true });
  });

  it('allows ws:// only on this computer', () => {
    expect(checkWalletFields({ pubkey: WALLET, relay: 'ws://127.0.0.1:7447', secret: SECRET })).toMatchObject({ ok: true });
    expect(checkWalletFields({ pubkey: WALLET, relay: 'ws://relay.example', secret: SECRET })).toEqual({
      ok: false,
      problem: WALLET_URI_PROBLEMS.relay,
    });
  });

  it('refuses a broken key, secret or relay, saying which', () => {
    expect(checkWalletFields({ pubkey: 'npub1xyz', relay: 'wss://relay.example', secret: SECRET })).toEqual({
      ok: false,
      problem: WALLET_URI_PROBLEMS.walletKey,
    });
    expect(checkWalletFields({ pubkey: WALLET, relay: 'wss://relay.example', secret: SECRET.slice(2) })).toEqual({
      ok: false,
      problem: WALLET_URI_PROBLEMS.secret,
    });
    for (const relay of ['https://relay.example', 'javascript:alert(1)', 'wss://user:pw@relay.example', '']) {
      expect(checkWalletFields({ pubkey: WALLET, relay, secret: SECRET }), relay).toEqual({
        ok: false,
        problem: WALLET_URI_PROBLEMS.relay,
      });
    }
  });

  it('knows the scheme in any case', () => {
    expect(looksLikeWalletUri(` NOSTR+WALLETCONNECT://${WALLET}`)).toBe(true);
    expect(looksLikeWalletUri(`bunker://${WALLET}`)).toBe(false);
  });
});

describe('the info event', () => {
  it('picks NIP-44 when the wallet lists it, else NIP-04', () => {
    expect(walletEncryption(info('pay_invoice', [['encryption', 'nip44_v2 nip04']]))).toBe('nip44_v2');
    expect(walletEncryption(info('pay_invoice', [['encryption', 'nip04']]))).toBe('nip04');
    expect(walletEncryption(info('pay_invoice'))).toBe('nip04');
    expect(walletEncryption(undefined)).toBe('nip04');
  });

  it('says whether the wallet pays invoices; without an info event, it is tried', () => {
    expect(walletCanPay(info('get_balance pay_invoice'))).toBe(true);
    expect(walletCanPay(info('get_balance make_invoice'))).toBe(false);
    expect(walletCanPay(undefined)).toBe(true);
  });
});

describe('readWalletAnswer', () => {
  it('reads a payment and its preimage', () => {
    expect(readWalletAnswer(JSON.stringify({ result_type: 'pay_invoice', result: { preimage: 'ab' } }))).toEqual({
      ok: true,
      preimage: 'ab',
    });
  });

  it("reads the wallet's error, whatever else the answer holds", () => {
    const answer = {
      result_type: 'pay_invoice',
      error: { code: 'INSUFFICIENT_BALANCE', message: 'not enough' },
      result: { preimage: 'ab' },
    };
    expect(readWalletAnswer(JSON.stringify(answer))).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE', message: 'not enough' });
    expect(readWalletAnswer(JSON.stringify({ error: { message: 7 } }))).toEqual({ ok: false, code: 'OTHER', message: '' });
    expect(readWalletAnswer(JSON.stringify({ error: { code: 'X', message: 'y'.repeat(500) } }))).toMatchObject({
      message: 'y'.repeat(200),
    });
  });

  it('fails an answer that is not JSON or not for a payment', () => {
    expect(readWalletAnswer('{')).toMatchObject({ ok: false, code: 'OTHER' });
    expect(readWalletAnswer('[]')).toMatchObject({ ok: false, code: 'OTHER' });
    expect(readWalletAnswer(JSON.stringify({ result_type: 'get_balance', result: { balance: 1 } }))).toMatchObject({ ok: false });
  });
});

describe('walletErrorText', () => {
  it("says each NIP-47 error in words, with the wallet's own message after", () => {
    expect(walletErrorText('INSUFFICIENT_BALANCE', '')).toBe('Your wallet does not have enough funds for this zap.');
    expect(walletErrorText('QUOTA_EXCEEDED', ' budget spent ')).toBe(
      "Your wallet's spending limit for this connection is used up. It said: “budget spent”",
    );
    expect(walletErrorText('SOMETHING_NEW', '')).toBe('Your wallet refused the payment.');
    for (const code of ['RATE_LIMITED', 'NOT_IMPLEMENTED', 'RESTRICTED', 'UNAUTHORIZED', 'PAYMENT_FAILED', 'INTERNAL']) {
      expect(walletErrorText(code, ''), code).not.toBe('Your wallet refused the payment.');
    }
  });
});

describe('the stored connection', () => {
  const sealed = { iv: 'aXZpdml2aXZpdml2', data: 'c2VhbGVk' };

  it('reads back what was written', () => {
    const text = serializeStoredWallet({ relay: 'wss://relay.example', uri: sealed });
    expect(JSON.parse(text)).toEqual({ version: 1, relay: 'wss://relay.example', uri: sealed });
    expect(parseStoredWallet(text)).toEqual({ relay: 'wss://relay.example', uri: sealed });
  });

  it('is nothing when missing, unreadable, of a newer version, or holding the URI in plain text', () => {
    const plain = JSON.stringify({ version: 1, relay: 'wss://relay.example', uri: `nostr+walletconnect://${WALLET}?secret=${SECRET}` });
    for (const text of [null, '', '{', '[]', JSON.stringify({ version: 2, relay: 'wss://relay.example', uri: sealed }), plain]) {
      expect(parseStoredWallet(text), String(text)).toBeUndefined();
    }
    expect(parseStoredWallet(JSON.stringify({ version: 1, relay: 'https://x.example', uri: sealed }))).toBeUndefined();
  });
});
