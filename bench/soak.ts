/**
 * `npm run bench -- --scenario soak [--slides 3000] [--minutes M] [--post-every 5] [--outage-every S]
 * [--outage-for S] [--sample-every N] [--heap-snapshots] [--wall approved [--moderators 3]
 * [--approvals 5000]]`: screen mode
 * (docs/views-and-keys.md, Screen mode) played for a long day, compressed: 3,000 slides of
 * 1 s by default (about 50 minutes; `slide=` is minutes × 60 / slides seconds, at least 1).
 * A new post is published to the local relay every few seconds, and the relay is stopped
 * and started again on a schedule, keeping what it had. Every few slides a heap snapshot
 * after a forced garbage collection gives the page's live objects (its compiled code
 * printed apart), and CDP its DOM nodes and <img>/<video> elements. The levels are judged
 * from slide 500 on, when the bounded stores have filled (bench/soak-checks.ts, README
 * "Benchmark"): over at least 3,000 slides, the live objects at the end within 5 % of
 * the baseline and their slope over the last 2,000 slides under 1 % of it per 1,000, the
 * DOM nodes and media elements within 10 % at every sample; every published post must
 * have been shown, no picture may stay past 1.5 slides while the machine's load average
 * is under 1 (the load is printed beside the longest gap; the bench's own snapshots and
 * video slides, which last their video, are left out and reported apart) and no error
 * may escape in the page. The curve goes to
 * bench/results/soak-{time}.json and a table is printed; a failed check exits non-zero.
 * Its relay, media server and app listen on slot 5's ports (tests/support/ports.ts, `--slot`),
 * built by scripts/bench.mjs into .cache/dist-soak, so it runs beside the browser tests.
 * With `--heap-snapshots` the heap is also written out at the baseline and at the end,
 * and what grew between them is printed by constructor (bench/heap-snapshot.ts).
 * With `--wall approved` the screen is an approved-only wall fed by a moderator's picture
 * set (bench/soak-wall.ts): every approved post must be shown and no other ever. With
 * `--moderators N` the wall is the union of N moderators' sets, the posts approved in turn;
 * with `--approvals N` each set opens on N approvals of posts made in the days before and
 * keeps its newest N: a wall at the size of a real event (none of those must be shown, as the show
 * is of the newest, but none may be taken for a post no one approved).
 * It is a benchmark, not a test.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { CDPSession, Page } from '@playwright/test';
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { generateFixtures } from '../tests/support/fixtures';
import { slotPort } from '../tests/support/ports';
import { startRelay, type TestRelay } from '../tests/support/relay';
import { newProfile, openBrowser } from './browser';
import { startAppServer, startMediaServerProcess } from './servers';
import { heapGroups, heapGrowth, heapStatistics, writeHeapSnapshot } from './heap-snapshot';
import { checkSoak, gapsBetween, soakFigures, type SlideChange, type SoakOutcome, type SoakSample } from './soak-checks';
import { printSoak } from './soak-print';
import { createSoakWall } from './soak-wall';
import { holdLine, markMeasured, watchSlides, type RecordedHold } from './soak-watch';

const { values } = parseArgs({
  options: {
    slot: { type: 'string', default: '5' },
    minutes: { type: 'string' },
    slides: { type: 'string' },
    'post-every': { type: 'string', default: '5' },
    'outage-every': { type: 'string' },
    'outage-for': { type: 'string' },
    'sample-every': { type: 'string' },
    'heap-snapshots': { type: 'boolean', default: false },
    wall: { type: 'string' },
    moderators: { type: 'string', default: '1' },
    approvals: { type: 'string', default: '0' },
  },
});
if (values.wall !== undefined && values.wall !== 'approved') throw new Error('--wall takes "approved"');
const slot = Number(values.slot);
/** A slide a second: 3,000 slides in 50 minutes unless told otherwise. */
const slides = Number(values.slides ?? (values.minutes ? Math.round(Number(values.minutes) * 60) : 3000));
const minutes = Number(values.minutes ?? slides / 60);
const slideSeconds = Math.max(1, Math.round(((minutes * 60) / slides) * 10) / 10);
const postEveryMs = Number(values['post-every']) * 1000;
/** Six outages in a run, at least half a minute apart, each a third of the time between them at most. */
const outageEveryMs = Number(values['outage-every'] ?? Math.max(30, (minutes * 60) / 6)) * 1000;
const outageForMs = Number(values['outage-for'] ?? Math.min(15, outageEveryMs / 3000)) * 1000;
/**
 * 60 samples in a run, each a heap snapshot that holds the page for a few seconds: 40 in
 * the last 2,000 slides, for the heap's slope.
 */
