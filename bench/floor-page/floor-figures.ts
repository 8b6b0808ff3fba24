/**
 * The app against the floor page, run by run: both scenarios keep every run's figures,
 * print them, and hold the app to the floor (budgets of bench/budgets.ts and
 * bench/public-relays/budgets.ts).
 */
import type { ProbeResult } from '../page-probe';
import { summarize, type Summary } from '../stats';

/** ms from navigation; null: not within the visit. */
export interface FirstAndTwenty {
  first: number | null;
  twenty: number | null;
}

export interface RunFigures {
  appCold: FirstAndTwenty;
  appWarm: FirstAndTwenty;
  floorCold: FirstAndTwenty;
}

/** The app's cold first and twenty pictures may take this much longer than the floor's. */
export const FLOOR_FACTOR = 1.15;

const round = (value: number | null | undefined): number | null => (typeof value === 'number' ? Math.round(value) : null);

export const firstAndTwenty = (probe: Pick<ProbeResult, 'firstPicture' | 'twentyPictures'>): FirstAndTwenty => ({
  first: round(probe.firstPicture),
  twenty: round(probe.twentyPictures),
});

export function runFigures(app: { cold: ProbeResult; warm: ProbeResult }, floor: ProbeResult): RunFigures {
  return { appCold: firstAndTwenty(app.cold), appWarm: firstAndTwenty(app.warm), floorCold: firstAndTwenty(floor) };
}

export const floorSummary = (runs: readonly RunFigures[]): { firstPicture: Summary; twentyPictures: Summary } => ({
  firstPicture: summarize(runs.map((run) => run.floorCold.first)),
  twentyPictures: summarize(runs.map((run) => run.floorCold.twenty)),
});

const fmt = (value: number | null): string => (value === null ? 'never' : String(value));

export const formatRun = (run: RunFigures): string =>
  `app cold ${fmt(run.appCold.first)} / ${fmt(run.appCold.twenty)}, app warm ${fmt(run.appWarm.first)} / ${fmt(run.appWarm.twenty)}, floor cold ${fmt(run.floorCold.first)} / ${fmt(run.floorCold.twenty)} ms`;

/** Every run's line under a heading, for the tables printed at the end. */
export function printRuns(label: string, runs: readonly RunFigures[]): void {
  console.log(`${label} (first / twenty pictures):`);
  runs.forEach((run, index) => console.log(`  run ${index + 1}: ${formatRun(run)}`));
}

/** A run that never got there is the slowest; the median counts it as slower than any. */
function medianAndSlowest(values: readonly (number | null)[]): { median: number | null; slowest: number | null } {
  const sorted = values.map((value) => value ?? Infinity).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: null, slowest: null };
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? Infinity) : ((sorted[middle - 1] ?? Infinity) + (sorted[middle] ?? Infinity)) / 2;
  const slowest = sorted[sorted.length - 1] ?? Infinity;
  const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);
  return { median: finite(median), slowest: finite(slowest) };
}

const ms = (value: number | null): string => (value === null ? 'never' : `${Math.round(value)} ms`);

/**
 * The app's cold first and twenty pictures within FLOOR_FACTOR of the floor page's, at the
 * median and at the slowest run; the app's warm first picture (the median) before the
 * floor page's cold one. Twenty pictures the floor page never showed are not judged.
 */
export function checkAgainstFloor(label: string, runs: readonly RunFigures[]): string[] {
  const missed: string[] = [];
  for (const [name, pick] of [
    ['first picture', (figures: FirstAndTwenty) => figures.first],
    ['twenty pictures', (figures: FirstAndTwenty) => figures.twenty],
  ] as const) {
    const app = medianAndSlowest(runs.map((run) => pick(run.appCold)));
    const floor = medianAndSlowest(runs.map((run) => pick(run.floorCold)));
    for (const at of ['median', 'slowest'] as const) {
      const [mine, theirs] = [app[at], floor[at]];
      // A window with videos in it may hold fewer than twenty pictures, for both pages;
      // a floor page without a first picture is broken.
      if (theirs === null) {
        if (name === 'first picture') missed.push(`${label} floor page cold first picture (${at}): never, nothing to hold the app to`);
      } else if (mine === null || mine > FLOOR_FACTOR * theirs) {
        missed.push(
          `${label} cold ${name} (${at === 'median' ? 'median' : 'slowest run'}): ${ms(mine)} > ${FLOOR_FACTOR} x the floor page's ${ms(theirs)}`,
        );
      }
    }
  }
  const warm = medianAndSlowest(runs.map((run) => run.appWarm.first)).median;
  const floorFirst = medianAndSlowest(runs.map((run) => run.floorCold.first)).median;
  if (warm === null || floorFirst === null || warm >= floorFirst) {
    missed.push(`${label} warm first picture (median) ${ms(warm)}, not before the floor page's cold ${ms(floorFirst)}`);
  }
  return missed;
}
