/**
 * `npm run bench -- --scenario signed-in [--runs N] [--check]`: a tag route's cold first
 * picture signed out, and signed in (read-only) as a user who follows 1,000 people
 * (bench/follow-graph.ts), at "Show media from" Everyone and at People I follow and their
 * follows with no circle kept yet. Visits are interleaved, each in a fresh profile, so the
 * three see the same machine moments. `--check` holds each signed-in median within
 * 100 ms of the signed-out one (README, Benchmark). It is a benchmark, not a test.
 */
import { generateFixtures } from '../tests/support/fixtures';
import { startRelay } from '../tests/support/relay';
import { newProfile, visitInOwnBrowser } from './browser';
import { FOLLOW_COUNT, followGraph } from './follow-graph';
import { startAppServer, startMediaServerProcess } from './servers';
import { summarize, type Summary } from './stats';

const APP_PORT = 4175;
const DIST = 'dist-local';
const SIGNED_IN_BUDGET_MS = 100;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = process.argv.slice(2);
const check = args.includes('--check');
const runsIndex = args.indexOf('--runs');
const runs = runsIndex < 0 ? 5 : Number(args[runsIndex + 1]);

type Visitor = 'signed out' | 'signed in, everyone' | 'signed in, circle';
const VISITORS: readonly Visitor[] = ['signed out', 'signed in, everyone', 'signed in, circle'];

/** What the page finds in localStorage before its first script: the read-only session and the level. */
function storageScript(visitor: Visitor, user: string): string | undefined {
  if (visitor === 'signed out') return undefined;
  const settings = { version: 1, settings: { trust: visitor === 'signed in, circle' ? 'circle' : 'everyone' } };
  const entries = { 'ngine.session': JSON.stringify({ method: 'npub', pubkey: user }), 'diorama-settings': JSON.stringify(settings) };
  return `if (!localStorage.getItem('ngine.session')) for (const [key, value] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(key, value);`;
}

const media = await startMediaServerProcess(7448);
const now = Math.floor(Date.now() / 1000);
const fixtures = generateFixtures({ set: 'bench', mediaBase: media.url, now });
const graph = followGraph(fixtures.authors, now);
const relay = await startRelay({ port: 7447, events: [...fixtures.events, ...graph.events] });
const { base, process: app } = await startAppServer(DIST, APP_PORT);

try {
  const path = `/tags/${fixtures.meta.topTag}`;
  console.log(`${path}: a user following ${FOLLOW_COUNT}, ${runs} interleaved runs after one warm-up`);
  const samples = new Map<Visitor, (number | null)[]>(VISITORS.map((visitor) => [visitor, []]));
  for (let run = 0; run <= runs; run++) {
    const line: string[] = [];
    for (const visitor of VISITORS) {
      const profile = newProfile();
      try {
        const { result } = await visitInOwnBrowser({ profileDir: profile.dir, chromiumPath }, base + path, DIST, {
          initScript: storageScript(visitor, graph.user),
        });
        if (run > 0) samples.get(visitor)?.push(result.firstPicture);
        line.push(`${visitor} ${result.firstPicture === null ? 'never' : Math.round(result.firstPicture)}`);
      } finally {
        profile.remove();
      }
    }
    console.log(`run ${run}${run === 0 ? ' (warm-up)' : ''}: ${line.join(', ')} ms`);
  }
  const summaries = new Map<Visitor, Summary>(VISITORS.map((visitor) => [visitor, summarize(samples.get(visitor) ?? [])]));
  const signedOut = summaries.get('signed out')?.median ?? null;
  const missed: string[] = [];
  for (const [visitor, summary] of summaries) {
    const gap = summary.median === null || signedOut === null ? null : summary.median - signedOut;
    console.log(
      `${visitor}: first picture median ${summary.median === null ? 'never' : Math.round(summary.median)} ms${gap === null || visitor === 'signed out' ? '' : `, ${Math.round(gap)} ms after signed out`}`,
    );
    if (visitor !== 'signed out' && (gap === null || gap > SIGNED_IN_BUDGET_MS))
      missed.push(`${visitor}: ${gap === null ? 'never' : Math.round(gap)} ms > ${SIGNED_IN_BUDGET_MS} ms after signed out`);
  }
  for (const line of missed) console.log(`MISSED ${line}`);
  if (check) process.exitCode = missed.length > 0 ? 1 : 0;
} finally {
  app.kill('SIGTERM');
  await relay.stop();
  await media.stop();
}
