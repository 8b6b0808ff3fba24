/**
 * A feed's first request, on sockets of its own (nostr/first-request.ts): the one the
 * page's first script sent for this feed, claimed with what it has brought, or else one
 * of its own. Its posts are checked in the batches of core/feed/check-batches.ts: the first
 * screen's on the page, the rest in the worker once the first screen's pictures are shown.
 * Once it is done the relay client starts, after the first screen's pictures have loaded:
 * so the two do not ask the same of the relays, and fetch and check the same events, at
 * the same time, nor while those pictures load.
 */
import { checkBatches, FIRST_CHECK_BATCH, type CheckPlace } from '../../core/feed';
import type { FeedFilter } from '../../core/types';
import type { FirstRequestHandlers } from '../../nostr/first-request';
import { feedActions } from '../feed-store';
import type { FeedDependencies } from './feed-dependencies';
import type { FeedSink, RelaySource } from './feed-sink';

const UNCHECKED_SOURCE: Record<CheckPlace, RelaySource> = {
  'page-now': 'unchecked-first',
  page: 'unchecked',
  worker: 'unchecked-later',
};

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
      // What comes after the first screen waits for its pictures: its checks would share
      // the two cores with them, for posts below the window.
      let afterFirstScreen = Promise.resolve();
      const handlers: FirstRequestHandlers = {
        onEvents: (events, relay) => {
          const before = brought;
          brought += events.length;
          for (const event of events) recordSeenOn(event.id, relay);
          for (const { start, end, place } of checkBatches(before, events.length)) {
            const batch = events.slice(start, end);
            if (place !== 'worker') sink.fromRelay(batch, UNCHECKED_SOURCE[place]);
            else
              afterFirstScreen = afterFirstScreen.then(whenFirstPicturesShown).then(() => {
                if (!stopped) sink.fromRelay(batch, UNCHECKED_SOURCE[place]);
              });
          }
        },
        onSent,
        onDone: () => {
          // The first screen's answer: what follows it may still wait for its pictures.
          void sink.settled().then(() => feedActions.firstAnswerShown(key));
          // The relay client (evaluating it, its sockets, and its fetch and checks of the
          // same stored events) would share the two cores with the first screen's
          // pictures: it waits for them, unless this request brought nothing to show.
          void (brought > 0 ? whenFirstPicturesShown() : Promise.resolve()).then(startLive);
        },
      };
      stopRequest = firstRequest.claimEarly(key, handlers) ?? firstRequest.send(filter(), handlers, FIRST_CHECK_BATCH);
    },
    stop() {
      stopped = true;
      stopRequest?.();
    },
  };
}
