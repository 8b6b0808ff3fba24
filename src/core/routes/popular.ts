/**
 * The "Popular" order of a feed (docs/routes-and-filters.md, Popular): which periods there
 * are, how the address names them, and what the header calls them.
 */
import type { PopularPeriod } from '../types';

export type { PopularPeriod };

export const POPULAR_PERIODS: readonly PopularPeriod[] = ['1d', '7d', '30d'];
/** `sort=popular` without a period, or with one the app does not know, ranks the last week. */
export const DEFAULT_POPULAR_PERIOD: PopularPeriod = '7d';

const DAY_SECONDS = 24 * 60 * 60;
const PERIOD_DAYS: Record<PopularPeriod, number> = { '1d': 1, '7d': 7, '30d': 30 };
const PERIOD_NAMES: Record<PopularPeriod, string> = { '1d': 'today', '7d': 'this week', '30d': 'this month' };
const PERIOD_CHOICES: Record<PopularPeriod, string> = { '1d': 'Day', '7d': 'Week', '30d': 'Month' };

export function periodSeconds(period: PopularPeriod): number {
  return PERIOD_DAYS[period] * DAY_SECONDS;
}

/** The period of `sort=popular&period=…`; undefined for the newest-first order (any other `sort`). */
export function parsePopular(sort: string | null, period: string | null): PopularPeriod | undefined {
  if (sort !== 'popular') return undefined;
  return POPULAR_PERIODS.find((known) => known === period) ?? DEFAULT_POPULAR_PERIOD;
}

/** The query parameters the address carries for `period`: always both, so a shared address says which period it ranks. */
export function popularParams(period: PopularPeriod): string[] {
  return ['sort=popular', `period=${period}`];
}

/** "Popular this week": the header's and the page title's words. */
export function popularLabel(period: PopularPeriod): string {
  return `Popular ${PERIOD_NAMES[period]}`;
}

/** The filter menu's short name of a period. */
export function periodChoice(period: PopularPeriod): string {
  return PERIOD_CHOICES[period];
}
