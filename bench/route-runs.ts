/**
 * Cold, warm and relay-down visits of one route, repeated with a fresh profile each run,
 * and in each run, between the warm and the relay-down visit, a cold visit of the floor
 * page (bench/floor-page/) with a fresh profile of its own: the app and the page it is
 * held to see the same machine.
 */
import type { Page } from '@playwright/test';
import { newProfile, visitInOwnBrowser, type VisitResult } from './browser';
import { floorSummary, formatRun, runFigures, type RunFigures } from './floor-page/floor-figures';
import { floorAddress, gridPlaceOf } from './floor-page/floor-address';
import type { NetworkLink } from './network-link';
import { summarize, type Summary } from './stats';

export interface RelayControl {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface RouteRuns {
  cold: {
    firstPicture: Summary;
    twentyPictures: Summary;
    firstPaint: Summary;
    scriptMs: Summary;
    longTasks: Summary;
    longestTask: Summary;
  };
  warm: { firstPicture: Summary; twentyPictures: Summary };
  relayDown: { picturesAfter5s: Summary; warmPicturesAfter5s: Summary };
  firstRouteJs: { raw: number; gzip: number; files: number; requests: number; gzipBeforeFirstPicture: number };
  /** The floor page's cold visits. */
  floor: { firstPicture: Summary; twentyPictures: Summary };
  /** Every measured run, app and floor page side by side. */
  runs: RunFigures[];
}

/** The floor page's server, and the relay the app's first request asks first. */
export interface FloorOptions {
  base: string;
  dist: string;
  relay: string;
}

interface RunSample {
  cold: VisitResult;
  warm: VisitResult;
  down: VisitResult;
  floor: VisitResult;
}

interface RunOptions {
  url: string;
  path: string;
  chromiumPath: string;
  dist: string;
  relay: RelayControl;
  floor: FloorOptions;
  link?: NetworkLink;
}

/** One visit on the profile; `inspect` reads the page before it closes. */
function visitOnce<T = undefined>(
  profileDir: string,
  url: string,
  dist: string,
  options: RunOptions,
  inspect?: (page: Page) => Promise<T>,
) {
  return visitInOwnBrowser({ profileDir, chromiumPath: options.chromiumPath }, url, dist, { link: options.link }, inspect);
}

async function oneRun(options: RunOptions): Promise<RunSample> {
  const profile = newProfile();
  const floorProfile = newProfile();
  try {
    // Where the app's grid was: the floor page lays its boxes out from there.
    const cold = await visitOnce(profile.dir, options.url, options.dist, options, gridPlaceOf);
    const warm = await visitOnce(profile.dir, options.url, options.dist, options);
    const floorUrl = floorAddress(options.floor.base, options.path, options.floor.relay, cold.inspected);
    const floor = await visitOnce(floorProfile.dir, floorUrl, options.floor.dist, options);
    await options.relay.stop();
    try {
      const down = await visitOnce(profile.dir, options.url, options.dist, options);
      return { cold: cold.result, warm: warm.result, floor: floor.result, down: down.result };
    } finally {
      await options.relay.start();
    }
  } finally {
    profile.remove();
    floorProfile.remove();
  }
}

export async function measureRoute(options: {
  base: string;
  path: string;
  runs: number;
  chromiumPath: string;
  dist: string;
  relay: RelayControl;
  floor: FloorOptions;
  link?: NetworkLink;
}): Promise<RouteRuns> {
  const runs: RunSample[] = [];
  for (let index = 0; index <= options.runs; index++) {
    const sample = await oneRun({ ...options, url: options.base + options.path });
    if (index > 0) runs.push(sample);
    console.log(
      `${options.path} run ${index}${index === 0 ? ' (warm-up)' : ''}: ${formatRun(runFigures(sample, sample.floor))}, relay down ${sample.down.visiblePictures} pictures`,
    );
  }
  const pick = <T>(select: (run: RunSample) => T): T[] => runs.map(select);
  const figures = runs.map((run) => runFigures(run, run.floor));
  const first = runs[0]?.cold;
  return {
    cold: {
      firstPicture: summarize(pick((run) => run.cold.firstPicture)),
      twentyPictures: summarize(pick((run) => run.cold.twentyPictures)),
      firstPaint: summarize(pick((run) => run.cold.firstPaint)),
      scriptMs: summarize(pick((run) => run.cold.scriptMs)),
      longTasks: summarize(
        pick((run) => run.cold.longTasks.filter((task) => task.start < 5000).reduce((sum, task) => sum + task.duration, 0)),
      ),
      longestTask: summarize(pick((run) => Math.max(0, ...run.cold.longTasks.map((task) => task.duration)))),
    },
    warm: {
      firstPicture: summarize(pick((run) => run.warm.firstPicture)),
      twentyPictures: summarize(pick((run) => run.warm.twentyPictures)),
    },
    relayDown: {
      picturesAfter5s: summarize(pick((run) => run.down.visiblePictures)),
      warmPicturesAfter5s: summarize(pick((run) => run.warm.visiblePictures)),
    },
    firstRouteJs: {
      raw: first?.scripts.reduce((sum, script) => sum + script.raw, 0) ?? 0,
      gzip: first?.scripts.reduce((sum, script) => sum + script.gzip, 0) ?? 0,
      files: first?.scripts.length ?? 0,
      requests: first?.requests ?? 0,
      gzipBeforeFirstPicture:
        first?.scripts
          .filter((script) => first.scriptsBeforeFirstPicture.includes(script.path))
          .reduce((sum, script) => sum + script.gzip, 0) ?? 0,
    },
    floor: floorSummary(figures),
    runs: figures,
  };
}
