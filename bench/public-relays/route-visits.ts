/**
 * Cold and warm visits of one route in one variant, repeated with a fresh profile each
 * run, over the emulated link; counts the relay connections each visit opened. With a
 * floor page, each run then visits it cold, on a fresh profile of its own, over the same
 * link (bench/floor-page/): the app and the page it is held to see the same machine.
 */
import { newProfile, visitInOwnBrowser, type VisitResult } from '../browser';
import { floorAddress, gridPlaceOf, type GridPlace } from '../floor-page/floor-address';
import { floorSummary, formatRun, runFigures, type RunFigures } from '../floor-page/floor-figures';
import type { NetworkLink } from '../network-link';
import { summarize, type Summary } from '../stats';

export interface PublicRouteRuns {
  cold: {
    firstPicture: Summary;
    twentyPictures: Summary;
    picturesAfter5s: Summary;
    bytesBeforeFirstPicture: Summary;
    connections: Summary;
  };
  warm: { firstPicture: Summary; twentyPictures: Summary; connections: Summary };
  /** With `requestKey`: the most requests one key got in any visit, cold or warm. */
  mostRequestsOfOne?: number;
  /** The most frames, in any visit, in which a picture on screen had moved with no input. */
  mostMovesWithoutInput: number;
  /** Connections by port of the last run's cold visit. */
  coldConnectionsByPort: Record<number, number>;
  /** The floor page's cold visits, when there was one. */
  floor?: { firstPicture: Summary; twentyPictures: Summary; connections: Summary };
  /** Every run, app and floor page side by side, when there was a floor page. */
  runs?: RunFigures[];
}

interface Sample extends VisitResult {
  connections: Record<number, number>;
}

export interface VisitOptions {
  url: string;
  chromiumPath: string;
  dist: string;
  link: NetworkLink;
  /** The relay connections accepted since the last call, by port. */
  takeConnections(): Record<number, number>;
  /** Requests counted by key, e.g. the name of a dead picture. */
  requestKey?: (url: string) => string | undefined;
  /** Added to the browser's command line, e.g. to accept the bench's own certificate. */
  browserArgs?: readonly string[];
  /** The floor page of this route, given where the app's grid was. */
  floorUrl?: (grid: GridPlace | undefined) => string;
  /** The floor page's files, for the visit's script sizes. */
  floorDist?: string;
}

/** The floor page of one route: its server, and the relay it asks in this variant. */
export function floorPageOf(
  floor: { base: string; dist: string; relay: string },
  path: string,
): Pick<VisitOptions, 'floorUrl' | 'floorDist'> {
  return { floorUrl: (grid) => floorAddress(floor.base, path, floor.relay, grid), floorDist: floor.dist };
}

interface RunSamples {
  cold: Sample;
  warm: Sample;
  floor?: Sample;
}

const total = (counts: Record<number, number>): number => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** One visit on the profile, with the relay connections it opened; the app's visits also count moves and keyed requests. */
async function visitOnce(
  profileDir: string,
  url: string,
  dist: string,
  options: VisitOptions,
  app: { readGrid: boolean } | undefined,
): Promise<{ sample: Sample; grid?: GridPlace }> {
  options.takeConnections();
  const { result, inspected } = await visitInOwnBrowser(
    { profileDir, chromiumPath: options.chromiumPath, args: options.browserArgs },
    url,
    dist,
    { link: options.link, countBytes: true, ...(app ? { requestKey: options.requestKey, watchMoves: true } : {}) },
    app?.readGrid ? gridPlaceOf : undefined,
  );
  return { sample: { ...result, connections: options.takeConnections() }, grid: inspected };
}

