/** The bench table printed after a run. */
import { printRuns } from './floor-page/floor-figures';
import type { BenchResults } from './bench-results';
import type { Summary } from './stats';

const ms = (summary: Summary): string =>
  summary.median === null ? 'never' : `${Math.round(summary.median)} (${Math.round(summary.min ?? 0)}–${Math.round(summary.max ?? 0)})`;

const mb = (summary: Summary): string =>
  summary.median === null ? '—' : `${summary.median.toFixed(1)} (${(summary.min ?? 0).toFixed(1)}–${(summary.max ?? 0).toFixed(1)})`;

function routeRows(routes: BenchResults['routes']): [string, string][] {
  const rows: [string, string][] = [];
  for (const [path, route] of Object.entries(routes)) {
    rows.push([`${path} cold first picture ms`, ms(route.cold.firstPicture)]);
    rows.push([`${path} cold twenty pictures ms`, ms(route.cold.twentyPictures)]);
    rows.push([`${path} floor page cold first picture ms`, ms(route.floor.firstPicture)]);
    rows.push([`${path} floor page cold twenty pictures ms`, ms(route.floor.twentyPictures)]);
    rows.push([`${path} first paint ms`, ms(route.cold.firstPaint)]);
    rows.push([`${path} JS execution first 5 s ms`, ms(route.cold.scriptMs)]);
    rows.push([`${path} long tasks first 5 s (total ms)`, ms(route.cold.longTasks)]);
    rows.push([`${path} longest task ms`, ms(route.cold.longestTask)]);
    rows.push([
      `${path} first-route JS raw / gzip kB, files, requests`,
      `${(route.firstRouteJs.raw / 1024).toFixed(1)} / ${(route.firstRouteJs.gzip / 1024).toFixed(1)}, ${route.firstRouteJs.files}, ${route.firstRouteJs.requests}`,
    ]);
    rows.push([
      `${path} of which fetched before the first picture, gzip kB`,
      (route.firstRouteJs.gzipBeforeFirstPicture / 1024).toFixed(1),
    ]);
    rows.push([`${path} warm first picture ms`, ms(route.warm.firstPicture)]);
    rows.push([`${path} warm twenty pictures ms`, ms(route.warm.twentyPictures)]);
    rows.push([
      `${path} relay down: pictures after 5 s (warm visit had)`,
      `${ms(route.relayDown.picturesAfter5s)} (${ms(route.relayDown.warmPicturesAfter5s)})`,
    ]);
  }
  return rows;
}

export function printTable(results: BenchResults): void {
  const rows = routeRows(results.routes);
  const { scale, ingest, core } = results;
  rows.push([`scale (${scale.runs} runs): items loaded (fewest)`, String(scale.itemsLoaded)]);
  rows.push(['scale: media elements mounted (most)', String(scale.mediaElements)]);
  rows.push(['scale: DOM nodes', ms(scale.domNodes)]);
  rows.push(['scale: JS heap after GC MB', mb(scale.heapMb)]);
  rows.push(['scale: long tasks while scrolling', ms(scale.longTasksWhileScrolling)]);
  rows.push(['scale: longest task while scrolling ms', ms(scale.longestTaskMs)]);
  rows.push(['scale: 95th percentile of long tasks while scrolling ms (all runs)', String(scale.p95TaskMs)]);
  rows.push([
    `ingest: long tasks for ${ingest.events} events (longest ms, total ms)`,
    `${ingest.longTasks} (${ingest.longestTaskMs}, ${ingest.totalLongTaskMs})`,
  ]);
  rows.push(['core pipeline events/s', ms(core.pipeline)]);
  rows.push(["core: repost signature checks/s (the worker's share)", ms(core.signatureChecks)]);
  printRows(rows, results.routes);
}

/** The route visits alone (`--routes-only`). */
export function printRouteTable(routes: BenchResults['routes']): void {
  printRows(routeRows(routes), routes);
}

function printRows(rows: readonly [string, string][], routes: BenchResults['routes']): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('\nmetric'.padEnd(width + 3) + 'median (min–max)');
  for (const [label, value] of rows) console.log(`${label.padEnd(width + 2)}${value}`);
  for (const [path, route] of Object.entries(routes)) {
    console.log('');
    printRuns(`${path}, every run, ms`, route.runs);
  }
}
