/** What one run of the loopback benchmark measured: written as JSON, judged by budgets.ts, printed by report.ts. */
import type { measureIngest } from './ingest';
import type { NetworkLink } from './network-link';
import type { PairedRoute } from './paired-runs';
import type { RouteRuns } from './route-runs';
import type { ScaleSummary } from './scale';
import type { summarize } from './stats';

export type BenchResults = {
  date: string;
  events: number;
  /** The route visits' emulated link; none on loopback, which the budgets are for. */
  link: NetworkLink | undefined;
  routes: Record<string, RouteRuns>;
  /** The paired first visits (bench/paired-figures.ts), by route. */
  paired: Record<string, PairedRoute>;
  scale: ScaleSummary;
  ingest: Awaited<ReturnType<typeof measureIngest>>;
  core: { pipeline: ReturnType<typeof summarize>; signatureChecks: ReturnType<typeof summarize> };
};
