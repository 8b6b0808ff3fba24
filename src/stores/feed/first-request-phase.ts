/**
 * A feed's first request, on sockets of its own (nostr/first-request.ts): the one the
 * page's first script sent for this feed, claimed with what it has brought, or else one
 * of its own. Its posts are checked on the page in the batches of core/check-batches.ts.
 * Once it is done the relay client starts, after the first screen's pictures have loaded:
 * so the two do not ask the same of the relays, and fetch and check the same events, at
 * the same time, nor while those pictures load.
 */
import { checkBatches } from '../../core/check-batches';
import { FIRST_SCREEN_EVENTS } from '../../core/feed-request';
import type { FeedFilter } from '../../core/types';
import type { FirstRequestHandlers } from '../../nostr/first-request';
import { feedActions } from '../feed-store';
import type { FeedDependencies } from './feed-dependencies';
import type { FeedSink } from './feed-sink';

export interface FirstRequestPhase {
  /** Claims or sends the request, the first time only, and never once stopped. */
  start(): void;
  stop(): void;
}

export interface FirstRequestPhaseOptions {
  key: string;
  /** The feed's filter as of now. */
  filter(): FeedFilter;
  sink: FeedSink;
  dependencies: Pick<FeedDependencies, 'firstRequest' | 'signatures' | 'recordSeenOn' | 'whenFirstPicturesShown'>;
  /** The request is on its way, or could not be sent. */
  onSent(): void;
  /** Starts the relay client. */
  startLive(): void;
}

export function createFirstRequestPhase({
  key,
  filter,
  sink,
  dependencies,
  onSent,
  startLive,
}: FirstRequestPhaseOptions): FirstRequestPhase {
  const { firstRequest, signatures, recordSeenOn, whenFirstPicturesShown } = dependencies;
  let stopRequest: (() => void) | undefined;
  let stopped = false;

  return {
    start() {
      if (stopped || stopRequest) return;
      signatures.start();
      let brought = 0;
      const handlers: FirstRequestHandlers = {
        onEvents: (events, relay) => {
          const before = brought;
          brought += events.length;
          for (const event of events) recordSeenOn(event.id, relay);
          for (const [start, end] of checkBatches(before, events.length)) {
            sink.fromRelay(events.slice(start, end), start === 0 ? 'unchecked-first' : 'unchecked');
          }
        },
        onSent,
        onDone: () => {
          void sink.settled().then(() => feedActions.firstAnswerShown(key));
          // The relay client (evaluating it, its sockets, and its fetch and checks of the
          // same stored events) would share the two cores with the first screen's
          // pictures: it waits for them, unless this request brought nothing to show.
          void (brought > 0 ? whenFirstPicturesShown() : Promise.resolve()).then(startLive);
        },
      };
      stopRequest = firstRequest.claimEarly(key, handlers) ?? firstRequest.send(filter(), handlers, FIRST_SCREEN_EVENTS);
    },
    stop() {
      stopped = true;
      stopRequest?.();
    },
  };
}
