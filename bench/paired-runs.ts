/**
 * The paired first visit of one route (bench/paired-figures.ts): after one discarded pair,
 * each pair visits the app and the floor page cold, each in a fresh profile and a browser
 * of its own, one right after the other, the app first in every other pair. A visit ends
 * at its first picture (or after WATCH_MS without one), traced for the main thread's busy
 * time before it (bench/main-thread-busy.ts).
 */
import type { Page } from '@playwright/test';
import { newProfile, openBrowser } from './browser';
import { floorAddress, gridPlaceOf, type GridPlace } from './floor-page/floor-address';
import { busyBefore, startTrace } from './main-thread-busy';
import { PROBE_SCRIPT } from './page-probe';
import { formatPair, summarizePairs, type Pair, type PairedSummary, type PairedVisit } from './paired-figures';
import type { FloorOptions } from './route-runs';

/** As long as the other route visits watch for a first picture. */
const WATCH_MS = 5000;

export interface PairedRoute {
  summary: PairedSummary;
  pairs: Pair[];
}

async function firstPictureOf(page: Page): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(() => window.__probe.firstPicture, undefined, { timeout: WATCH_MS });
    return (await handle.jsonValue()) ?? null;
  } catch {
    return null;
  }
}

/** One cold visit up to its first picture; `inspect` reads the page afterwards. */
async function coldVisit<T>(
  chromiumPath: string,
  url: string,
  inspect?: (page: Page) => Promise<T>,
): Promise<PairedVisit & { inspected?: T }> {
  const profile = newProfile();
  const context = await openBrowser(profile.dir, chromiumPath);
  try {
    const page = await context.newPage();
    await page.addInitScript({ path: PROBE_SCRIPT });
    const stopTrace = await startTrace(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: 'commit' });
    const first = await firstPictureOf(page);
    const events = await stopTrace();
    const busy = first === null ? null : (busyBefore(events, new URL(url).origin, first) ?? null);
    const inspected = inspect ? await inspect(page) : undefined;
    return { first, busy, ...(inspected === undefined ? {} : { inspected }) };
  } finally {
    await context.close();
    profile.remove();
  }
}

export async function measurePairs(options: {
  base: string;
  path: string;
  pairs: number;
  chromiumPath: string;
  floor: FloorOptions;
}): Promise<PairedRoute> {
  const { base, path, chromiumPath, floor } = options;
  const appUrl = base + path;
  // The discarded pair: it also reads where the app's grid is, for the floor page's boxes.
  const warmUp = await coldVisit<GridPlace | undefined>(chromiumPath, appUrl, gridPlaceOf);
  const floorUrl = floorAddress(floor.base, path, floor.relay, warmUp.inspected);
  await coldVisit(chromiumPath, floorUrl);
  const pairs: Pair[] = [];
  for (let index = 0; index < options.pairs; index++) {
    const appFirst = index % 2 === 0;
    const visitApp = () => coldVisit(chromiumPath, appUrl);
    const visitFloor = () => coldVisit(chromiumPath, floorUrl);
    const [app, floorVisit] = appFirst
      ? [await visitApp(), await visitFloor()]
      : await visitFloor().then(async (floorFirst) => [await visitApp(), floorFirst] as const);
    const pair: Pair = { app: { first: app.first, busy: app.busy }, floor: { first: floorVisit.first, busy: floorVisit.busy }, appFirst };
    pairs.push(pair);
    console.log(`${path} pair ${index + 1}, ${formatPair(pair)}`);
  }
  return { summary: summarizePairs(pairs), pairs };
}
