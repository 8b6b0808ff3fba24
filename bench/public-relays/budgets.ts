/**
 * The public-relays scenario's budgets (README, Benchmark), checked against the medians: one
 * unhealthy relay moves a route's cold first picture by less than 100 ms against all
 * healthy, three of eight gone by less than 200 ms, and an author route (the outbox
 * model) reaches its first picture within 150 ms of the tag route in the same variant.
 * In every variant, no picture on screen moves by itself (docs/views-and-keys.md,
 * Pictures stay put). Against the floor page, in every variant and route, as on loopback
 * (bench/floor-page/floor-figures.ts).
 */
import { checkAgainstFloor } from '../floor-page/floor-figures';
import type { VariantResults } from './report';

const HEALTHY = 'all healthy';
const THREE_GONE = 'three of eight gone';
const ONE_RELAY_MS = 100;
const THREE_RELAYS_MS = 200;
const AUTHOR_AFTER_TAG_MS = 150;
const DEAD_PICTURES = 'one picture in five dead';
/** docs/data-and-requests.md, Media recovery: twenty pictures at most this much later than all healthy. */
const DEAD_TWENTY_MS = 150;

const coldFirst = (results: VariantResults | undefined, route: string): number | null => results?.[route]?.cold.firstPicture.median ?? null;

export function checkPublicRelayBudgets(
  variants: Readonly<Record<string, VariantResults>>,
  tagRoute: string,
  authorRoute: string,
): string[] {
  const missed: string[] = [];
  const healthy = variants[HEALTHY];
  for (const [name, results] of Object.entries(variants)) {
    for (const route of Object.keys(results)) {
      const runs = results[route]?.runs;
      if (runs) missed.push(...checkAgainstFloor(`${name} ${route}`, runs));
      const moves = results[route]?.mostMovesWithoutInput ?? 0;
      if (moves > 0) missed.push(`${name} ${route}: pictures on screen moved ${moves} times without input in one visit (budget 0)`);
      const value = coldFirst(results, route);
      if (value === null) {
        missed.push(`${name} ${route}: no first picture`);
        continue;
      }
      const base = coldFirst(healthy, route);
      const budget = name === THREE_GONE ? THREE_RELAYS_MS : ONE_RELAY_MS;
      if (base !== null && value - base >= budget)
        missed.push(`${name} ${route}: cold first picture ${Math.round(value - base)} ms later than all healthy (budget < ${budget})`);
    }
    const tag = coldFirst(results, tagRoute);
    const author = coldFirst(results, authorRoute);
    if (tag !== null && author !== null && author - tag > AUTHOR_AFTER_TAG_MS)
      missed.push(`${name}: author route ${Math.round(author - tag)} ms after the tag route (budget ${AUTHOR_AFTER_TAG_MS})`);
  }
  missed.push(...checkDeadPictures(variants[DEAD_PICTURES], healthy));
  return missed;
}

/** With one picture in five dead: a full first screen, twenty pictures barely later, and no dead picture asked twice in a visit. */
function checkDeadPictures(dead: VariantResults | undefined, healthy: VariantResults | undefined): string[] {
  if (!dead) return [];
  const missed: string[] = [];
  for (const [route, results] of Object.entries(dead)) {
    const base = healthy?.[route];
    const shown = results.cold.picturesAfter5s.median;
    if (base && shown !== null && base.cold.picturesAfter5s.median !== null && shown < base.cold.picturesAfter5s.median) {
      missed.push(
        `${DEAD_PICTURES} ${route}: ${shown} pictures on the first screen, ${base.cold.picturesAfter5s.median} when all are healthy`,
      );
    }
    const twenty = results.cold.twentyPictures.median;
    const baseTwenty = base?.cold.twentyPictures.median ?? null;
    if (twenty === null && baseTwenty !== null) missed.push(`${DEAD_PICTURES} ${route}: never twenty pictures`);
    else if (twenty !== null && baseTwenty !== null && twenty - baseTwenty > DEAD_TWENTY_MS)
      missed.push(
        `${DEAD_PICTURES} ${route}: twenty pictures ${Math.round(twenty - baseTwenty)} ms later than all healthy (budget ${DEAD_TWENTY_MS})`,
      );
    if ((results.mostRequestsOfOne ?? 0) > 1)
      missed.push(`${DEAD_PICTURES} ${route}: a dead picture asked ${results.mostRequestsOfOne} times in one visit`);
  }
  return missed;
}
