/** The pure media pipeline in Node: events per second over the benchmark's events, per round. */
import { createMediaPipeline } from '../src/core/pipeline';
import type { NostrEvent } from '../src/core/types';

export function coreEventsPerSecond(events: readonly NostrEvent[], rounds = 6): number[] {
  const settings = { showAdult: false, showReplies: false, showReposts: true, type: 'all' as const };
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const pipeline = createMediaPipeline({ settings, tagView: false });
    const start = performance.now();
    pipeline.process(events);
    const seconds = (performance.now() - start) / 1000;
    // The first round warms the JIT and is discarded like the browser warm-up run.
    if (round > 0) rates.push(Math.round(events.length / seconds));
  }
  return rates;
}
