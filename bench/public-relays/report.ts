/** The public-relays scenario's table: one per variant, a row per route, then every run against the floor page. */
import { printRuns } from '../floor-page/floor-figures';
import type { Summary } from '../stats';
import type { PublicRouteRuns } from './route-visits';

export type VariantResults = Record<string, PublicRouteRuns>;

const median = (summary: Summary, scale = 1): string => (summary.median === null ? 'never' : String(Math.round(summary.median / scale)));

const COLUMNS = [
  'route',
  'cold 1st',
  'cold 20',
  'floor 1st',
  'floor 20',
  'pics at 5 s',
  'warm 1st',
  'warm 20',
  'kB to 1st',
  'conns cold/warm',
  'most asks of a dead one',
  'moves',
];

export function printVariantTable(name: string, routes: VariantResults): void {
  const rows = Object.entries(routes).map(([path, route]) => [
    path.length > 28 ? `${path.slice(0, 25)}...` : path,
    median(route.cold.firstPicture),
    median(route.cold.twentyPictures),
    route.floor ? median(route.floor.firstPicture) : '—',
    route.floor ? median(route.floor.twentyPictures) : '—',
    median(route.cold.picturesAfter5s),
    median(route.warm.firstPicture),
    median(route.warm.twentyPictures),
    median(route.cold.bytesBeforeFirstPicture, 1024),
    `${median(route.cold.connections)} / ${median(route.warm.connections)}`,
    route.mostRequestsOfOne === undefined ? '—' : String(route.mostRequestsOfOne),
    String(route.mostMovesWithoutInput),
  ]);
  const widths = COLUMNS.map((column, index) => Math.max(column.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: string[]): string =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
  console.log(
    `\n${name} (medians, ms unless named; never: not within the 5 s a visit is watched; floor: the floor page, cold; moves: the most in any visit)`,
  );
  console.log(line(COLUMNS));
  for (const row of rows) console.log(line(row));
  for (const [path, route] of Object.entries(routes)) if (route.runs) printRuns(`${name} ${path}, every run, ms`, route.runs);
}
