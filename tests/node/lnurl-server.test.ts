import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeInvoice } from '../../src/core/social/bolt11';
import { startLnurlServer, type LnurlServer } from '../support/lnurl-server';
import { query } from '../support/relay-client';
import { startRelay, type TestRelay } from '../support/relay';

describe('the test LNURL-pay server', () => {
  let relay: TestRelay;
  let server: LnurlServer;
  beforeAll(async () => {
    relay = await startRelay({});
    server = await startLnurlServer({ port: 0, relayUrl: relay.url });
  });
  afterAll(async () => {
    await server.stop();
    await relay.stop();
  });

  const zapRequest = (amount: string, secret = generateSecretKey()) =>
    finalizeEvent(
      {
        kind: 9734,
        created_at: 1,
        content: 'Nice!',
        tags: [
          ['p', 'a'.repeat(64)],
          ['e', 'b'.repeat(64)],
          ['amount', amount],
        ],
      },
      secret,
    );

  it('serves a NIP-57 pay document and an invoice for a signed zap request, then publishes the receipt', async () => {
    const document = (await (await fetch(`${server.url}/.well-known/lnurlp/alice`, { headers: { host: 'pay.example' } })).json()) as {
      callback: string;
      allowsNostr: boolean;
    };
    expect(document.allowsNostr).toBe(true);
    expect(document.callback).toMatch(/\/lnurlp\/alice\/callback$/);

    const nostr = JSON.stringify(zapRequest('21000'));
    const answer = (await (await fetch(`${server.url}/lnurlp/alice/callback?amount=21000&nostr=${encodeURIComponent(nostr)}`)).json()) as {
      pr: string;
    };
    expect(decodeInvoice(answer.pr)).toMatchObject({
      amountMsat: 21_000,
      descriptionHash: bytesToHex(sha256(new TextEncoder().encode(nostr))),
    });

    await server.markPaid(answer.pr);
    const { events } = await query(relay.url, { kinds: [9735], '#e': ['b'.repeat(64)] });
    expect(events[0]?.tags).toContainEqual(['bolt11', answer.pr]);
  });

  it('refuses a zap request with a bad signature or another amount', async () => {
    const forged = { ...zapRequest('21000'), content: 'changed' };
    const bad = await fetch(`${server.url}/lnurlp/alice/callback?amount=21000&nostr=${encodeURIComponent(JSON.stringify(forged))}`);
    expect(bad.status).toBe(400);
    const other = await fetch(
      `${server.url}/lnurlp/alice/callback?amount=1000&nostr=${encodeURIComponent(JSON.stringify(zapRequest('21000')))}`,
    );
    expect(((await other.json()) as { status: string }).status).toBe('ERROR');
  });
});
