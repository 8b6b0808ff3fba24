/** A long feed: load older posts until `targetItems` are loaded, scrolling the grid all the way. */
import { newProfile, openBrowser } from './browser';
import { PROBE_SCRIPT } from './page-probe';
import { summarize, type Summary } from './stats';

export interface ScaleResult {
  itemsLoaded: number;
  mediaElements: number;
  domNodes: number;
  heapMb: number;
  longTasksWhileScrolling: number;
  longestTaskMs: number;
  /** Every long task's length while scrolling, for the percentile over all runs. */
  taskDurations: number[];
  seconds: number;
}

const STALL_MS = 20_000;

/** Several scale runs: the worst counts for what must stay bounded, medians for the rest. */
export interface ScaleSummary {
  runs: number;
  /** The fewest items any run loaded. */
  itemsLoaded: number;
  /** The most media elements any run mounted. */
  mediaElements: number;
  domNodes: Summary;
  heapMb: Summary;
  longTasksWhileScrolling: Summary;
  longestTaskMs: Summary;
  /** The 95th percentile of the long tasks of every run together. */
  p95TaskMs: number;
}

/** The value below which `share` of `values` lie (nearest rank); 0 for none. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export function summarizeScale(runs: readonly ScaleResult[]): ScaleSummary {
  return {
    runs: runs.length,
    itemsLoaded: Math.min(...runs.map((run) => run.itemsLoaded)),
    mediaElements: Math.max(...runs.map((run) => run.mediaElements)),
    domNodes: summarize(runs.map((run) => run.domNodes)),
    heapMb: summarize(runs.map((run) => run.heapMb)),
    longTasksWhileScrolling: summarize(runs.map((run) => run.longTasksWhileScrolling)),
    longestTaskMs: summarize(runs.map((run) => run.longestTaskMs)),
    p95TaskMs: Math.round(
      percentile(
        runs.flatMap((run) => run.taskDurations),
        0.95,
      ),
    ),
  };
}

export async function measureScale(options: {
  base: string;
  chromiumPath: string;
  dist: string;
  targetItems: number;
}): Promise<ScaleResult> {
  const profile = newProfile();
  const context = await openBrowser(profile.dir, options.chromiumPath);
  try {
    const page = await context.newPage();
    await page.addInitScript({ path: PROBE_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await page.goto(`${options.base}/global`);
    await page.waitForSelector('[data-items]');
    const itemsLoaded = (): Promise<number> =>
      page.evaluate(() => Number(document.querySelector('[data-items]')?.getAttribute('data-items') ?? 0));
    const scrollStart = await page.evaluate(() => performance.now());
    const started = Date.now();
    let last = 0;
    let lastProgress = Date.now();
    let mediaElements = 0;
    while (Date.now() - lastProgress < STALL_MS) {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight * 3));
      await page.waitForTimeout(120);
      mediaElements = Math.max(mediaElements, await page.evaluate(() => document.querySelectorAll('img, video').length));
      const count = await itemsLoaded();
      if (count > last) {
        last = count;
        lastProgress = Date.now();
      }
      if (count >= options.targetItems) break;
    }
    const probe = await page.evaluate(() => window.__probe);
    const tasks = probe.longTasks.filter((task) => task.start >= scrollStart);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return {
      itemsLoaded: last,
      mediaElements,
      domNodes: await page.evaluate(() => document.getElementsByTagName('*').length),
      heapMb: Math.round((heap.usedSize / 1024 / 1024) * 10) / 10,
      longTasksWhileScrolling: tasks.length,
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
      taskDurations: tasks.map((task) => task.duration),
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
  } finally {
    await context.close();
    profile.remove();
  }
}
