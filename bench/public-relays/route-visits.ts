/**
 * Cold and warm visits of one route in one variant, repeated with a fresh profile each
 * run, over the emulated link; counts the relay connections each visit opened.
 */
import { newProfile, openBrowser, visit, type VisitResult } from '../browser';
import type { NetworkLink } from '../network-link';
import { summarize, type Summary } from '../stats';

export interface PublicRouteRuns {
  cold: { firstPicture: Summary; twentyPictures: Summary; picturesAfter5s: Summary; bytesBeforeFirstPicture: Summary; connections: Summary };
  warm: { firstPicture: Summary; twentyPictures: Summary; connections: Summary };
  /** With `requestKey`: the most requests one key got in any visit, cold or warm. */
  mostRequestsOfOne?: number;
  /** The most frames, in any visit, in which a picture on screen had moved with no input. */
  mostMovesWithoutInput: number;
  /** Connections by port of the last run's cold visit. */
  coldConnectionsByPort: Record<number, number>;
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
}

const total = (counts: Record<number, number>): number => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** One cold visit, then a warm one with the same profile. */
export async function coldAndWarm(options: VisitOptions): Promise<{ cold: Sample; warm: Sample }> {
  const profile = newProfile();
  try {
    const samples: Sample[] = [];
    for (let index = 0; index < 2; index++) {
      const context = await openBrowser(profile.dir, options.chromiumPath, options.browserArgs);
      options.takeConnections();
      const { page, ...result } = await visit(context, options.url, options.dist, { link: options.link, countBytes: true, requestKey: options.requestKey });
      await page.close({ runBeforeUnload: true });
      await context.close();
      samples.push({ ...result, connections: options.takeConnections() });
    }
    const [cold, warm] = samples as [Sample, Sample];
    return { cold, warm };
  } finally {
    profile.remove();
  }
}

export async function measurePublicRoute(options: VisitOptions & { runs: number; label: string }): Promise<PublicRouteRuns> {
  const runs: { cold: Sample; warm: Sample }[] = [];
  for (let index = 0; index < options.runs; index++) {
    const run = await coldAndWarm(options);
    runs.push(run);
    console.log(
      `  ${options.label} run ${index + 1}: cold ${fmt(run.cold.firstPicture)} / ${fmt(run.cold.twentyPictures)} ms (${run.cold.visiblePictures} pictures at 5 s), warm ${fmt(run.warm.firstPicture)} / ${fmt(run.warm.twentyPictures)} ms, ` +
        `${fmt((run.cold.linkBytes?.beforeFirstPicture ?? NaN) / 1024)} kB before the first picture, ${total(run.cold.connections)} / ${total(run.warm.connections)} connections, ` +
        `${run.cold.movesWithoutInput} / ${run.warm.movesWithoutInput} moves`,
    );
  }
  const pick = (select: (run: { cold: Sample; warm: Sample }) => number | null | undefined): Summary => summarize(runs.map(select));
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
    ...(options.requestKey ? { mostRequestsOfOne: Math.max(0, ...runs.flatMap((run) => [run.cold.mostRequestsOfOne ?? 0, run.warm.mostRequestsOfOne ?? 0])) } : {}),
  };
}

function fmt(value: number | null): string {
  return value === null || Number.isNaN(value) ? '—' : String(Math.round(value));
}
