import { describe, expect, it } from 'vitest';
import {
  checkSoak,
  gapsBetween,
  lastSlides,
  leastSquaresSlope,
  soakFigures,
  soakHeapLines,
  type SoakGap,
  type SoakOutcome,
  type SoakSample,
} from '../../bench/soak-checks';
import { markMeasured } from '../../bench/soak-watch';

const sample = (slide: number, heapMb: number, domNodes = 1000, mediaElements = 4): SoakSample => ({
  slide,
  minutes: slide / 60,
  heapMb,
  codeMb: 3,
  devtoolsMb: 0.2,
  domNodes,
  listeners: 50,
  mediaElements,
});

const quiet = (ms: number): SoakGap => ({ ms, loadAverage: 0.4 });

/** Samples every 100 slides from 100 to 3,000, the heap `heapAt(slide)`. */
const run = (heapAt: (slide: number) => number, over: Partial<SoakOutcome> = {}): SoakOutcome => ({
  slideMs: 1000,
  baselineSlide: 500,
  samples: Array.from({ length: 30 }, (_, index) => sample((index + 1) * 100, heapAt((index + 1) * 100))),
  slidesShown: 3000,
  gaps: [quiet(1000), quiet(1100), quiet(1400)],
  published: ['a', 'b'],
  shown: new Set(['a', 'b', 'c']),
  pageErrors: [],
  consoleErrors: ['WebSocket connection failed'],
  ...over,
});

const verdict = (outcome: SoakOutcome): Record<string, boolean> =>
  Object.fromEntries(checkSoak(outcome).map((check) => [check.name, check.passed]));

