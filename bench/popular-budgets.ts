/**
 * The popular scenario's budgets (README, Benchmark), judged on the medians of its
 * interleaved runs. Each figure is printed as one line of a fixed form, read by scripts:
 * `popular, cold: 2.31x newest, cold`, `popular, warm: 1.04x newest, warm`,
 * `popular, counted: 4210 ms`, `popular, heap: 180 MB`.
 */
import { summarize } from './stats';

/** One visit's figures, ms from the navigation; null when it never came within the watch. */
export interface PopularVisit {
  first: number | null;
  twenty: number | null;
  /** Every post of the period counted: the ranked feed's note is gone. */
  counted?: number | null;
  /** The tab's JS heap after counting and a forced collection, in bytes. */
  heap?: number | null;
}

export type VisitLabel = 'newest, cold' | 'newest, warm' | 'popular, cold' | 'popular, warm';

const BUDGET = {
  coldRatio: 2.5,
  warmRatio: 1.1,
  countedMs: 5_000,
  twentiethRatio: 1.5,
  scaledCountedMs: 15_000,
  scaledHeapMb: 300,
} as const;

export interface Judged {
  lines: string[];
  missed: string[];
}

const median = (values: readonly (number | null | undefined)[]): number | null => summarize(values).median;
const times = (value: number | null): string => (value === null ? 'never' : `${value.toFixed(2)}x`);
const ratio = (value: number | null, reference: number | null): number | null =>
  value === null || reference === null ? null : value / reference;

/** At scale 1 the speed budgets; at a larger scale the counting and the heap budgets. */
export function judgePopular(samples: ReadonlyMap<VisitLabel, readonly PopularVisit[]>, scale: number): Judged {
  const lines: string[] = [];
  const missed: string[] = [];
  const of = (label: VisitLabel, figure: keyof PopularVisit): number | null =>
    median((samples.get(label) ?? []).map((visit) => visit[figure] ?? null));
  const judge = (line: string, value: number | null, budget: number, judged: boolean): void => {
    lines.push(line);
    if (judged && (value === null || value > budget)) missed.push(`${line} (budget ${budget})`);
  };

  const cold = ratio(of('popular, cold', 'first'), of('newest, cold', 'first'));
  const warm = ratio(of('popular, warm', 'first'), of('newest, warm', 'first'));
  judge(`popular, cold: ${times(cold)} newest, cold`, cold, BUDGET.coldRatio, scale === 1);
  judge(`popular, warm: ${times(warm)} newest, warm`, warm, BUDGET.warmRatio, scale === 1);
  for (const visit of ['cold', 'warm'] as const) {
    const twentieth = ratio(of(`popular, ${visit}`, 'twenty'), of(`popular, ${visit}`, 'first'));
    judge(`popular, ${visit} twentieth: ${times(twentieth)} first`, twentieth, BUDGET.twentiethRatio, scale === 1);
  }
  const counted = of('popular, cold', 'counted');
  const countedBudget = scale === 1 ? BUDGET.countedMs : BUDGET.scaledCountedMs;
  judge(`popular, counted: ${counted === null ? 'never' : `${Math.round(counted)} ms`}`, counted, countedBudget, true);
  const heap = of('popular, cold', 'heap');
  const heapMb = heap === null ? null : heap / 1024 / 1024;
  judge(`popular, heap: ${heapMb === null ? 'never' : `${Math.round(heapMb)} MB`}`, heapMb, BUDGET.scaledHeapMb, scale > 1);
  return { lines, missed };
}
