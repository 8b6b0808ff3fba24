/**
 * The pure media pipeline in Node, events per second over the benchmark's events, per
 * round. As in the app, the signatures of reposted events are checked before the
 * pipeline runs (in the app: in a worker, off the main thread), so the pipeline is timed
 * with a lookup of those results; the signature checks are timed on their own.
 */
import { verifyEventSignature } from '../src/core/event-signature';
import { createMediaPipeline } from '../src/core/pipeline';
import { embeddedEvent } from '../src/core/repost';
import type { NostrEvent } from '../src/core/types';

export interface CoreRates {
  pipeline: number[];
  signatureChecks: number[];
}

const settings = { showAdult: false, showReplies: false, showReposts: true, type: 'all' as const };

export function coreEventsPerSecond(events: readonly NostrEvent[], rounds = 6): CoreRates {
  const embedded = events.map(embeddedEvent).filter((event) => event !== undefined);
  const rates: CoreRates = { pipeline: [], signatureChecks: [] };
  for (let round = 0; round < rounds; round++) {
    let start = performance.now();
    const verified = new Set(embedded.filter(verifyEventSignature).map((event) => event.id));
    const checkSeconds = (performance.now() - start) / 1000;

    const pipeline = createMediaPipeline({ settings, tagView: false, verify: (event) => verified.has(event.id) });
    start = performance.now();
    pipeline.process(events);
    const seconds = (performance.now() - start) / 1000;
    // The first round warms the JIT and is discarded like the browser warm-up run.
    if (round === 0) continue;
    rates.pipeline.push(Math.round(events.length / seconds));
    rates.signatureChecks.push(Math.round(embedded.length / checkSeconds));
  }
  return rates;
}
