/**
 * The page's main thread busy time before its first picture, from a Chrome trace of the
 * visit: the time inside the renderer main thread's top-level tasks between navigation
 * start and the first picture. Long tasks (bench/page-probe.js) count only tasks over
 * 50 ms; this counts every task, so many short ones weigh what they cost.
 */
import type { CDPSession } from '@playwright/test';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds, the trace's own clock. */
  ts: number;
  dur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** A top-level task of a thread, whatever the scheduler calls it in this chromium. */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/** Starts a trace on the page's session; the function it returns ends it and gives its events. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'toplevel,blink.user_timing,__metadata', transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/**
 * Busy ms of the main thread that started the page's navigation (its `navigationStart`
 * mark, from which performance.now() counts), up to `untilMs` after it. Nested tasks count
 * once. Undefined when the trace holds no navigation to `origin`.
 */
export function busyBefore(events: readonly TraceEvent[], origin: string, untilMs: number): number | undefined {
  const starts = events.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      (event.args.data.documentLoaderURL ?? '').startsWith(origin),
  );
  const start = starts.sort((a, b) => a.ts - b.ts)[starts.length - 1];
  if (!start) return undefined;
  const from = start.ts;
  const until = from + untilMs * 1000;
  const tasks = events
    .filter((event) => event.ph === 'X' && event.pid === start.pid && event.tid === start.tid && TASK_NAMES.has(event.name))
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let coveredTo = from;
  for (const task of tasks) {
    const begin = Math.max(task.ts, coveredTo);
    const end = Math.min(task.ts + (task.dur ?? 0), until);
    if (end > begin) busy += end - begin;
    coveredTo = Math.max(coveredTo, Math.min(task.ts + (task.dur ?? 0), until));
  }
  return busy / 1000;
}
