/**
 * Older pages of a set feed (docs/content-rules.md, Media sets): its posts are asked by
 * id, so a page back is the next entries by the order they were added
 * (core/feed/entry-window.ts, deepen), not posts before a time. A page whose entries bring no
 * post (missing, forged, none a picture) goes on to the next, so paging never stops
 * short of the set's oldest entry; and when the newest entries brought nothing at all,
 * the feed reads on by itself, in screen mode too.
 */
import type { EntryWindow } from '../../core/feed';
import type { FeedFilter } from '../../core/types';
import { feedActions } from '../feed-store';
import type { FeedDependencies } from './feed-dependencies';
import type { FeedSink } from './feed-sink';
import type { OlderPages } from './older-pages';

export interface SetPages extends OlderPages {
  /** The first answer is in: when none of the entries read brought a post, the next page is read. */
  fillIfEmpty(): void;
}

export interface SetPagesOptions {
  key: string;
  entryWindow: EntryWindow;
  /** The feed's filter as of now; its ids are replaced by the page's. */
  filter(): FeedFilter;
  sink: FeedSink;
  /** Splits a page's ids as relays take them (split-ids.ts). */
  dependencies: Pick<FeedDependencies, 'subscribe'>;
  /** Whether the relays have answered the live subscription: older pages follow that answer, never overlap it. */
  liveAnswered(): boolean;
}

export function createSetPages({ key, entryWindow, filter, sink, dependencies, liveAnswered }: SetPagesOptions): SetPages {
  let stopPage: (() => void) | undefined;
  let reading = false;
  let stopped = false;

  function answered(): void {
    reading = false;
    feedActions.olderPagesAnswered(key, !entryWindow.hasOlder());
  }

  /** Shows again what was shown of `page` before; asks the relays for the rest. */
  function read(page: readonly string[]): void {
    const toAsk = sink.askFor(page);
    const done = (): void => {
      stopPage?.();
      stopPage = undefined;
      void sink.settled().then(() => {
        if (stopped) return;
        if (page.some((id) => sink.hasShown(id)) || !entryWindow.hasOlder()) answered();
        else read(entryWindow.deepen());
      });
    };
    if (toAsk.length === 0) return done();
    stopPage = dependencies.subscribe(
      { ...filter(), ids: toAsk },
      { onEvents: (events) => sink.fromOlderPage(events), onEose: done },
      { closeOnEose: true },
    );
  }

  function load(): void {
    if (stopped || reading || !liveAnswered()) return;
    // Every entry is read: the feed has reached its end (the grid says so).
    if (!entryWindow.hasOlder()) return feedActions.olderPagesAnswered(key, true);
    reading = true;
    feedActions.olderPagesAsked(key);
    read(entryWindow.deepen());
  }

  return {
    load,
    fillIfEmpty() {
      if (!entryWindow.asked().some((id) => sink.hasShown(id))) load();
    },
    stop() {
      stopped = true;
      stopPage?.();
    },
  };
}
