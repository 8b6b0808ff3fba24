import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { parseWalletUri } from '../../src/core/social/wallet-connection';
import { checkPaidZapReceipt } from '../../src/core/social/zap-receipt';
import { createSignatureChecker } from '../../src/core/events/event-signature';
import { payWithWallet } from '../../src/nostr/wallet-connect';
import { startLnurlServer, type LnurlServer } from '../support/lnurl-server';
import { startNwcWalletService, type NwcWalletService } from '../support/nwc-wallet-service';
import { query } from '../support/relay-client';
import { startRelay, type TestRelay } from '../support/relay';

const AUTHOR = 'a'.repeat(64);
const POST = 'b'.repeat(64);

/** The app's wallet client (src/nostr/wallet-connect.ts) against the test's wallet service, over a real relay. */
describe('the test wallet service and the app', () => {
  let relay: TestRelay;
  let lnurl: LnurlServer;
  beforeAll(async () => {
    // nostr-tools' relay opens sockets with the global WebSocket, which Node 20 does not have.
    globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
    relay = await startRelay({});
    lnurl = await startLnurlServer({ port: 0, relayUrl: relay.url });
  });
  afterAll(async () => {
    await lnurl.stop();
    await relay.stop();
  });

  /** An invoice for a signed zap request of `amountMsat`, from the author's LNURL server. */
  async function invoice(amountMsat: number): Promise<string> {
    const zapRequest = finalizeEvent(
      {
        kind: 9734,
        created_at: Math.floor(Date.now() / 1000),
        content: 'Nice!',
        tags: [
          ['relays', relay.url],
          ['amount', String(amountMsat)],
          ['p', AUTHOR],
          ['e', POST],
        ],
      },
      generateSecretKey(),
    );
    const url = `${lnurl.url}/lnurlp/alice/callback?amount=${amountMsat}&nostr=${encodeURIComponent(JSON.stringify(zapRequest))}`;
    return ((await (await fetch(url)).json()) as { pr: string }).pr;
  }

  async function withService(run: (service: NwcWalletService) => Promise<void>, encryption?: ('nip04' | 'nip44_v2')[]): Promise<void> {
    const service = await startNwcWalletService({ relayUrl: relay.url, lnurl, encryption });
    try {
      await run(service);
    } finally {
      await service.stop();
    }
  }

  const connectionOf = (service: NwcWalletService) => {
    const parsed = parseWalletUri(service.uri);
    if (!parsed.ok) throw new Error(parsed.problem);
    return parsed.connection;
  };

  it('pays an invoice asked for in NIP-44, and the LNURL server publishes a receipt that checks out', async () => {
    await withService(async (service) => {
      const pr = await invoice(500_000);
      expect(await payWithWallet(connectionOf(service), pr)).toEqual({ preimage: '00'.repeat(32) });
      expect(service.requests).toEqual([{ method: 'pay_invoice', invoice: pr, encryption: 'nip44_v2' }]);
      expect(lnurl.payments).toContainEqual({ invoice: pr });
      const { events } = await query(relay.url, { kinds: [9735], '#e': [POST] });
      const receipt = events.find((event) => event.tags.some((tag) => tag[0] === 'bolt11' && tag[1] === pr));
      if (!receipt) throw new Error('no receipt was published');
      const nostrPubkey = receipt.pubkey;
      const pay = (await (await fetch(`${lnurl.url}/.well-known/lnurlp/alice`)).json()) as { nostrPubkey: string };
      expect(nostrPubkey).toBe(pay.nostrPubkey);
      expect(
        checkPaidZapReceipt(
          receipt,
          { postId: POST, recipient: AUTHOR, nostrPubkey, amountMsat: 500_000, invoice: pr },
          createSignatureChecker(),
        ),
      ).toEqual({
        ok: true,
      });
    });
  });

  it('asks in NIP-04 a wallet whose info event lists only that', async () => {
    await withService(
      async (service) => {
        const pr = await invoice(21_000);
        await payWithWallet(connectionOf(service), pr);
        expect(service.requests).toEqual([{ method: 'pay_invoice', invoice: pr, encryption: 'nip04' }]);
      },
      ['nip04'],
    );
  });

  it("says the wallet's refusal in words, and nothing is paid", async () => {
    await withService(async (service) => {
      service.failNext('INSUFFICIENT_BALANCE', 'not enough sats');
      const pr = await invoice(21_000);
      await expect(payWithWallet(connectionOf(service), pr)).rejects.toThrow(
        'Your wallet does not have enough funds for this zap. It said: “not enough sats”',
      );
      expect(lnurl.payments).not.toContainEqual({ invoice: pr });
    });
  });

  it('refuses a key it does not know, as an unknown connection', async () => {
    await withService(async (service) => {
      const stranger = { ...connectionOf(service), secret: Buffer.from(generateSecretKey()).toString('hex') };
      expect(getPublicKey(generateSecretKey())).not.toBe(service.pubkey);
      await expect(payWithWallet(stranger, await invoice(21_000))).rejects.toThrow(
        'Your wallet no longer knows this connection. Connect it again.',
      );
    });
  });

  it('stops waiting when told to', async () => {
    await withService(async (service) => {
      const controller = new AbortController();
      // A request the wallet cannot read never gets an answer: only the abort ends the wait.
      const silent = { ...connectionOf(service), walletPubkey: getPublicKey(generateSecretKey()) };
      const paying = payWithWallet(silent, await invoice(21_000), controller.signal);
      controller.abort(new Error('stopped'));
      await expect(paying).rejects.toThrow('stopped');
    });
  });
});
