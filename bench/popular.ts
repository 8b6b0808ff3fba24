/**
 * `npm run bench -- --scenario popular [--runs N] [--check] [--scale N]`: a hashtag's
 * newest-first feed next to its Popular order of the week (docs/routes-and-filters.md,
 * Popular), over eight relays holding 2,000 posts and 20,000 reactions, reposts and zap
 * receipts (bench/popular-fixtures.ts), or `--scale` times as many. Each visitor comes
 * cold in a fresh profile, then again in the same one; the visits are interleaved, so
 * they see the same machine moments. The first picture of the ranked feed is the first
 * ranked screen (the ranking so far, or the kept one); the ranking is counted when its
 * note is gone. `--check` holds the medians to the budgets (bench/popular-budgets.ts,
 * README, Benchmark). It is a benchmark, not a test. `--profile` makes one cold ranked
 * visit instead and splits its time by cause (bench/popular-profile.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startRelay, type TestRelay } from '../tests/support/relay';
import { newProfile, visitInOwnBrowser } from './browser';
import { profilePopularVisit } from './popular-profile';
import { judgePopular, type PopularVisit, type VisitLabel } from './popular-budgets';
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
const scaleIndex = args.indexOf('--scale');
const scale = scaleIndex < 0 ? 1 : Number(args[scaleIndex + 1]);
if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale takes a whole number, e.g. --scale 5');
const COUNTED_SCRIPT = readFileSync(fileURLToPath(new URL('./popular-counted.js', import.meta.url)), 'utf8');

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
const world = popularWorld(media.url, now, scale);
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
  const samples = new Map<VisitLabel, PopularVisit[]>();
  for (let run = 0; run <= runs; run++) {
    const line: string[] = [];
    for (const order of ORDERS) {
      const profile = newProfile();
      try {
        for (const visit of ['cold', 'warm'] as const) {
          const ranked = order.label === 'popular';
          const { result, inspected } = await visitInOwnBrowser(
            { profileDir: profile.dir, chromiumPath },
            base + order.path,
            POPULAR_DIST,
            { watchMs: WATCH_MS[order.label], ...(ranked && { initScript: COUNTED_SCRIPT }) },
            ranked ? countedAndHeap : undefined,
          );
          const label: VisitLabel = `${order.label}, ${visit}`;
          const counted = inspected ? ` (counted ${format(inspected.counted)})` : '';
          line.push(`${label} ${format(result.firstPicture)} / ${format(result.twentyPictures)}${counted}`);
          if (run === 0) continue;
          const entry = samples.get(label) ?? [];
          entry.push({ first: result.firstPicture, twenty: result.twentyPictures, ...inspected });
          samples.set(label, entry);
        }
      } finally {
        profile.remove();
      }
    }
    console.log(`run ${run}${run === 0 ? ' (warm-up)' : ''}: ${line.join(', ')}`);
  }
  for (const [label, visits] of samples) {
    const first = summarize(visits.map((visit) => visit.first)).median;
    const twenty = summarize(visits.map((visit) => visit.twenty)).median;
    console.log(`${label}: first picture median ${format(first)} ms, twenty ${format(twenty)} ms`);
  }
  const { lines, missed } = judgePopular(samples, scale);
  for (const line of lines) console.log(line);
  for (const line of missed) console.log(`MISSED ${line}`);
  if (check) process.exitCode = missed.length > 0 ? 1 : 0;
}

/** When the ranked feed had counted every post, and the tab's JS heap then, after a forced collection. */
async function countedAndHeap(page: Page): Promise<{ counted: number | null; heap: number | null }> {
  const counted = await page.evaluate(
    () => (window as unknown as { __popularCounted: { counted: number | null } }).__popularCounted.counted,
  );
  if (counted === null) return { counted, heap: null };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { counted, heap: usedSize };
}
