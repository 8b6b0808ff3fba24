/** Cold, warm and relay-down visits of one route, repeated with a fresh profile each run. */
import { newProfile, openBrowser, visit, type VisitResult } from './browser';
import type { NetworkLink } from './network-link';
import { summarize, type Summary } from './stats';

export interface RelayControl {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface RouteRuns {
  cold: { firstPicture: Summary; twentyPictures: Summary; firstPaint: Summary; scriptMs: Summary; longTasks: Summary; longestTask: Summary };
  warm: { firstPicture: Summary; twentyPictures: Summary };
  relayDown: { picturesAfter5s: Summary; warmPicturesAfter5s: Summary };
  firstRouteJs: { raw: number; gzip: number; files: number; requests: number; gzipBeforeFirstPicture: number };
}

interface RunSample {
  cold: VisitResult;
  warm: VisitResult;
  down: VisitResult;
}

async function oneRun(options: { url: string; chromiumPath: string; dist: string; relay: RelayControl; link?: NetworkLink }): Promise<RunSample> {
  const profile = newProfile();
  try {
    const samples: VisitResult[] = [];
    for (const phase of ['cold', 'warm', 'down'] as const) {
      if (phase === 'down') await options.relay.stop();
      const context = await openBrowser(profile.dir, options.chromiumPath);
      const { page, ...result } = await visit(context, options.url, options.dist, { link: options.link });
      await page.close({ runBeforeUnload: true });
      await context.close();
      samples.push(result);
      if (phase === 'down') await options.relay.start();
    }
    const [cold, warm, down] = samples as [VisitResult, VisitResult, VisitResult];
    return { cold, warm, down };
  } finally {
    profile.remove();
  }
}

export async function measureRoute(options: {
  base: string;
  path: string;
  runs: number;
  chromiumPath: string;
  dist: string;
  relay: RelayControl;
  link?: NetworkLink;
}): Promise<RouteRuns> {
  const runs: RunSample[] = [];
  for (let index = 0; index <= options.runs; index++) {
    const sample = await oneRun({ ...options, url: options.base + options.path });
    if (index > 0) runs.push(sample);
    console.log(`${options.path} run ${index}${index === 0 ? ' (warm-up)' : ''}: cold ${fmt(sample.cold.firstPicture)} / ${fmt(sample.cold.twentyPictures)} ms, warm ${fmt(sample.warm.firstPicture)} ms, relay down ${sample.down.visiblePictures} pictures`);
  }
  const pick = <T>(select: (run: RunSample) => T): T[] => runs.map(select);
  const first = runs[0]?.cold;
  return {
    cold: {
      firstPicture: summarize(pick((run) => run.cold.firstPicture)),
      twentyPictures: summarize(pick((run) => run.cold.twentyPictures)),
      firstPaint: summarize(pick((run) => run.cold.firstPaint)),
      scriptMs: summarize(pick((run) => run.cold.scriptMs)),
      longTasks: summarize(pick((run) => run.cold.longTasks.filter((task) => task.start < 5000).reduce((sum, task) => sum + task.duration, 0))),
      longestTask: summarize(pick((run) => Math.max(0, ...run.cold.longTasks.map((task) => task.duration)))),
    },
    warm: {
      firstPicture: summarize(pick((run) => run.warm.firstPicture)),
      twentyPictures: summarize(pick((run) => run.warm.twentyPictures)),
    },
    relayDown: {
      picturesAfter5s: summarize(pick((run) => run.down.visiblePictures)),
      warmPicturesAfter5s: summarize(pick((run) => run.warm.visiblePictures)),
    },
    firstRouteJs: {
      raw: first?.scripts.reduce((sum, script) => sum + script.raw, 0) ?? 0,
      gzip: first?.scripts.reduce((sum, script) => sum + script.gzip, 0) ?? 0,
      files: first?.scripts.length ?? 0,
      requests: first?.requests ?? 0,
      gzipBeforeFirstPicture: first?.scripts.filter((script) => first.scriptsBeforeFirstPicture.includes(script.path)).reduce((sum, script) => sum + script.gzip, 0) ?? 0,
    },
  };
}

function fmt(value: number | null): string {
  return value === null ? '—' : String(Math.round(value));
}
