/** The soak's verdict (bench/soak.ts, README "Benchmark") and its table: plain data in, lines out. */

export interface SoakSample {
  /** Slides shown when it was taken. */
  slide: number;
  minutes: number;
  /**
   * The heap's live objects after a forced garbage collection: a heap snapshot's
   * statistics without the engine's compiled code, which grows as the optimizing compiler
   * takes up functions that run often and is printed apart (codeMb), not judged.
   */
  heapMb: number;
  /** The heap snapshot's compiled code. */
  codeMb: number;
  /** DevTools' record of the page's requests, there because the bench attaches DevTools (bench/heap-snapshot.ts): apart, not judged. */
  devtoolsMb: number;
  domNodes: number;
  listeners: number;
  /** <img> and <video> elements in the page. */
  mediaElements: number;
  /**
   * <video> elements in the page: each brings the browser's own controls, some 140 nodes
   * of its shadow DOM that the DOM counters count, so a sample taken on a video slide is
   * not held against a picture's level.
   */
  videos?: number;
}

export interface SoakOutcome {
  slideMs: number;
  /** The slide after which the bounded stores have filled: the levels are judged against this one. */
  baselineSlide: number;
  samples: SoakSample[];
  /** Slides shown in the run. */
  slidesShown: number;
  /** Times between changes of picture, from the second picture on, each with the machine's load then. */
  gaps: SoakGap[];
  /** Posts that must be shown (on an approved-only wall, the approved ones). */
  published: string[];
  /** Posts that must never be shown (an approved-only wall's unapproved ones). */
  unapproved?: string[];
  shown: ReadonlySet<string>;
  /** Uncaught errors in the page: each fails the run. */
  pageErrors: string[];
  /** The console's errors (a relay that is down logs some): reported, not judged. */
  consoleErrors: string[];
}

export interface SoakGap {
  ms: number;
  /** The machine's one-minute load average when the picture changed (os.loadavg). */
  loadAverage: number;
  /** When the picture changed, in minutes from the run's start: to set beside the relay's outages. */
  minute?: number;
}

/** A window of time in which the bench itself held the page (a heap snapshot). */
export interface MeasuringWindow {
  from: number;
  to: number;
}

/** A change of slide: when, the machine's load then, and whether the slide it brought is a video's. */
export interface SlideChange {
  at: number;
  loadAverage: number;
  video?: boolean;
}

/**
 * The times between changes of slide, from the second on, each with the load at its end:
 * those the bench's own measurements held up apart, reported and not judged, and those of
 * a video slide apart too, as a video's slide lasts the video (docs/views-and-keys.md,
 * Slideshow view).
 */
export function gapsBetween(
  changes: readonly SlideChange[],
  measuring: readonly MeasuringWindow[],
  startedAt = changes[0]?.at ?? 0,
): { judged: SoakGap[]; measuredMs: number[]; videoMs: number[] } {
  const judged: SoakGap[] = [];
  const measuredMs: number[] = [];
  const videoMs: number[] = [];
  changes.forEach((change, index) => {
    const shown = changes[index - 1];
    if (shown === undefined) return;
    const ms = change.at - shown.at;
    if (measuring.some((window) => window.from < change.at && window.to > shown.at)) measuredMs.push(ms);
    else if (shown.video) videoMs.push(ms);
    else judged.push({ ms, loadAverage: change.loadAverage, minute: (change.at - startedAt) / 60_000 });
  });
  return { judged, measuredMs, videoMs };
}

/** The heap is judged on a run at least this long: the slope needs SLOPE_SLIDES after a filled baseline. */
export const MIN_SLIDES = 3000;
/** The heap at the end stays within this share of the baseline's. */
export const HEAP_TOLERANCE = 0.05;
/** The heap's slope over the last slides, per 1,000 slides, stays under this share of the baseline. */
export const HEAP_SLOPE_TOLERANCE = 0.01;
/** The slides the slope is fitted over: the end of the run. */
export const SLOPE_SLIDES = 2000;
/** A picture stays at most this many slides' time, judged only while the machine is quiet. */
export const STALL_SLIDES = 1.5;
/**
 * Below this load average the machine is quiet enough to judge a stall: on a busy one the
 * page waits for the processor, not for itself.
 */
export const QUIET_LOAD = 1;
/** DOM nodes and media elements stay within this share of the baseline's at every sample. */
export const FLAT_TOLERANCE = 0.1;

const LEVELS = [
  ['domNodes', 'DOM nodes'],
  ['mediaElements', '<img>/<video> elements'],
] as const;

export interface SoakCheck {
  name: string;
  passed: boolean;
  detail: string;
}

