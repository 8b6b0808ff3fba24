/**
 * Older pages, asked for as the viewer nears the end of the feed: posts older than the
 * oldest handed in, one page at a time, through the relay client. A page that brings
 * nothing older ends the feed.
 */
import type { FeedFilter, NostrEvent } from '../../core/types';
import { feedActions } from '../feed-store';
import type { FeedDependencies } from './feed-dependencies';
import type { FeedSink } from './feed-sink';

export interface OlderPages {
  /** Asks for the next older page, unless one is on its way or the relays' first answer is not in yet. */
  load(): void;
  stop(): void;
}

export interface OlderPagesOptions {
  key: string;
  /** The feed's filter as of now, for posts older than `until`. */
  filter(until: number): FeedFilter;
  sink: FeedSink;
  dependencies: Pick<FeedDependencies, 'subscribe'>;
  /** Whether the relays have answered the live subscription: older pages follow that answer, never overlap it. */
  liveAnswered(): boolean;
}

export function createOlderPages({ key, filter, sink, dependencies, liveAnswered }: OlderPagesOptions): OlderPages {
  let stopPage: (() => void) | undefined;
  let stopped = false;

  return {
    load() {
      if (stopped || stopPage || !liveAnswered() || !Number.isFinite(sink.oldest())) return;
      feedActions.olderPagesAsked(key);
      let received = 0;
      const until = sink.oldest();
      const handlers = {
        onEvents: (events: NostrEvent[]) => {
          received += events.filter((event) => event.created_at < until).length;
          sink.fromOlderPage(events);
        },
        onEose: () => {
          stopPage?.();
          stopPage = undefined;
          feedActions.olderPagesAnswered(key, received === 0);
        },
      };
      stopPage = dependencies.subscribe(filter(until), handlers, { closeOnEose: true });
    },
    stop() {
      stopped = true;
      stopPage?.();
    },
  };
}
