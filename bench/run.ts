/**
 * `npm run bench`: the offline benchmark and its budgets (budgets.ts). Builds nothing itself
 * (scripts/bench.mjs builds dist-local first), starts the local relay with 10,000
 * events, the media server and the app, and drives headless Debian chromium.
 * Prints a table and writes bench/results/{time}.json; `--check` exits non-zero when a
 * budget is missed; `--link 2000/100` makes the route visits over an emulated link
 * (bench/network-link.ts); `--routes-only` measures the route visits alone, for a quick
 * look (no budgets are judged), and `--paired-only` the paired first visits alone
 * (bench/paired-runs.ts; `--pairs N`, at least 15 for --check). It is a benchmark, not a test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateFixtures } from '../tests/support/fixtures';
import { startRelay } from '../tests/support/relay';
import type { BenchResults } from './bench-results';
import { checkBudgets } from './budgets';
import { measureCoreInChildProcesses } from './core-throughput';
import { startFloorPage } from './floor-page/build-floor-page';
import { appConfigOf } from './floor-page/floor-address';
import { measureIngest } from './ingest';
import { linkFromArgs } from './network-link';
import { printRouteTable, printTable } from './report';
import { pairedLine } from './paired-figures';
import { pairedRoutes, peopleListEvent } from './paired-routes';
import { measurePairs, type PairedRoute } from './paired-runs';
import { measureRoute, type RouteRuns } from './route-runs';
import { measureScale, summarizeScale } from './scale';
import { startAppServer, startMediaServerProcess } from './servers';
import { summarize } from './stats';

const RUNS = 5;
/** A scale run takes about a minute; its longest task varies a lot from run to run. */
const SCALE_RUNS = 3;
/** Pairs of the paired first visit per route: fewer say too little of the upper quartile. */
const MIN_PAIRS = 15;
const APP_PORT = 4175;
const DIST = 'dist-local';
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const check = process.argv.includes('--check');
const link = linkFromArgs(process.argv);
const routesOnly = process.argv.includes('--routes-only');
const pairedOnly = process.argv.includes('--paired-only');
const pairsIndex = process.argv.indexOf('--pairs');
const PAIRS = pairsIndex < 0 ? MIN_PAIRS : Number(process.argv[pairsIndex + 1]);
if (!(PAIRS >= 1)) throw new Error('--pairs takes a number of pairs');
if (check && (routesOnly || pairedOnly)) throw new Error('--check judges every figure: run it without --routes-only or --paired-only');
if (check && PAIRS < MIN_PAIRS) throw new Error(`--check judges at least ${MIN_PAIRS} pairs a route`);
if (check && link) throw new Error('--check compares loopback figures with the budgets: run it without --link');

const media = await startMediaServerProcess(7448);
const fixtures = generateFixtures({ set: 'bench', mediaBase: media.url, now: Math.floor(Date.now() / 1000) });
// The core pipeline first, while nothing else runs.
const coreRates = routesOnly || pairedOnly ? undefined : measureCoreInChildProcesses(writeEventsFile(fixtures.events));
// The list route's people list, beside the set's events (bench/paired-routes.ts).
const peopleList = peopleListEvent(fixtures.events, fixtures.meta.now);
const relayEvents = [...fixtures.events, peopleList];
let relay = await startRelay({ port: 7447, events: relayEvents });
const relayControl = {
  stop: async () => relay.stop(),
  start: async () => {
    relay = await startRelay({ port: 7447, events: relayEvents });
  },
  current: () => relay,
};
const { base, process: app } = await startAppServer(DIST, APP_PORT);
// dist-local's configuration: its first request's relay (the only one) and its image proxy.
const appConfig = appConfigOf('local-relay');
const floorPage = await startFloorPage(appConfig.imageProxy);
const floor = { base: floorPage.base, dist: floorPage.dist, relay: appConfig.relays[0] ?? '' };

try {
  const topTag = fixtures.meta.topTag;
  console.log(`${fixtures.events.length} events, top tag #${topTag}; ${RUNS} runs after one warm-up`);
  if (link) console.log(`route visits over an emulated link: ${link.kbps} kbit/s, ${link.rttMs} ms round trip`);
  const routes: Record<string, RouteRuns> = {};
  if (!pairedOnly) {
    for (const path of [`/tags/${topTag}`, '/global']) {
      routes[path] = await measureRoute({ base, path, runs: RUNS, chromiumPath, dist: DIST, relay: relayControl, floor, link });
    }
  }
  const paired = await measurePairedRoutes();
  if (coreRates) await measureTheRest(routes, paired, coreRates);
  else if (!pairedOnly) printRouteTable(routes);
  printPaired(paired);
} finally {
  app.kill('SIGTERM');
  floorPage.stop();
  await relay.stop();
  await media.stop();
}

/** The paired first visit of each of the four routes. */
async function measurePairedRoutes(): Promise<Record<string, PairedRoute>> {
  const started = Date.now();
  const paired: Record<string, PairedRoute> = {};
  for (const path of pairedRoutes(fixtures.events, fixtures.meta.topTag, peopleList)) {
    paired[path] = await measurePairs({ base, path, pairs: PAIRS, chromiumPath, floor });
  }
  console.log(`paired first visits: ${PAIRS} pairs a route in ${Math.round((Date.now() - started) / 1000)} s`);
  return paired;
}

function printPaired(paired: Record<string, PairedRoute>): void {
  console.log('');
  for (const [path, route] of Object.entries(paired)) console.log(pairedLine(path, route.summary));
}

/** Scale, ingest and the core figures, then the table, the results file and the budgets. */
async function measureTheRest(
  routes: Record<string, RouteRuns>,
  paired: Record<string, PairedRoute>,
  rates: NonNullable<typeof coreRates>,
): Promise<void> {
  const topTag = fixtures.meta.topTag;
  const scaleOptions = { base, chromiumPath, dist: DIST, targetItems: 5000 };
  // A discarded run first: the media server, a CDN in front of a resizer, then holds every
  // thumbnail the scroll asks for, as a CDN holds a popular feed's (README, Benchmark).
  await measureScale(scaleOptions);
  const scaleRuns = [];
  for (let run = 0; run < SCALE_RUNS; run++) scaleRuns.push(await measureScale(scaleOptions));
  const scale = summarizeScale(scaleRuns);
  const ingest = await measureIngest({ base, chromiumPath, dist: DIST, relay: relayControl, count: 2000, tag: topTag });
  const core = { pipeline: summarize(rates.pipeline), signatureChecks: summarize(rates.signatureChecks) };
  const results: BenchResults = {
    date: new Date().toISOString(),
    events: fixtures.events.length,
    link,
    routes,
    paired,
    scale,
    ingest,
    core,
  };
  const file = `bench/results/${results.date.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify(results, null, 2));
  printTable(results);
  console.log(`\nwritten to ${file}`);
  if (check) {
    const missed = checkBudgets(results);
    for (const line of missed) console.log(`MISSED ${line}`);
    process.exitCode = missed.length > 0 ? 1 : 0;
  }
}

function writeEventsFile(events: unknown[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'diorama-bench-events-'));
  const file = join(dir, 'events.json');
  writeFileSync(file, JSON.stringify(events));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return file;
}
