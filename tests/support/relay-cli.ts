/**
 * The test relay as its own process, so a test can kill it to make every relay
 * unreachable and start it again:
 *
 *   npx tsx tests/support/relay-cli.ts --port 7447 --fixture small|bench|none \
 *     [--media-base http://127.0.0.1:7448]
 *
 * Prints the relay's URL (ws://127.0.0.1:PORT) on one stdout line once it accepts
 * connections, and exits 0 after closing everything on SIGTERM or SIGINT.
 *
 * To stop it from a test, spawn it without npx: `node --import tsx tests/support/relay-cli.ts`
 * (one process) or `node_modules/.bin/tsx ...` (tsx passes signals on). Killing `npx`
 * leaves the relay running: npm's `sh -c` wrapper does not pass SIGTERM on.
 */
import { parseArgs } from 'node:util';
import type { NostrEvent } from 'nostr-tools';
import { exitOnSignal } from './exit-on-signal';
import { DEFAULT_FIXTURE_RELAY, generateFixtures } from './fixtures';
import { startRelay } from './relay';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '7447' },
    fixture: { type: 'string', default: 'small' },
    'media-base': { type: 'string', default: 'http://127.0.0.1:7448' },
  },
});

const port = Number(values.port);
const fixture = values.fixture;
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port: not a port: ${values.port}`);
if (fixture !== 'small' && fixture !== 'bench' && fixture !== 'none') throw new Error(`--fixture: small, bench or none, not ${fixture}`);

const now = Math.floor(Date.now() / 1000);
const mediaBase = values['media-base'];
// The events name the relay they live on (e tags, naddrs); keep that stable for the local build.
const relayUrl = port === 0 ? DEFAULT_FIXTURE_RELAY : `ws://127.0.0.1:${port}`;
const events: NostrEvent[] =
  fixture === 'none'
    ? []
    : fixture === 'small'
      ? generateFixtures({ set: 'small', mediaBase, now, relayUrl }).events
      : generateFixtures({ set: 'bench', mediaBase, now, relayUrl }).events;

const relay = await startRelay({ port, events });
console.log(relay.url);

exitOnSignal(() => relay.stop());
