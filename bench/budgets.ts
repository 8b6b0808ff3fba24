/**
 * The benchmark's budgets (README, Benchmark), checked against the medians; and against the
 * floor page (bench/floor-page/floor-figures.ts): the app's cold first and twenty
 * pictures within 1.15 times the floor page's at the median and at the slowest run, its
 * warm first picture before the floor page's cold one; and the paired first visits within
 * their budgets (bench/paired-figures.ts).
 */
import { checkAgainstFloor } from './floor-page/floor-figures';
import { checkPaired } from './paired-figures';
import type { BenchResults } from './bench-results';

export function checkBudgets(results: BenchResults): string[] {
  const missed: string[] = [];
  const over = (label: string, value: number | null, budget: number): void => {
    if (value === null || value > budget) missed.push(`${label}: ${value === null ? 'never' : Math.round(value)} > ${budget}`);
  };
  for (const [path, route] of Object.entries(results.routes)) {
    // The stack the design names (React, react-router-dom, NDK with its Dexie cache) is
    // what the first 5 s load; everything added since loads in chunks of its own, on first use.
    over(`${path} script before the first picture gzip kB`, route.firstRouteJs.gzipBeforeFirstPicture / 1024, 140);
    over(`${path} all script of the first 5 s gzip kB`, route.firstRouteJs.gzip / 1024, 230);
    over(`${path} cold first picture ms`, route.cold.firstPicture.median, 650);
    over(`${path} cold twenty pictures ms`, route.cold.twentyPictures.median, 1100);
    over(`${path} warm first picture ms`, route.warm.firstPicture.median, 350);
    over(`${path} JS execution in first 5 s ms`, route.cold.scriptMs.median, 1000);
    const down = route.relayDown.picturesAfter5s.median ?? 0;
    const seen = route.relayDown.warmPicturesAfter5s.median ?? 0;
    if (down < seen) missed.push(`${path} relay down: ${down} pictures shown, ${seen} seen on the previous visit`);
    missed.push(...checkAgainstFloor(path, route.runs));
  }
  for (const [path, route] of Object.entries(results.paired)) missed.push(...checkPaired(path, route.summary));
  over('ingest longest task ms', results.ingest.longestTaskMs, 100);
  over('scale media elements', results.scale.mediaElements, 300);
  over('scale heap after GC MB', results.scale.heapMb.median, 60);
  // This machine runs the relay, the media server and the driver beside the page, so one
  // task's length says as much about the machine as about the app: most tasks are held
  // to 100 ms, and none may pass 200.
  over('scale 95th percentile of long tasks while scrolling ms', results.scale.p95TaskMs, 100);
  over('scale longest task while scrolling ms (any run)', results.scale.longestTaskMs.max, 200);
  if (results.scale.itemsLoaded < 5000) missed.push(`scale: only ${results.scale.itemsLoaded} items loaded`);
  if ((results.core.pipeline.median ?? 0) < 100_000) missed.push(`core pipeline: ${results.core.pipeline.median} events/s < 100000`);
  return missed;
}