/** One cold visit, then a warm one with the same profile, then the floor page's cold one when there is a floor page. */
export async function coldAndWarm(options: VisitOptions): Promise<RunSamples> {
  const profile = newProfile();
  const floorProfile = newProfile();
  try {
    const cold = await visitOnce(profile.dir, options.url, options.dist, options, { readGrid: Boolean(options.floorUrl) });
    const warm = await visitOnce(profile.dir, options.url, options.dist, options, { readGrid: false });
    const floor =
      options.floorUrl && options.floorDist
        ? await visitOnce(floorProfile.dir, options.floorUrl(cold.grid), options.floorDist, options, undefined)
        : undefined;
    return { cold: cold.sample, warm: warm.sample, ...(floor ? { floor: floor.sample } : {}) };
  } finally {
    profile.remove();
    floorProfile.remove();
  }
}

export async function measurePublicRoute(options: VisitOptions & { runs: number; label: string }): Promise<PublicRouteRuns> {
  const runs: RunSamples[] = [];
  for (let index = 0; index < options.runs; index++) {
    const run = await coldAndWarm(options);
    runs.push(run);
    console.log(
      `  ${options.label} run ${index + 1}: cold ${fmt(run.cold.firstPicture)} / ${fmt(run.cold.twentyPictures)} ms (${run.cold.visiblePictures} pictures at 5 s), warm ${fmt(run.warm.firstPicture)} / ${fmt(run.warm.twentyPictures)} ms, ` +
        `${fmt((run.cold.linkBytes?.beforeFirstPicture ?? NaN) / 1024)} kB before the first picture, ${total(run.cold.connections)} / ${total(run.warm.connections)} connections, ` +
        `${run.cold.movesWithoutInput} / ${run.warm.movesWithoutInput} moves`,
    );
    for (const move of [...run.cold.firstMoves, ...run.warm.firstMoves]) console.log(`    moved: ${move}`);
    // What a dead picture asked more than once was asked at: the address and the element's kind of request.
    for (const repeated of [...(run.cold.repeatedRequests ?? []), ...(run.warm.repeatedRequests ?? [])])
      console.log(`    asked again: ${repeated}`);
    if (run.floor) console.log(`  ${options.label} run ${index + 1} against the floor page: ${formatRun(runFigures(run, run.floor))}`);
  }
  // docs/data-and-requests.md, Media recovery: each dead picture is asked once in a visit; counted over every visit of the route.
  if (options.requestKey) {
    const askedTwice = runs.reduce(
      (sum, run) => sum + (run.cold.repeatedRequests?.length ?? 0) + (run.warm.repeatedRequests?.length ?? 0),
      0,
    );
    console.log(`  ${options.label} dead pictures asked twice: ${askedTwice}`);
  }
  const pick = (select: (run: RunSamples) => number | null | undefined): Summary => summarize(runs.map(select));
  const figures = runs.flatMap((run) => (run.floor ? [runFigures(run, run.floor)] : []));
  const floor =
    figures.length > 0
      ? { floor: { ...floorSummary(figures), connections: pick((run) => run.floor && total(run.floor.connections)) }, runs: figures }
      : {};
  return {
    cold: {
      firstPicture: pick((run) => run.cold.firstPicture),
      twentyPictures: pick((run) => run.cold.twentyPictures),
      picturesAfter5s: pick((run) => run.cold.visiblePictures),
      bytesBeforeFirstPicture: pick((run) => run.cold.linkBytes?.beforeFirstPicture),
      connections: pick((run) => total(run.cold.connections)),
    },
    warm: {
      firstPicture: pick((run) => run.warm.firstPicture),
      twentyPictures: pick((run) => run.warm.twentyPictures),
      connections: pick((run) => total(run.warm.connections)),
    },
    coldConnectionsByPort: runs.at(-1)?.cold.connections ?? {},
    mostMovesWithoutInput: Math.max(0, ...runs.flatMap((run) => [run.cold.movesWithoutInput, run.warm.movesWithoutInput])),
    ...floor,
    ...(options.requestKey
      ? { mostRequestsOfOne: Math.max(0, ...runs.flatMap((run) => [run.cold.mostRequestsOfOne ?? 0, run.warm.mostRequestsOfOne ?? 0])) }
      : {}),
  };
}

function fmt(value: number | null): string {
  return value === null || Number.isNaN(value) ? '—' : String(Math.round(value));
}