const sampleEvery = Number(values['sample-every'] ?? Math.max(5, Math.round(slides / 60)));
/** By slide 500 the bounded stores (docs/constants.md) have filled: the levels are judged from there. */
const baselineSlide = Math.min(500, Math.floor(slides / 4));
/** After the run, how long the last posts (and a relay just back) have to reach the screen. */
const FINAL_WAIT_MS = 90_000;
/** Built by scripts/bench.mjs for the slot's ports. */
const DIST = slot === 5 ? '.cache/dist-soak' : `.cache/dist-soak-slot-${slot}`;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runName = `soak-${values.wall ? 'wall-' : ''}${new Date().toISOString().replace(/[:.]/g, '-')}`;
const snapshotFile = (when: string): string => `bench/results/${runName}-${when}.heapsnapshot`;
/** Someone at the conference, posting to the screen's hashtag. */
const POSTER = new Uint8Array(32).fill(59);

/** Posts an approved-only wall opens on, approved before it starts, a few minutes old. */
const WALL_OPENING_POSTS = 20;

const media = await startMediaServerProcess(slotPort(7448, slot));
const fixtures = generateFixtures({ set: 'bench', mediaBase: media.url, now: Math.floor(Date.now() / 1000) });
const tag = fixtures.meta.topTag;
const relayPort = slotPort(7447, slot);
const approvalsEach = Number(values.approvals);
/** The wall's moderators (`--wall approved`, `--moderators`, `--approvals`). */
const wall = values.wall
  ? createSoakWall({ moderators: Number(values.moderators), approvals: approvalsEach, tag, mediaBase: media.url, now: Date.now() })
  : undefined;
const published: { name: string; event: NostrEvent; approved: boolean }[] = [];
// A restarted relay keeps what was published to it, as a real one does: the set's newest version.
const relayEvents = (): NostrEvent[] => [...fixtures.events, ...published.map((post) => post.event), ...(wall?.events() ?? [])];
let relay: TestRelay | undefined = await startRelay({ port: relayPort, events: relayEvents() });
const { base, process: app } = await startAppServer(DIST, slotPort(4174, slot));
const profile = newProfile();
const context = await openBrowser(profile.dir, chromiumPath);

const slideMs = slideSeconds * 1000;
const changes: (SlideChange & { name: string })[] = [];
const shown = new Set<string>();
const samples: SoakSample[] = [];
const pageErrors: string[] = [];
const consoleErrors: string[] = [];
const timers: ReturnType<typeof setInterval>[] = [];
const holds: RecordedHold[] = [];
const startedAt = Date.now();
const elapsedMinutes = (): number => (Date.now() - startedAt) / 60_000;

/** When the bench itself held the page up, forcing a garbage collection: not the app's stall. */
const measuring: { from: number; to: number }[] = [];

/** The heap's live objects and compiled code after GC, DOM counters and media elements, through CDP. */
async function sample(cdp: CDPSession, page: Page, slide: number): Promise<void> {
  const from = Date.now();
  const heap = await heapStatistics(cdp);
  const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
  const [mediaElements, videos] = await page.evaluate(() => [
    document.querySelectorAll('img, video').length,
    document.querySelectorAll('video').length,
  ]);
  measuring.push({ from, to: Date.now() });
  samples.push({
    slide,
    minutes: elapsedMinutes(),
    heapMb: heap.objectBytes / 2 ** 20,
    codeMb: heap.codeBytes / 2 ** 20,
    devtoolsMb: heap.devtoolsBytes / 2 ** 20,
    domNodes: dom.nodes,
    listeners: dom.jsEventListeners,
    mediaElements,
    videos,
  });
}

