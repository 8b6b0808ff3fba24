/**
 * The paired first visit (README, Benchmark): the app and the floor page (bench/floor-page/)
 * visited cold one after the other, which first alternating, so each pair sees the same
 * moment of the machine. What is judged is the app's time over the floor page's in each
 * pair, not two medians taken at different moments: the median of those ratios, their
 * upper quartile, and the main thread's busy time before the first picture, app over floor.
 */

/** One cold visit: ms from navigation to the first picture, and the main thread's busy ms before it. */
export interface PairedVisit {
  first: number | null;
  busy: number | null;
}

export interface Pair {
  app: PairedVisit;
  floor: PairedVisit;
  /** Which page was visited first in this pair. */
  appFirst: boolean;
}

export interface PairedSummary {
  pairs: number;
  /** Median of the per-pair first-picture ratios, app over floor. */
  median: number | null;
  /** Their upper quartile. */
  q3: number | null;
  /** Median of the per-pair ratios of busy time before the first picture. */
  busy: number | null;
}

export const PAIRED_BUDGETS = { median: 1.15, q3: 1.3, busy: 1.2 } as const;

/** The quantile q of sorted values, linearly between the two nearest ranks. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  const lowValue = sorted[low] ?? NaN;
  const highValue = sorted[high] ?? NaN;
  // Infinity - Infinity is NaN: a rank between two apps that never showed a picture is one too.
  return low === high || lowValue === highValue ? lowValue : lowValue + (highValue - lowValue) * (at - low);
}

/**
 * App over floor, pair by pair. A pair whose floor page showed nothing says nothing about
 * the app and is left out; an app that showed nothing against a floor that did is slower
 * than any ratio.
 */
export function pairRatios(pairs: readonly Pair[], pick: (visit: PairedVisit) => number | null): number[] {
  const ratios: number[] = [];
  for (const pair of pairs) {
    const floor = pick(pair.floor);
    if (floor === null || floor <= 0) continue;
    const app = pick(pair.app);
    ratios.push(app === null ? Infinity : app / floor);
  }
  return ratios.sort((a, b) => a - b);
}

/** Busy time counts only where both pages showed a picture: before a picture that never came is no figure. */
const busyIn = (visit: PairedVisit): number | null => (visit.first === null ? null : visit.busy);

export function summarizePairs(pairs: readonly Pair[]): PairedSummary {
  const firsts = pairRatios(pairs, (visit) => visit.first);
  const busy = pairRatios(
    pairs.filter((pair) => pair.app.first !== null),
    busyIn,
  );
  return { pairs: pairs.length, median: quantile(firsts, 0.5), q3: quantile(firsts, 0.75), busy: quantile(busy, 0.5) };
}

const times = (value: number | null): string => (value === null || !Number.isFinite(value) ? 'never' : `${value.toFixed(2)}x`);

/** The line scripts read, one per route (README, Benchmark). */
export const pairedLine = (route: string, summary: PairedSummary): string =>
  `first visit ${route}: median ${times(summary.median)}, q3 ${times(summary.q3)}, busy ${times(summary.busy)}`;

/** What the route misses of PAIRED_BUDGETS; a figure that could not be taken is a miss. */
export function checkPaired(route: string, summary: PairedSummary): string[] {
  const missed: string[] = [];
  for (const name of ['median', 'q3', 'busy'] as const) {
    const value = summary[name];
    const budget = PAIRED_BUDGETS[name];
    if (value === null || !(value <= budget)) missed.push(`first visit ${route}: ${name} ${times(value)} > ${budget}x the floor page's`);
  }
  return missed;
}

const ms = (value: number | null): string => (value === null ? 'never' : String(Math.round(value)));

/** One pair's figures, printed as it is measured. */
export const formatPair = (pair: Pair): string =>
  `${pair.appFirst ? 'app first' : 'floor first'}: app ${ms(pair.app.first)} ms (busy ${ms(pair.app.busy)}), floor ${ms(pair.floor.first)} ms (busy ${ms(pair.floor.busy)})`;
