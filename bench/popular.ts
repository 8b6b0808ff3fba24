/**
 * `npm run bench -- --scenario popular [--runs N] [--check]`: a hashtag's newest-first
 * feed next to its Popular order of the week (docs/routes-and-filters.md, Popular), over
 * eight relays holding 2,000 posts and 20,000 reactions, reposts and zap receipts
 * (bench/popular-fixtures.ts). Each visitor comes cold in a fresh profile, then again in
 * the same one; the visits are interleaved, so they see the same machine moments. The
 * first picture of the ranked feed is the first ranked screen: it shows only once the
 * ranking does. `--check` holds the medians to the budget (README, Benchmark): the ranked
 * screen within 2x of the newest-first one cold, and as fast warm. It is a benchmark,
 * not a test. `--profile` makes one cold ranked visit instead and splits its time by
 * cause (bench/popular-profile.ts).
 */
import { startRelay, type TestRelay } from '../tests/support/relay';
import { newProfile, visitInOwnBrowser } from './browser';
import { profilePopularVisit } from './popular-profile';
import { POPULAR_RELAYS, POPULAR_TAG, popularWorld } from './popular-fixtures';
import { startAppServer, startMediaServerProcess } from './servers';
import { summarize } from './stats';

export const POPULAR_APP_PORT = 4179;
/** Ports of the scenario's eight relays, below every slot's (tests/support/ports.ts). */
export const POPULAR_RELAY_PORTS = Array.from({ length: POPULAR_RELAYS }, (_, index) => 7390 + index);
export const POPULAR_DIST = '.cache/dist-popular';
const MEDIA_PORT = 7448;
/** A cold ranking reads the week's posts and their counts: it is watched for longer than a newest-first visit. */
const WATCH_MS = { newest: 10_000, popular: 40_000 } as const;

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = process.argv.slice(2);
const check = args.includes('--check');
const profileOnly = args.includes('--profile');
const runsIndex = args.indexOf('--runs');
const runs = runsIndex < 0 ? 3 : Number(args[runsIndex + 1]);

const ORDERS = [
  { label: 'newest', path: `/tags/${POPULAR_TAG}` },
  { label: 'popular', path: `/tags/${POPULAR_TAG}?sort=popular&period=7d` },
] as const;

function format(value: number | null | undefined): string {
  return value === null || value === undefined ? 'never' : String(Math.round(value));
}

const media = await startMediaServerProcess(MEDIA_PORT);
const now = Math.floor(Date.now() / 1000);
console.log('signing the world…');
const world = popularWorld(media.url, now);
// A relay of this size answers a popular order's pages of 500 whole.
const relays: TestRelay[] = await Promise.all(
  POPULAR_RELAY_PORTS.map((port, index) => startRelay({ port, events: world.byRelay[index] ?? [], defaultLimit: 500 })),
);
const { base, process: app } = await startAppServer(POPULAR_DIST, POPULAR_APP_PORT);

try {
  if (profileOnly) await profilePopularVisit(base + ORDERS[1].path, chromiumPath, WATCH_MS.popular);
  else await compareOrders();
} finally {
  app.kill('SIGTERM');
  await Promise.all(relays.map((relay) => relay.stop()));
  await media.stop();
}

async function compareOrders(): Promise<void> {
  console.log(`#${POPULAR_TAG} on ${POPULAR_RELAYS} relays: ${runs} interleaved runs after one warm-up (first / twenty pictures, ms)`);
  const samples = new Map<string, { first: (number | null)[]; twenty: (number | null)[] }>();
  for (let run = 0; run <= runs; run++) {
    const line: string[] = [];
    for (const order of ORDERS) {
      const profile = newProfile();
      try {
        for (const visit of ['cold', 'warm'] as const) {
          const { result } = await visitInOwnBrowser({ profileDir: profile.dir, chromiumPath }, base + order.path, POPULAR_DIST, {
            watchMs: WATCH_MS[order.label],
          });
          const label = `${order.label}, ${visit}`;
          line.push(`${label} ${format(result.firstPicture)} / ${format(result.twentyPictures)}`);
          if (run === 0) continue;
          const entry = samples.get(label) ?? { first: [], twenty: [] };
          entry.first.push(result.firstPicture);
          entry.twenty.push(result.twentyPictures);
          samples.set(label, entry);
        }
      } finally {
        profile.remove();
      }
    }
    console.log(`run ${run}${run === 0 ? ' (warm-up)' : ''}: ${line.join(', ')}`);
  }
  const median = (label: string, which: 'first' | 'twenty'): number | null => summarize(samples.get(label)?.[which] ?? []).median;
  for (const label of samples.keys()) {
    console.log(`${label}: first picture median ${format(median(label, 'first'))} ms, twenty ${format(median(label, 'twenty'))} ms`);
  }
  const budgets: [string, string, number][] = [
    ['popular, cold', 'newest, cold', 2],
    ['popular, warm', 'newest, warm', 1],
  ];
  const missed: string[] = [];
  for (const [label, against, factor] of budgets) {
    const value = median(label, 'first');
    const reference = median(against, 'first');
    const ratio = value === null || reference === null ? null : value / reference;
    console.log(`${label}: ${ratio === null ? 'never' : ratio.toFixed(2)}x ${against} (budget ${factor}x)`);
    if (ratio === null || ratio > factor) missed.push(`${label}: ${ratio === null ? 'never' : ratio.toFixed(2)}x > ${factor}x ${against}`);
  }
  for (const line of missed) console.log(`MISSED ${line}`);
  if (check) process.exitCode = missed.length > 0 ? 1 : 0;
}
