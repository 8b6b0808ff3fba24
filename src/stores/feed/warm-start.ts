/**
 * The feed's snapshot, read at its start (docs/cache-and-offline.md, Feed snapshot): its
 * first screen is shown first, the rest once the page is idle, and only then does the
 * relay client start; starting it (evaluating NDK, opening sockets) would hold the first
 * pictures back. A snapshot that is gone, or a read that takes longer than the start
 * policy allows (core/feed/feed-start-policy.ts), leaves the feed to its first request.
 */
import { FIRST_SCREEN_EVENTS } from '../../core/feed';
import type { NostrEvent } from '../../core/types';
import type { FeedDependencies } from './feed-dependencies';
import type { FeedSink } from './feed-sink';

/** The rest of the snapshot, and then the relays, wait until the first screen has painted and the page is idle. */
export const REST_OF_SNAPSHOT_WAIT_MS = 500;

export interface WarmStart {
  /** Reads the snapshot; `readLimitMs`: how long before the relays are asked anyway, if at all. */
  start(readLimitMs: number | undefined): void;
  stop(): void;
}

export interface WarmStartOptions {
  key: string;
  sink: FeedSink;
  dependencies: Pick<FeedDependencies, 'snapshots' | 'whenIdle'>;
  /** The snapshot's first screen is on screen. */
  onShown(): void;
  /** Asks the relays with the first request, unless they have been asked. */
  askRelays(): void;
  /** Starts the relay client. */
  startLive(): void;
}

export function createWarmStart({ key, sink, dependencies, onShown, askRelays, startLive }: WarmStartOptions): WarmStart {
  const { snapshots, whenIdle } = dependencies;
  let readTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function show(events: NostrEvent[]): void {
    sink.fromCache(events.slice(0, FIRST_SCREEN_EVENTS));
    void sink
      .settled()
      .then(onShown)
      .then(() => whenIdle(REST_OF_SNAPSHOT_WAIT_MS))
      .then(() => {
        if (!stopped) sink.fromCache(events.slice(FIRST_SCREEN_EVENTS));
        return sink.settled();
      })
      .then(startLive);
  }

  return {
    start(readLimitMs) {
      if (readLimitMs !== undefined) readTimer = setTimeout(askRelays, readLimitMs);
      void snapshots.read(key).then((events) => {
        clearTimeout(readTimer);
        if (stopped) return;
        if (events.length === 0) askRelays();
        else show(events);
      });
    },
    stop() {
      stopped = true;
      clearTimeout(readTimer);
    },
  };
}