/** A heap snapshot, its time left out of the judged gaps as a sample's is. */
async function snapshot(cdp: CDPSession, when: string): Promise<void> {
  const from = Date.now();
  await writeHeapSnapshot(cdp, snapshotFile(when));
  measuring.push({ from, to: Date.now() });
}

function printGrowth(): void {
  // Each snapshot is read once: they are tens of megabytes of JSON.
  const [from, to] = [heapGroups(snapshotFile('baseline')), heapGroups(snapshotFile('end'))];
  console.log('\nwhat grew from the baseline to the end (bytes, objects):');
  for (const { group, bytes, count } of heapGrowth(from, to)) {
    console.log(`${String(bytes).padStart(10)} ${String(count).padStart(7)}  ${group}`);
  }
}

/** A post to the tag; on the wall the moderator hears of it as made at `postedAt`. */
function publish(createdAt = Math.floor(Date.now() / 1000), postedAt = Date.now()): NostrEvent {
  const name = `soak-${published.length + 1}`;
  const content = `Live from the hall #${tag} ${media.url}/media/${name}.jpg`;
  const event = finalizeEvent({ kind: 1, created_at: createdAt, tags: [['t', tag]], content }, POSTER);
  published.push({ name, event, approved: wall?.posted(event.id, postedAt) ?? true });
  // While the relay is down the post waits in its store for the restart, as a post made
  // on a phone waits for a relay that is back.
  void relay?.insert([event]).catch((error: unknown) => console.warn('publish failed', error));
  return event;
}

/** Each moderator's set, newer when approvals are due: kept for a relay that is down, as the post is. */
function moderate(): void {
  for (const version of wall?.tick(Date.now()) ?? []) {
    void relay?.insert([version]).catch((error: unknown) => console.warn('set publish failed', error));
  }
}

async function outage(): Promise<void> {
  const running = relay;
  relay = undefined;
  await running?.stop();
  console.log(`${elapsedMinutes().toFixed(1)} min: relay stopped for ${outageForMs / 1000} s`);
  await new Promise((resolve) => setTimeout(resolve, outageForMs));
  relay = await startRelay({ port: relayPort, events: relayEvents() });
}

/** The wall opens on posts approved before it starts (it needs two pictures to run), and some left out. */
function openWall(): string {
  if (!wall) return '';
  const openedAt = Math.floor(Date.now() / 1000);
  // Made long enough ago that their approvals are due at once.
  for (let index = 0; index < WALL_OPENING_POSTS; index++) publish(openedAt - 300 + index, 0);
  moderate();
  return `admit=approved&sets=${wall.naddrs([`ws://127.0.0.1:${relayPort}`]).join(',')}&`;
}

