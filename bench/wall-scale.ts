/**
 * `npm run bench -- --scenario wall-scale [--runs 3] [--check] [--slot 6]`: an approved-only
 * wall at the size of a real event (docs/views-and-keys.md, The wall): three moderators
 * with 5,000 approvals each, against a small wall of three moderators and 20 approvals,
 * both on one relay (bench/wall-scale-fixtures.ts). Each run opens each wall cold, in
 * screen mode, in a fresh profile of its own, the two interleaved so both see the same
 * machine, after one discarded visit of each; the time is from navigation to the first
 * slide's picture loaded. It prints, for scripts to read,
 *
 *   wall, first slide: 1.12x small wall
 *
 * and both medians in ms; `--check` exits non-zero above WALL_SCALE_BUDGET (README,
 * Benchmark). The relay, media server and app listen on the ports of slot `--slot`
 * (tests/support/ports.ts), built by scripts/bench.mjs into .cache/dist-wall-scale, so it
 * runs beside the browser tests of other slots. It is a benchmark, not a test.
 */
import { parseArgs } from 'node:util';
import { slotPort } from '../tests/support/ports';
import { startRelay } from '../tests/support/relay';
import { newProfile, openBrowser } from './browser';
import { startAppServer, startMediaServerProcess } from './servers';
import { summarize } from './stats';
import { benchWalls, type BenchWall } from './wall-scale-fixtures';

/** The big wall's first slide may take at most this many times the small wall's (medians). */
export const WALL_SCALE_BUDGET = 2;
const DIST = '.cache/dist-wall-scale';
/** A wall that shows nothing in this long has failed. */
const FIRST_SLIDE_LIMIT_MS = 60_000;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    check: { type: 'boolean', default: false },
    slot: { type: 'string', default: '6' },
  },
});
const runs = Number(values.runs);
const slot = Number(values.slot);

declare global {
  interface Window {
    __firstSlide?: number;
  }
}

/**
 * When the first slide's picture has loaded, in ms since navigation; checked every frame.
 * A string, not a function: the TypeScript loader adds helpers to functions that the
 * page does not have.
 */
const WATCH_FIRST_SLIDE = `(() => {
  const check = () => {
    const image = document.querySelector('img.slideshow__image');
    if (image && image.complete && image.naturalWidth > 0) window.__firstSlide = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** One cold visit of the wall in a fresh profile: ms to its first slide. */
async function firstSlide(base: string, wall: BenchWall): Promise<number> {
  const profile = newProfile();
  const context = await openBrowser(profile.dir, chromiumPath);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_SLIDE);
    await page.goto(`${base}${wall.path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstSlide !== undefined, undefined, { timeout: FIRST_SLIDE_LIMIT_MS });
    return await page.evaluate(() => window.__firstSlide ?? Number.NaN);
  } finally {
    await context.close();
    profile.remove();
  }
}

const format = (ms: number | null): string => (ms === null ? 'never' : `${Math.round(ms)} ms`);

const media = await startMediaServerProcess(slotPort(7448, slot));
const walls = benchWalls(media.url);
const relay = await startRelay({ port: slotPort(7447, slot), events: [...walls.small.events, ...walls.big.events] });
const { base, process: app } = await startAppServer(DIST, slotPort(4174, slot));

try {
  console.log(
    `${walls.big.approvals} approvals against ${walls.small.approvals}, ${relay.url}; ${runs} runs after one discarded visit of each`,
  );
  await firstSlide(base, walls.small);
  await firstSlide(base, walls.big);
  const times: Record<'small' | 'big', number[]> = { small: [], big: [] };
  for (let run = 0; run < runs; run++) {
    // Each run takes the walls in the other order: neither always goes first.
    for (const name of run % 2 === 0 ? (['small', 'big'] as const) : (['big', 'small'] as const)) {
      const ms = await firstSlide(base, walls[name]);
      times[name].push(ms);
      console.log(`run ${run + 1}, ${name} wall: ${format(ms)}`);
    }
  }
  const small = summarize(times.small).median;
  const big = summarize(times.big).median;
  const ratio = small !== null && big !== null && small > 0 ? big / small : null;
  console.log(`wall, first slide: ${ratio === null ? 'n/a' : ratio.toFixed(2)}x small wall`);
  console.log(
    `wall, first slide: ${format(big)} with ${walls.big.approvals} approvals, ${format(small)} with ${walls.small.approvals} (medians)`,
  );
  if (values.check) {
    const missed = ratio === null || ratio > WALL_SCALE_BUDGET;
    if (missed) console.log(`MISSED wall, first slide: above ${WALL_SCALE_BUDGET}x small wall`);
    process.exitCode = missed ? 1 : 0;
  }
} finally {
  app.kill('SIGTERM');
  await relay.stop();
  await media.stop();
}
