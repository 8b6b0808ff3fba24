/**
 * The media server as its own process, as image hosts are their own machines: in the
 * benchmark's process it would answer pictures only between the relay's work.
 *
 *   node --import tsx tests/support/media-server-cli.ts --port 7448 [--cdn]
 *     [--dead-one-in 5 --blossom-port 7456 --blobs file.json] [--tls-key key.pem --tls-cert cert.pem]
 *
 * `--cdn` makes it behave as a CDN in front of a resizer, as the benchmark takes image
 * hosts to be (README, Benchmark): every resized picture stays in memory once made, sharp
 * resizes on one thread, and the process runs at the lowest CPU priority, so on a 2-core
 * machine the browser's figures measure the app, not its neighbour.
 *
 * `--dead-one-in` plays the benchmark's dead-pictures variant (media-fate.ts): one picture
 * in N is gone, and a Blossom server on `--blossom-port` holds the recoverable ones under
 * the hashes listed in `--blobs` (a JSON array of media-fate.ts BlobEntry).
 *
 * `--tls-key` and `--tls-cert` (PEM files) serve HTTP/2 over TLS at an https:// address,
 * as public image hosts do (media-server.ts).
 *
 * Prints the server's base URL on one stdout line once it listens, and exits 0 after
 * closing on SIGTERM or SIGINT.
 */
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { exitOnSignal } from './exit-on-signal';
import type { BlobEntry } from './media-fate';
import { startMediaServer } from './media-server';

/** More than the bench set's pictures in every size the app asks for. */
const CDN_PICTURES = 100_000;
const LOWEST_PRIORITY = 19;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '7448' },
    cdn: { type: 'boolean', default: false },
    'dead-one-in': { type: 'string' },
    'blossom-port': { type: 'string' },
    blobs: { type: 'string' },
    'tls-key': { type: 'string' },
    'tls-cert': { type: 'string' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port: not a port: ${values.port}`);
if (values.cdn) {
  setPriority(LOWEST_PRIORITY);
  sharp.concurrency(1);
}

const deadOneIn = values['dead-one-in'] ? Number(values['dead-one-in']) : undefined;
const blossom =
  values['blossom-port'] && values.blobs
    ? { port: Number(values['blossom-port']), blobs: JSON.parse(readFileSync(values.blobs, 'utf8')) as BlobEntry[] }
    : undefined;
const tls =
  values['tls-key'] && values['tls-cert']
    ? { key: readFileSync(values['tls-key'], 'utf8'), cert: readFileSync(values['tls-cert'], 'utf8') }
    : undefined;
const media = await startMediaServer({ port, deadOneIn, blossom, tls, ...(values.cdn ? { resizedInMemory: CDN_PICTURES } : {}) });
console.log(media.url);

exitOnSignal(() => media.stop());