try {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 200));
  });
  const cdp = await context.newCDPSession(page);
  let sampling = Promise.resolve();
  // Once the run's last sample is due, slides still changing ask for no more: the page closes after it.
  let sampled = false;
  await watchSlides(page, slideMs, {
    slide(src, video) {
      const name = /\/media\/([\w-]+)\.\w+(#.*)?$/.exec(decodeURIComponent(src))?.[1] ?? src;
      changes.push({ name, at: Date.now(), loadAverage: loadavg()[0] ?? 0, video });
      shown.add(name);
      const count = changes.length;
      if (sampled) return;
      if (count % sampleEvery === 0 || count === baselineSlide) sampling = sampling.then(() => sample(cdp, page, count));
      if (count === baselineSlide && values['heap-snapshots']) sampling = sampling.then(() => snapshot(cdp, 'baseline'));
    },
    hold(hold) {
      holds.push({ ...hold, at: Date.now(), minute: elapsedMinutes(), loadAverage: loadavg()[0] ?? 0, slide: changes.at(-1)?.name });
      console.log(`${elapsedMinutes().toFixed(1)} min: ${holdLine(holds.at(-1)!)}`);
    },
  });
  const url = `${base}/tags/${tag}?${openWall()}view=slideshow&screen=true&slide=${slideSeconds}`;
  console.log(`${url}: ${minutes} min, ${slides} slides of ${slideSeconds} s, a post every ${postEveryMs / 1000} s,`);
  console.log(`the relay down for ${outageForMs / 1000} s every ${outageEveryMs / 1000} s, measured every ${sampleEvery} slides`);
  await page.goto(url);

  timers.push(setInterval(() => publish(), postEveryMs));
  if (wall) timers.push(setInterval(moderate, 250));
  let outages = Promise.resolve();
  timers.push(setInterval(() => (outages = outages.then(outage)), outageEveryMs));
  const deadline = startedAt + minutes * 60_000 * 1.5;
  while ((elapsedMinutes() < minutes || changes.length < slides) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  for (const timer of timers) clearInterval(timer);
  await outages;
  // The last posts, and those made during a last outage, have a while to come; the last
  // approvals are made meanwhile.
  const finalDeadline = Date.now() + FINAL_WAIT_MS;
  const mustShow = (): string[] => published.filter((post) => post.approved && !shown.has(post.name)).map((post) => post.name);
  while ((mustShow().length > 0 || (wall?.pending() ?? 0) > 0) && Date.now() < finalDeadline) {
    moderate();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  sampled = true;
  await sampling;
  await sample(cdp, page, changes.length);
  if (values['heap-snapshots']) await snapshot(cdp, 'end');

  const { judged: judgedGaps, measuredMs: measuredGapsMs, videoMs: videoSlidesMs } = gapsBetween(changes, measuring, startedAt);
  const approved = new Set(published.filter((post) => post.approved).map((post) => post.name));
  const approvedEarlier = wall?.approvedEarlier ?? new Set<string>();
  const outcome: SoakOutcome = {
    slideMs,
    baselineSlide,
    samples,
    slidesShown: changes.length,
    gaps: judgedGaps,
    published: [...approved],
    // On the wall, anything shown that the moderator did not approve: a rejected post, or a
    // picture of the tag's that no set names.
    unapproved: wall
      ? [...new Set([...published.map((post) => post.name), ...shown])].filter((name) => !approved.has(name) && !approvedEarlier.has(name))
      : undefined,
    shown,
    pageErrors,
    consoleErrors,
  };
  const checks = checkSoak(outcome);
  const figures = soakFigures(outcome);
  const file = `bench/results/${runName}.json`;
  const options = {
    minutes,
    slides,
    slideSeconds,
    postEveryMs,
    outageEveryMs,
    outageForMs,
    sampleEvery,
    baselineSlide,
    slot,
    wall: values.wall,
    moderators: Number(values.moderators),
    approvalsEach,
  };
  const record = {
    date: new Date().toISOString(),
    options,
    slidesShown: changes.length,
    samples,
    gaps: judgedGaps,
    measuredGapsMs,
    videoSlidesMs,
    holds: markMeasured(holds, measuring),
    published: published.length,
    approved: approved.size,
    figures,
    pageErrors,
    consoleErrors: consoleErrors.length,
    checks,
  };
  writeFileSync(file, JSON.stringify(record, null, 2));
  console.log(
    `\n${changes.length} slides in ${elapsedMinutes().toFixed(1)} min, ${published.length} posts published${wall ? `, ${approved.size} approved` : ''}`,
  );
  console.log(
    `longest time between slides while a measurement held the page: ${Math.round(Math.max(0, ...measuredGapsMs))} ms (not judged)`,
  );
  console.log(
    `longest video slide: ${Math.round(Math.max(0, ...videoSlidesMs))} ms of ${videoSlidesMs.length} (a video's slide lasts it; not judged)`,
  );
  const appHolds = markMeasured(holds, measuring).filter((hold) => !hold.measuring);
  console.log(`pictures held or the page blocked, apart from the bench's own samples: ${appHolds.length}`);
  for (const hold of appHolds) console.log(`  ${hold.minute.toFixed(1)} min: ${holdLine(hold)}`);
  printSoak(outcome, checks);
  if (values['heap-snapshots']) printGrowth();
  console.log(`\nwritten to ${file}`);
  process.exitCode = checks.every((check) => check.passed) ? 0 : 1;
} finally {
  for (const timer of timers) clearInterval(timer);
  await context.close();
  profile.remove();
  app.kill('SIGTERM');
  await relay?.stop();
  await media.stop();
}
