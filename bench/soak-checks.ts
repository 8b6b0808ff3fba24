/** The soak's verdict (bench/soak.ts) and its table: plain data in, lines out. */

export interface SoakSample {
  /** Slides shown when it was taken. */
  slide: number;
  minutes: number;
  /** JS heap after a forced garbage collection. */
  heapMb: number;
  domNodes: number;
  listeners: number;
  /** <img> and <video> elements in the page. */
  mediaElements: number;
}

export interface SoakOutcome {
  slideMs: number;
  baselineSlide: number;
  samples: SoakSample[];
  /** Times between changes of picture, in ms, from the second picture on. */
  gapsMs: number[];
  published: string[];
  shown: ReadonlySet<string>;
  pageErrors: string[];
}

/** Each measure at the end stays within this share of its value after the first slides. */
export const FLAT_TOLERANCE = 0.1;

const MEASURES = [
  ['heapMb', 'JS heap after GC (MB)'],
  ['domNodes', 'DOM nodes'],
  ['mediaElements', '<img>/<video> elements'],
] as const;

export interface SoakCheck {
  name: string;
  passed: boolean;
  detail: string;
}

/** Each level is the median of this many samples: one taken while a relay's answer is being shown says little. */
export const LEVEL_SAMPLES = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function checkSoak(outcome: SoakOutcome): SoakCheck[] {
  const checks: SoakCheck[] = [];
  const at = outcome.samples.findIndex((sample) => sample.slide >= outcome.baselineSlide);
  const baseline = at < 0 ? [] : outcome.samples.slice(Math.max(0, at - LEVEL_SAMPLES + 1), at + 1);
  const end = outcome.samples.slice(Math.max(at + 1, outcome.samples.length - LEVEL_SAMPLES));
  for (const [key, label] of MEASURES) {
    const last = end.at(-1);
    if (baseline.length === 0 || !last) {
      checks.push({ name: `${label} flat`, passed: false, detail: 'too few samples' });
      continue;
    }
    const from = median(baseline.map((sample) => sample[key]));
    const to = median(end.map((sample) => sample[key]));
    const change = from === 0 ? (to === 0 ? 0 : Infinity) : (to - from) / from;
    checks.push({
      name: `${label} flat`,
      passed: Math.abs(change) <= FLAT_TOLERANCE,
      detail: `${round(from)} after slide ${baseline.at(-1)?.slide}, ${round(to)} at slide ${last.slide} (${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %; medians of ${LEVEL_SAMPLES} samples)`,
    });
  }
  const missed = outcome.published.filter((name) => !outcome.shown.has(name));
  checks.push({
    name: 'every new post shown',
    passed: missed.length === 0,
    detail: `${outcome.published.length - missed.length} of ${outcome.published.length}${missed.length > 0 ? `; missed ${missed.slice(0, 5).join(', ')}` : ''}`,
  });
  // A stall is time past the picture's own: more than one more slide's worth is too much.
  const longest = Math.max(0, ...outcome.gapsMs);
  checks.push({
    name: 'no stall longer than one slide',
    passed: longest <= 2 * outcome.slideMs,
    detail: `longest time between pictures ${Math.round(longest)} ms, slide ${outcome.slideMs} ms`,
  });
  checks.push({
    name: 'no page errors',
    passed: outcome.pageErrors.length === 0,
    detail: outcome.pageErrors.length === 0 ? 'none' : outcome.pageErrors.slice(0, 3).join(' | '),
  });
  return checks;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function printSoak(outcome: SoakOutcome, checks: SoakCheck[]): void {
  const header = ['slide', 'minutes', 'heap MB', 'DOM nodes', 'listeners', 'img/video'];
  const rows = outcome.samples.map((sample) => [
    String(sample.slide),
    sample.minutes.toFixed(1),
    sample.heapMb.toFixed(1),
    String(sample.domNodes),
    String(sample.listeners),
    String(sample.mediaElements),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]): string => cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
  console.log('');
  for (const check of checks) console.log(`${check.passed ? 'PASS' : 'FAIL'} ${check.name}: ${check.detail}`);
}
