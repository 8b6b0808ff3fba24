import { describe, expect, it } from 'vitest';
import { busyBefore, type TraceEvent } from '../../bench/main-thread-busy';
import { checkPaired, pairedLine, pairRatios, quantile, summarizePairs, type Pair } from '../../bench/paired-figures';

const pair = (app: number | null, floor: number | null, appBusy = 100, floorBusy = 100): Pair => ({
  app: { first: app, busy: appBusy },
  floor: { first: floor, busy: floorBusy },
  appFirst: true,
});

describe('paired first visit', () => {
  it('takes quantiles between the nearest ranks', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.75)).toBe(4);
    expect(quantile([1, 2, 3, 4], 0.75)).toBeCloseTo(3.25);
    expect(quantile([], 0.5)).toBeNull();
  });

  it('divides pair by pair, not median by median', () => {
    // Each pair's app is 1.1x its own floor; the medians of the two columns would say 2x.
    const pairs = [pair(110, 100), pair(220, 200), pair(440, 400), pair(880, 800), pair(1760, 1600)];
    const summary = summarizePairs(pairs);
    expect(summary.median).toBeCloseTo(1.1);
    expect(summary.q3).toBeCloseTo(1.1);
    expect(summary.pairs).toBe(5);
  });

  it('counts an app that showed nothing as slower than any pair, and leaves out a floor that showed nothing', () => {
    const ratios = pairRatios([pair(null, 100), pair(100, null), pair(120, 100)], (visit) => visit.first);
    expect(ratios).toEqual([1.2, Infinity]);
  });

  it('judges busy time only where both pages showed a picture', () => {
    const summary = summarizePairs([pair(100, 100, 130, 100), pair(100, 100, 110, 100), pair(null, 100, 10, 100)]);
    expect(summary.busy).toBeCloseTo(1.2);
  });

  it('prints the line scripts read', () => {
    expect(pairedLine('/global', { pairs: 15, median: 1.084, q3: 1.2149, busy: 1.1 })).toBe(
      'first visit /global: median 1.08x, q3 1.21x, busy 1.10x',
    );
    expect(pairedLine('/global', { pairs: 15, median: Infinity, q3: null, busy: 1 })).toBe(
      'first visit /global: median never, q3 never, busy 1.00x',
    );
  });

  it('misses each budget passed, and a figure that could not be taken', () => {
    expect(checkPaired('/global', { pairs: 15, median: 1.15, q3: 1.3, busy: 1.2 })).toEqual([]);
    const missed = checkPaired('/global', { pairs: 15, median: 1.16, q3: 1.31, busy: null });
    expect(missed).toHaveLength(3);
    expect(missed[0]).toContain('median 1.16x');
    expect(checkPaired('/global', { pairs: 15, median: 1, q3: 1, busy: 1.21 })).toHaveLength(1);
  });
});

describe('main thread busy time before the first picture', () => {
  const navigation = (ts: number, url: string, tid = 1): TraceEvent => ({
    name: 'navigationStart',
    cat: 'blink.user_timing',
    ph: 'R',
    pid: 7,
    tid,
    ts,
    args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
  });
  const task = (ts: number, dur: number, tid = 1): TraceEvent => ({ name: 'RunTask', cat: 'toplevel', ph: 'X', pid: 7, tid, ts, dur });

  it('sums the main thread tasks from navigation to the first picture, nested ones once', () => {
    const events = [
      task(500, 400), // before navigation: not counted
      navigation(900, 'about:blank'),
      navigation(1000, 'http://127.0.0.1:4175/global'),
      task(1000, 2000),
      task(1500, 500), // inside the task before it
      task(4000, 1000),
      task(4500, 100, 2), // another thread
      task(9000, 5000), // cut at the first picture, 10 ms after navigation
    ];
    expect(busyBefore(events, 'http://127.0.0.1:4175', 10)).toBe(5);
  });

  it('has no figure without a navigation to the page', () => {
    expect(busyBefore([task(0, 100)], 'http://127.0.0.1:4175', 10)).toBeUndefined();
  });
});