/** The figures of a run, as printed and written to the results. */
export interface SoakFigures {
  baselineHeapMb: number;
  endHeapMb: number;
  /** (end − baseline) / baseline. */
  heapChange: number;
  /** MB per 1,000 slides over the last SLOPE_SLIDES slides. */
  heapSlopeMbPer1000: number;
  /** The slope as a share of the baseline heap. */
  heapSlopeShare: number;
  domNodes: Range;
  mediaElements: Range;
  missed: string[];
  unapprovedShown: string[];
  longestGap: SoakGap;
  /** The longest gap while the load average was under QUIET_LOAD: the one judged. */
  longestQuietGap: SoakGap | undefined;
}

export interface Range {
  baseline: number;
  min: number;
  max: number;
}

/** Each level is the median of this many samples: one taken while a relay's answer is being shown says little. */
export const LEVEL_SAMPLES = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The least-squares slope of `y` over `x`: Σ(x − x̄)(y − ȳ) / Σ(x − x̄)². Zero for fewer than
 * two points or points at one `x`, where no line is fitted.
 */
export function leastSquaresSlope(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const { x, y } of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

/** The samples after the baseline within the last `slides` slides of the run. */
export function lastSlides(samples: readonly SoakSample[], baselineSlide: number, slides = SLOPE_SLIDES): SoakSample[] {
  const end = samples.at(-1)?.slide ?? 0;
  return samples.filter((sample) => sample.slide > baselineSlide && sample.slide >= end - slides);
}

/** The samples that make the baseline: the last LEVEL_SAMPLES up to the first at or past `baselineSlide`. */
function baselineSamples(samples: readonly SoakSample[], baselineSlide: number): SoakSample[] {
  const at = samples.findIndex((sample) => sample.slide >= baselineSlide);
  return at < 0 ? [] : samples.slice(Math.max(0, at - LEVEL_SAMPLES + 1), at + 1);
}

export function soakFigures(outcome: SoakOutcome): SoakFigures | undefined {
  const baseline = baselineSamples(outcome.samples, outcome.baselineSlide);
  const last = baseline.at(-1);
  if (!last) return undefined;
  const after = outcome.samples.filter((sample) => sample.slide > last.slide);
  const end = after.slice(-LEVEL_SAMPLES);
  const baselineHeapMb = median(baseline.map((sample) => sample.heapMb));
  const endHeapMb = end.length > 0 ? median(end.map((sample) => sample.heapMb)) : baselineHeapMb;
  const slope = leastSquaresSlope(lastSlides(outcome.samples, last.slide).map((sample) => ({ x: sample.slide, y: sample.heapMb }))) * 1000;
  const range = (key: 'domNodes' | 'mediaElements', of: (samples: SoakSample[]) => SoakSample[] = (all) => all): Range => {
    const values = of(after).map((sample) => sample[key]);
    const level = median(of(baseline).map((sample) => sample[key]));
    return { baseline: level, min: Math.min(level, ...values), max: Math.max(level, ...values) };
  };
  // DOM nodes are compared on picture slides; a run that only ever sampled videos compares those.
  const pictureSlides = (samples: SoakSample[]): SoakSample[] => {
    const pictures = samples.filter((sample) => !sample.videos);
    return pictures.length > 0 ? pictures : samples;
  };
  return {
    baselineHeapMb,
    endHeapMb,
    heapChange: share(endHeapMb - baselineHeapMb, baselineHeapMb),
    heapSlopeMbPer1000: slope,
    heapSlopeShare: share(slope, baselineHeapMb),
    domNodes: range('domNodes', pictureSlides),
    mediaElements: range('mediaElements'),
    missed: outcome.published.filter((name) => !outcome.shown.has(name)),
    unapprovedShown: (outcome.unapproved ?? []).filter((name) => outcome.shown.has(name)),
    longestGap: longestOf(outcome.gaps) ?? { ms: 0, loadAverage: 0 },
    longestQuietGap: longestOf(outcome.gaps.filter((gap) => gap.loadAverage < QUIET_LOAD)),
  };
}

function longestOf(gaps: readonly SoakGap[]): SoakGap | undefined {
  return gaps.reduce<SoakGap | undefined>((longest, gap) => (!longest || gap.ms > longest.ms ? gap : longest), undefined);
}

/** The two lines scripts read (README, Benchmark), exactly in this form. */
export function soakHeapLines(figures: SoakFigures): string[] {
  return [
    `soak, heap growth: ${(figures.heapChange * 100).toFixed(1)} %`,
    `soak, slope: ${(figures.heapSlopeShare * 100).toFixed(2)} % per 1,000`,
  ];
}

/** The longest gap and the load beside it, as printed. */
export function gapLine(gap: SoakGap, slideMs: number): string {
  const when = gap.minute === undefined ? '' : `, ending at ${gap.minute.toFixed(1)} min`;
  return `${Math.round(gap.ms)} ms (${(gap.ms / slideMs).toFixed(2)}x the slide) at load average ${gap.loadAverage.toFixed(2)}${when}`;
}

function share(part: number, whole: number): number {
  return whole === 0 ? (part === 0 ? 0 : Infinity) : part / whole;
}

const percent = (value: number): string => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;

export function checkSoak(outcome: SoakOutcome): SoakCheck[] {
  const figures = soakFigures(outcome);
  const checks: SoakCheck[] = [];
  if (!figures || outcome.samples.filter((sample) => sample.slide > outcome.baselineSlide).length < LEVEL_SAMPLES) {
    checks.push({ name: 'heap, DOM and media levels', passed: false, detail: 'too few samples after the baseline' });
  } else {
    checks.push({
      name: `at least ${MIN_SLIDES} slides`,
      passed: outcome.slidesShown >= MIN_SLIDES,
      detail: `${outcome.slidesShown} shown (a shorter run is a trial: its heap figures are printed, not a verdict)`,
    });
    const baselineAt = baselineSamples(outcome.samples, outcome.baselineSlide).at(-1)?.slide;
    checks.push({
      name: 'live objects after GC at the end',
      passed: Math.abs(figures.heapChange) <= HEAP_TOLERANCE,
      detail: `${round(figures.baselineHeapMb)} MB after slide ${baselineAt}, ${round(figures.endHeapMb)} MB at the end (${percent(figures.heapChange)}; medians of ${LEVEL_SAMPLES} samples, within ${HEAP_TOLERANCE * 100} %)`,
    });
    checks.push({
      name: `live objects' slope over the last ${SLOPE_SLIDES} slides`,
      passed: figures.heapSlopeShare < HEAP_SLOPE_TOLERANCE,
      detail: `${figures.heapSlopeMbPer1000.toFixed(2)} MB per 1,000 slides (${percent(figures.heapSlopeShare)} of the baseline; under ${HEAP_SLOPE_TOLERANCE * 100} %)`,
    });
    for (const [key, label] of LEVELS) {
      const { baseline, min, max } = figures[key];
      const worst = Math.max(Math.abs(share(min - baseline, baseline)), Math.abs(share(max - baseline, baseline)));
      checks.push({
        name: `${label} within ${FLAT_TOLERANCE * 100} % throughout`,
        passed: worst <= FLAT_TOLERANCE,
        detail: `${round(baseline)} after slide ${baselineAt}, then ${min} to ${max} (worst ${(worst * 100).toFixed(1)} % off)`,
      });
    }
  }
  const missed = figures?.missed ?? outcome.published.filter((name) => !outcome.shown.has(name));
  checks.push({
    name: outcome.unapproved ? 'every approved post shown' : 'every new post shown',
    passed: missed.length === 0,
    detail: `${outcome.published.length - missed.length} of ${outcome.published.length}${missed.length > 0 ? `; missed ${missed.slice(0, 5).join(', ')}` : ''}`,
  });
  if (outcome.unapproved) {
    const shown = figures?.unapprovedShown ?? outcome.unapproved.filter((name) => outcome.shown.has(name));
    checks.push({
      name: 'no unapproved post shown',
      passed: shown.length === 0,
      detail: `${shown.length} of ${outcome.unapproved.length} shown${shown.length > 0 ? `: ${shown.slice(0, 5).join(', ')}` : ''}`,
    });
  }
  const quiet = figures?.longestQuietGap ?? longestOf(outcome.gaps.filter((gap) => gap.loadAverage < QUIET_LOAD));
  const longest = figures?.longestGap ?? longestOf(outcome.gaps);
  checks.push({
    name: `no picture longer than ${STALL_SLIDES} slides while the machine is quiet`,
    passed: !quiet || quiet.ms <= STALL_SLIDES * outcome.slideMs,
    detail: `${quiet ? `longest under load average ${QUIET_LOAD}: ${gapLine(quiet, outcome.slideMs)}` : `never quiet: not judged`}; longest of all: ${longest ? gapLine(longest, outcome.slideMs) : 'none'}`,
  });
  checks.push({
    name: 'no page errors',
    passed: outcome.pageErrors.length === 0,
    detail: `${outcome.pageErrors.length === 0 ? 'none' : outcome.pageErrors.slice(0, 3).join(' | ')}; console errors (not judged): ${outcome.consoleErrors.length}`,
  });
  return checks;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
