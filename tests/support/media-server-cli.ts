/**
 * The media server as its own process, as image hosts are their own machines: in the
 * benchmark's process it would answer pictures only between the relay's work.
 *
 *   node --import tsx tests/support/media-server-cli.ts --port 7448
 *
 * Prints the server's base URL on one stdout line once it listens, and exits 0 after
 * closing on SIGTERM or SIGINT.
 */
import { parseArgs } from 'node:util';
import { exitOnSignal } from './exit-on-signal';
import { startMediaServer } from './media-server';

const { values } = parseArgs({ options: { port: { type: 'string', default: '7448' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port: not a port: ${values.port}`);

const media = await startMediaServer({ port });
console.log(media.url);

exitOnSignal(() => media.stop());
