/**
 * An author's lightning wallet for the browser tests (LUD-06 and LUD-16 LNURL-pay with
 * NIP-57 zaps), on 127.0.0.1. The app reaches it over https through Playwright routes.
 *
 *   GET /.well-known/lnurlp/{name}      the pay document (allowsNostr, nostrPubkey)
 *   GET /lnurlp/{name}/callback?amount=&nostr=&lnurl=
 *                                       checks the zap request (NIP-57 appendix D) and
 *                                       answers a real BOLT #11 invoice whose description
 *                                       hash is the request's
 * markPaid(invoice) publishes the zap receipt (kind 9735) to the relay, as the wallet's
 * zapper key, and records the payment.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { finalizeEvent, getPublicKey, verifyEvent, type NostrEvent } from 'nostr-tools';
import { encodeInvoice } from './bolt11-encode';
import { publish } from './relay-client';

export interface ZapRequestRecord {
  event: NostrEvent;
  invoice: string;
}

export interface LnurlServer {
  url: string;
  requests: ZapRequestRecord[];
  payments: { invoice: string }[];
  markPaid(invoice: string): Promise<void>;
  stop(): Promise<void>;
}

/** The wallet's key: its pay document's nostrPubkey, which signs its zap receipts (a test may sign one as the wallet). */
export const ZAPPER_SECRET = sha256(new TextEncoder().encode('diorama-test-zapper'));
const NODE_SECRET = sha256(new TextEncoder().encode('diorama-test-node'));

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  response.end(JSON.stringify(body));
}

/** NIP-57 appendix D: what a wallet checks before it makes an invoice for a zap request. */
function zapRequestProblem(event: unknown, amount: string | null): string | undefined {
  if (typeof event !== 'object' || event === null) return 'no zap request';
  const request = event as NostrEvent;
  if (request.kind !== 9734 || !verifyEvent(request)) return 'not a signed zap request';
  if (request.tags.filter((tag) => tag[0] === 'p').length !== 1) return 'a zap request names one recipient';
  if (request.tags.filter((tag) => tag[0] === 'e').length > 1) return 'a zap request names at most one event';
  const amountTag = request.tags.find((tag) => tag[0] === 'amount')?.[1];
  if (amountTag !== undefined && amountTag !== amount) return 'the amount tag is not the amount asked';
  return undefined;
}

export async function startLnurlServer({ port, relayUrl }: { port: number; relayUrl: string }): Promise<LnurlServer> {
  const requests: ZapRequestRecord[] = [];
  const payments: { invoice: string }[] = [];

  function callback(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const amount = url.searchParams.get('amount');
    const nostr = url.searchParams.get('nostr') ?? '';
    let event: unknown;
    try {
      event = JSON.parse(nostr);
    } catch {
      event = undefined;
    }
    const problem = zapRequestProblem(event, amount);
    if (problem || !amount) {
      reply(response, 400, { status: 'ERROR', reason: problem ?? 'no amount' });
      return;
    }
    const invoice = encodeInvoice({
      amountMsat: Number(amount),
      paymentHash: bytesToHex(sha256(new TextEncoder().encode(`${nostr}${requests.length}`))),
      descriptionHash: bytesToHex(sha256(new TextEncoder().encode(nostr))),
      nodeSecret: NODE_SECRET,
      timestamp: Math.floor(Date.now() / 1000),
    });
    requests.push({ event: event as NostrEvent, invoice });
    reply(response, 200, { pr: invoice, routes: [] });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const payPage = /^\/\.well-known\/lnurlp\/([a-z0-9._-]+)$/.exec(url.pathname);
    const callbackPage = /^\/lnurlp\/([a-z0-9._-]+)\/callback$/.exec(url.pathname);
    if (payPage) {
      // The app asked over https for the host it knows: the callback is on that host.
      const host = request.headers['x-forwarded-host'] ?? request.headers.host ?? '127.0.0.1';
      reply(response, 200, {
        tag: 'payRequest',
        callback: `https://${String(host)}/lnurlp/${payPage[1]}/callback`,
        minSendable: 1000,
        maxSendable: 100_000_000,
        metadata: JSON.stringify([['text/plain', `Zap ${payPage[1]}`]]),
        allowsNostr: true,
        nostrPubkey: getPublicKey(ZAPPER_SECRET),
        commentAllowed: 0,
      });
    } else if (callbackPage) {
      callback(request, response, url);
    } else {
      reply(response, 404, { status: 'ERROR', reason: 'not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    payments,
    async markPaid(invoice) {
      const record = requests.find((entry) => entry.invoice === invoice);
      if (!record) throw new Error('the wallet made no such invoice');
      const tags = record.event.tags.filter((tag) => tag[0] === 'p' || tag[0] === 'e' || tag[0] === 'k');
      const receipt = finalizeEvent(
        {
          kind: 9735,
          created_at: Math.floor(Date.now() / 1000),
          content: '',
          tags: [...tags, ['bolt11', invoice], ['description', JSON.stringify(record.event)]],
        },
        ZAPPER_SECRET,
      );
      await publish(relayUrl, receipt);
      payments.push({ invoice });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
