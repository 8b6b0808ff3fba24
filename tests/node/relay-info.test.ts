import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRelayInfo } from '../../src/nostr/relay-info';
import { startRelay } from '../support/relay';

/** The app's NIP-11 reader (src/nostr/relay-info.ts) against plain HTTP servers and the test relay. */

/** What the server answers on each path, and the headers each request came with. */
const answers: Record<string, { status: number; type: string; body: string }> = {
  '/relay': { status: 200, type: 'application/nostr+json', body: JSON.stringify({ name: 'Local', supported_nips: [1, 50] }) },
  '/page': { status: 200, type: 'text/html', body: '<h1>A web page</h1>' },
  '/list': { status: 200, type: 'application/json', body: '[1, 50]' },
  '/missing': { status: 404, type: 'text/plain', body: 'no' },
  '/moved': { status: 302, type: 'text/plain', body: '' },
};
const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const answer = answers[path] ?? answers['/missing']!;
    response.writeHead(answer.status, { 'Content-Type': answer.type, ...(path === '/moved' && { Location: '/relay' }) });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchRelayInfo', () => {
  it('reads the test relay’s own document on the relay’s port', async () => {
    const relay = await startRelay({ info: { name: 'Second', description: 'For pictures', supported_nips: [1, 11] } });
    try {
      expect(await fetchRelayInfo(relay.url)).toEqual({
        kind: 'info',
        info: { name: 'Second', description: 'For pictures', supportedNips: [1, 11] },
      });
    } finally {
      await relay.stop();
    }
  });

  it('asks the relay’s own address over http for its NIP-11 document, and reads it', async () => {
    expect(await fetchRelayInfo(`ws://127.0.0.1:${port}/relay`)).toEqual({ kind: 'info', info: { name: 'Local', supportedNips: [1, 50] } });
    const asked = requests.find((request) => request.path === '/relay');
    expect(asked?.headers.accept).toBe('application/nostr+json');
    expect(asked?.headers.cookie).toBeUndefined();
  });

  it('takes an error status, a web page, JSON that is no object, or a redirect for no relay, or no answer', async () => {
    expect(await fetchRelayInfo(`ws://127.0.0.1:${port}/missing`)).toEqual({ kind: 'not-a-relay' });
    expect(await fetchRelayInfo(`ws://127.0.0.1:${port}/page`)).toEqual({ kind: 'not-a-relay' });
    expect(await fetchRelayInfo(`ws://127.0.0.1:${port}/list`)).toEqual({ kind: 'not-a-relay' });
    // A redirect is not followed: the relay is asked, no other address.
    expect(await fetchRelayInfo(`ws://127.0.0.1:${port}/moved`)).toEqual({ kind: 'unreachable' });
    expect(requests.filter((request) => request.path === '/relay')).toHaveLength(1);
  });

  it('takes a refused connection, or one given up, for unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await fetchRelayInfo(`ws://127.0.0.1:${deadPort}`)).toEqual({ kind: 'unreachable' });
    expect(await fetchRelayInfo(`ws://127.0.0.1:${port}/relay`, AbortSignal.abort())).toEqual({ kind: 'unreachable' });
  });

  it('asks nothing for an address that is no relay’s', async () => {
    const before = requests.length;
    expect(await fetchRelayInfo(`http://127.0.0.1:${port}/relay`)).toEqual({ kind: 'not-a-relay' });
    expect(requests).toHaveLength(before);
  });
});
