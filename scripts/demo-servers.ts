/**
 * The demo's servers on the addresses .env.local-relay names: the relay on 7447 seeded
 * with the small fixture set, and the media server on 7448.
 */
import { generateFixtures } from '../tests/support/fixtures';
import { startMediaServer } from '../tests/support/media-server';
import { startRelay } from '../tests/support/relay';

const media = await startMediaServer({ port: 7448 });
const fixtures = generateFixtures({ set: 'small', mediaBase: media.url, now: Math.floor(Date.now() / 1000) });
const relay = await startRelay({ port: 7447, events: fixtures.events });
console.log(`relay ${relay.url} with ${fixtures.events.length} events; media ${media.url}`);

async function stop(): Promise<void> {
  await relay.stop();
  await media.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
