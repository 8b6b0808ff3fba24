/**
 * The pure media pipeline in Node, events per second over the benchmark's events, per
 * round. As in the app, the signatures of reposted events are checked before the
 * pipeline runs (in the app: in a worker, off the main thread), so the pipeline is timed
 * with a lookup of those results; the signature checks are timed on their own.
 *
 * Run in processes of its own (bench/core-child.ts): in the bench's main process it
 * would share a heap with the relay's 10,000 stored events and the browser driver, and
 * time their garbage collection instead of the pipeline.
 */
import { spawnSync } from 'node:child_process';
import { verifyEventSignature } from '../src/core/events/event-signature';
import { createMediaPipeline } from '../src/core/feed/pipeline';
import { embeddedEvent } from '../src/core/events/repost';
import type { NostrEvent } from '../src/core/types';

export interface CoreRates {
  pipeline: number[];
  signatureChecks: number[];
}

const settings = { showAdult: false, showReplies: false, showReposts: true, type: 'all' as const };
/** Rounds that warm the JIT, discarded like the browser warm-up run. */
const WARM_UP_ROUNDS = 3;
const MEASURED_ROUNDS = 10;

export function coreEventsPerSecond(events: readonly NostrEvent[], rounds = MEASURED_ROUNDS): CoreRates {
  const embedded = events.map(embeddedEvent).filter((event) => event !== undefined);
  const rates: CoreRates = { pipeline: [], signatureChecks: [] };
  // The signature checks first, in rounds of their own, so that collecting their garbage
  // (big integers by the thousand) does not land in the pipeline's time.
  let verified = new Set<string>();
  for (let round = -WARM_UP_ROUNDS; round < rounds; round++) {
    const start = performance.now();
    verified = new Set(embedded.filter(verifyEventSignature).map((event) => event.id));
    if (round >= 0) rates.signatureChecks.push(Math.round(embedded.length / ((performance.now() - start) / 1000)));
  }
  for (let round = -WARM_UP_ROUNDS; round < rounds; round++) {
    const pipeline = createMediaPipeline({ settings, tagView: false, verify: (event) => verified.has(event.id) });
    const start = performance.now();
    pipeline.process(events);
    if (round >= 0) rates.pipeline.push(Math.round(events.length / ((performance.now() - start) / 1000)));
  }
  return rates;
}

/**
 * Times the pipeline in fresh Node processes over the events in `eventsFile`. One
 * process's median moves by a fifth from one process to the next on this machine (its
 * JIT and heap settle differently), so the rounds of three processes are pooled.
 */
export function measureCoreInChildProcesses(eventsFile: string, processes = 3): CoreRates {
  const pooled: CoreRates = { pipeline: [], signatureChecks: [] };
  for (let index = 0; index < processes; index++) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/core-child.ts', eventsFile], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`core bench failed: ${child.stderr}`);
    const rates = JSON.parse(child.stdout) as CoreRates;
    pooled.pipeline.push(...rates.pipeline);
    pooled.signatureChecks.push(...rates.signatureChecks);
  }
  return pooled;
}