describe('leastSquaresSlope', () => {
  it('fits the line through points on one', () => {
    expect(leastSquaresSlope([0, 1, 2, 3].map((x) => ({ x, y: 2 * x + 5 })))).toBeCloseTo(2);
  });

  it('fits the best line through scattered points', () => {
    // x̄ = 1.5, ȳ = 2.5: Σ(x−x̄)(y−ȳ) = 2.25 − 0.25 − 0.25 + 2.25 = 4, Σ(x−x̄)² = 5.
    expect(
      leastSquaresSlope([
        { x: 0, y: 1 },
        { x: 1, y: 3 },
        { x: 2, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toBeCloseTo(0.8);
  });

  it('is zero where no line can be fitted', () => {
    expect(leastSquaresSlope([])).toBe(0);
    expect(leastSquaresSlope([{ x: 1, y: 5 }])).toBe(0);
    expect(
      leastSquaresSlope([
        { x: 1, y: 5 },
        { x: 1, y: 7 },
      ]),
    ).toBe(0);
  });
});

describe('gapsBetween', () => {
  it('times each change from the one before, and sets apart those a measurement held up', () => {
    const changes = [0, 1000, 2100, 5000, 6000].map((at, index) => ({ at, loadAverage: index / 10 }));
    expect(gapsBetween(changes, [{ from: 2500, to: 4500 }])).toEqual({
      judged: [
        { ms: 1000, loadAverage: 0.1, minute: 1000 / 60_000 },
        { ms: 1100, loadAverage: 0.2, minute: 2100 / 60_000 },
        { ms: 1000, loadAverage: 0.4, minute: 6000 / 60_000 },
      ],
      measuredMs: [2900],
      videoMs: [],
    });
  });

  it('sets apart the time of a video slide, which lasts its video', () => {
    const changes = [
      { at: 0, loadAverage: 0.2 },
      { at: 1000, loadAverage: 0.2, video: true },
      { at: 4000, loadAverage: 0.2 },
      { at: 5000, loadAverage: 0.2 },
    ];
    expect(gapsBetween(changes, [], -60_000)).toEqual({
      judged: [
        { ms: 1000, loadAverage: 0.2, minute: 61_000 / 60_000 },
        { ms: 1000, loadAverage: 0.2, minute: 65_000 / 60_000 },
      ],
      measuredMs: [],
      videoMs: [3000],
    });
  });
});

describe('lastSlides', () => {
  it('keeps the samples of the last 2,000 slides, after the baseline', () => {
    const samples = run(() => 10).samples;
    expect(lastSlides(samples, 500).map((s) => s.slide)).toEqual(Array.from({ length: 21 }, (_, index) => 1000 + index * 100));
    expect(lastSlides(samples.slice(0, 8), 500).map((s) => s.slide)).toEqual([600, 700, 800]);
  });
});

describe('soakFigures', () => {
  it('takes the baseline at the baseline slide and the slope over the end', () => {
    // Flat to 1,000 slides, then 0.5 MB more every 1,000.
    const figures = soakFigures(run((slide) => 40 + Math.max(0, slide - 1000) / 2000));
    expect(figures?.baselineHeapMb).toBe(40);
    expect(figures?.endHeapMb).toBeCloseTo(40.95);
    expect(figures?.heapSlopeMbPer1000).toBeCloseTo(0.5);
    expect(figures?.heapSlopeShare).toBeCloseTo(0.0125);
    expect(figures?.longestGap.ms).toBe(1400);
    expect(soakHeapLines(figures!)).toEqual(['soak, heap growth: 2.4 %', 'soak, slope: 1.25 % per 1,000']);
  });

  it('gives each level its range after the baseline', () => {
    const outcome = run(() => 40);
    outcome.samples[10] = sample(1100, 40, 1080, 5);
    outcome.samples[20] = sample(2100, 40, 950, 4);
    expect(soakFigures(outcome)).toMatchObject({
      domNodes: { baseline: 1000, min: 950, max: 1080 },
      mediaElements: { baseline: 4, min: 4, max: 5 },
    });
  });
});

describe('checkSoak', () => {
  it('passes a run that holds', () => {
    const outcome = run((slide) => 40 + (slide % 200 === 0 ? 0.3 : -0.3));
    expect(Object.values(verdict(outcome)).every(Boolean)).toBe(true);
  });

  it('fails a heap that ends more than 5 % above the baseline', () => {
    const checks = verdict(run((slide) => (slide < 2900 ? 40 : 42.5)));
    expect(checks['live objects after GC at the end']).toBe(false);
  });

  it('fails a heap still climbing over the last 2,000 slides, though it ends within 5 %', () => {
    // 0.5 MB per 1,000 slides from slide 1,000: 1 MB on 40 at the end (2.5 %), the slope 1.25 %.
    const checks = verdict(run((slide) => 40 + Math.max(0, slide - 1000) * 0.0005));
    expect(checks['live objects after GC at the end']).toBe(true);
    expect(checks["live objects' slope over the last 2000 slides"]).toBe(false);
  });

  it('judges the heap of a run of 3,000 slides or more only', () => {
    expect(verdict(run(() => 40, { slidesShown: 2999 }))['at least 3000 slides']).toBe(false);
    expect(verdict(run(() => 40))['at least 3000 slides']).toBe(true);
  });

  it('fails DOM nodes off by more than 10 % at any sample after the baseline, not only at the end', () => {
    const outcome = run(() => 40);
    outcome.samples[15] = sample(1600, 40, 1150);
    expect(verdict(outcome)['DOM nodes within 10 % throughout']).toBe(false);
    outcome.samples[15] = sample(1600, 40, 1090, 6);
    expect(verdict(outcome)['DOM nodes within 10 % throughout']).toBe(true);
    expect(verdict(outcome)['<img>/<video> elements within 10 % throughout']).toBe(false);
  });

  it("holds a sample taken on a video slide, whose element carries the browser's own controls, against no picture's level", () => {
    const outcome = run(() => 40);
    outcome.samples[15] = { ...sample(1600, 40, 1150), videos: 1 };
    expect(verdict(outcome)['DOM nodes within 10 % throughout']).toBe(true);
    outcome.samples[16] = sample(1700, 40, 1150);
    expect(verdict(outcome)['DOM nodes within 10 % throughout']).toBe(false);
  });

  it('fails a missed post, a stall past 1.5 slides on a quiet machine and a page error, not a console error', () => {
    const stall = 'no picture longer than 1.5 slides while the machine is quiet';
    const checks = verdict(run(() => 40, { published: ['a', 'x'], gaps: [quiet(1000), quiet(1600)], pageErrors: ['boom'] }));
    expect(checks['every new post shown']).toBe(false);
    expect(checks[stall]).toBe(false);
    expect(checks['no page errors']).toBe(false);
    expect(verdict(run(() => 40))['no page errors']).toBe(true);
    expect(verdict(run(() => 40))[stall]).toBe(true);
  });

  it('does not judge a stall while the load average is 1 or more, and prints it beside the gap', () => {
    const gaps = [quiet(1200), { ms: 4000, loadAverage: 1.7 }];
    const check = checkSoak(run(() => 40, { gaps })).find((each) => each.name.startsWith('no picture longer'));
    expect(check?.passed).toBe(true);
    expect(check?.detail).toContain('4000 ms (4.00x the slide) at load average 1.70');
  });

  it('on an approved-only wall, fails when an unapproved post was shown', () => {
    expect(verdict(run(() => 40, { unapproved: ['c'] }))['no unapproved post shown']).toBe(false);
    const checks = verdict(run(() => 40, { unapproved: ['d'] }));
    expect(checks['no unapproved post shown']).toBe(true);
    expect(checks['every approved post shown']).toBe(true);
  });

  it('fails a run with too few samples after the baseline', () => {
    const outcome = run(() => 40);
    outcome.samples = outcome.samples.slice(0, 6);
    expect(verdict(outcome)['heap, DOM and media levels']).toBe(false);
  });
});

describe('markMeasured', () => {
  it("sets apart a hold that overlaps one of the bench's own samples", () => {
    const hold = (at: number, ms: number) => ({ kind: 'held' as const, ms, at, minute: at / 60_000, loadAverage: 0.5 });
    const marked = markMeasured([hold(10_000, 3_000), hold(20_000, 3_000)], [{ from: 8_000, to: 9_000 }]);
    expect(marked.map((entry) => entry.measuring)).toEqual([true, false]);
  });
});
