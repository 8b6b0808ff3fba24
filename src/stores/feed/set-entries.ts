/**
 * A set feed's entries as the sets change while it is open (docs/content-rules.md, Media
 * sets): the feed store is told the entries, so one removed leaves as the views allow
 * (stores/feed-store.ts, setEntries), and the posts of entries that join those the feed
 * reads (core/feed/entry-window.ts: added, named again, or come up as newer ones left) are asked
 * for by id, a few at a time, and handed to the feed's sink like any relay's answer.
 * Nothing shown is asked again, and the feed does not start over.
 */
import type { EntryWindow } from '../../core/feed';
import type { SetUnion } from '../../core/sets';
import type { FeedFilter } from '../../core/types';
import { feedActions } from '../feed-store';
import type { FeedDependencies } from './feed-dependencies';
import type { FeedSink } from './feed-sink';

/** Entries added together (an author's edits in a row, several moderators) go out in one request. */
export const ENTRY_BATCH_DELAY_MS = 200;
/** Ids in one request. */
export const ENTRY_BATCH_SIZE = 50;
/** Requests open at once; the others wait their turn. */
export const ENTRY_REQUESTS_AT_ONCE = 2;
/** A relay that never sends EOSE must not hold a request's place for ever. */
export const ENTRY_WAIT_MS = 8000;
/**
 * An entry whose post no relay sent (a relay down, or the post not there yet) is asked
 * again after this long, twice as long each time up to ENTRY_RETRY_MAX_MS, at most
 * ENTRY_ATTEMPTS times; a relay that comes back has all of them asked again at once.
 */
export const ENTRY_RETRY_MS = 5000;
export const ENTRY_RETRY_MAX_MS = 60_000;
export const ENTRY_ATTEMPTS = 6;

/** What a set feed needs of the union of its sets: the entries in the order they were added, and their ranks. */
export type SetEntries = Pick<SetUnion, 'entries' | 'ranks'>;

export interface SetEntriesPhase {
  /** The sets' entries now: added ones are asked for, removed ones leave the feed. */
  update(entries: SetEntries): void;
  /** A relay is back (screen mode's upkeep): every entry read whose post is still missing is asked for again now. */
  retry(): void;
  stop(): void;
}

export interface SetEntriesOptions {
  key: string;
  /** The entries the feed reads, the ones it opened with among them: its own requests ask for those. */
  entryWindow: EntryWindow;
  /** The feed's filter as of now. */
  filter(): FeedFilter;
  sink: FeedSink;
  dependencies: Pick<FeedDependencies, 'subscribe'>;
}

export function createSetEntries({ key, entryWindow, filter, sink, dependencies }: SetEntriesOptions): SetEntriesPhase {
  let wanted = new Set(entryWindow.asked());
  /** Ids still to ask for, in the order they were added. */
  let waiting: string[] = [];
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const open = new Set<() => void>();
  /** Entries asked for whose post has not come, by how many times they were asked. */
  const attempts = new Map<string, number>();
  const retryTimers = new Set<ReturnType<typeof setTimeout>>();

  function queue(ids: readonly string[]): void {
    const fresh = ids.filter((id) => wanted.has(id) && !waiting.includes(id));
    if (fresh.length === 0) return;
    waiting.push(...fresh);
    clearTimeout(batchTimer);
    batchTimer = setTimeout(sendWaiting, ENTRY_BATCH_DELAY_MS);
  }

  /** Once the batch's answer is on screen: what did not come is asked again later. */
  function askAgainLater(batch: readonly string[]): void {
    void sink.settled().then(() => {
      if (stopped) return;
      const missing = batch.filter((id) => wanted.has(id) && !sink.hasShown(id));
      for (const id of batch) if (!missing.includes(id)) attempts.delete(id);
      const again = missing.filter((id) => (attempts.get(id) ?? 0) < ENTRY_ATTEMPTS);
      if (again.length === 0) return;
      const tries = Math.max(...again.map((id) => attempts.get(id) ?? 1));
      const timer = setTimeout(
        () => {
          retryTimers.delete(timer);
          queue(again);
        },
        Math.min(ENTRY_RETRY_MAX_MS, ENTRY_RETRY_MS * 2 ** (tries - 1)),
      );
      retryTimers.add(timer);
    });
  }

  function ask(batch: string[]): void {
    // Replaced once the request is out; a relay may answer EOSE before that.
    let stopSubscription = (): void => undefined;
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stopSubscription();
      open.delete(finish);
      if (!stopped) askAgainLater(batch);
      sendWaiting();
    };
    const timer = setTimeout(finish, ENTRY_WAIT_MS);
    open.add(finish);
    stopSubscription = dependencies.subscribe(
      { ...filter(), ids: batch },
      { onEvents: (events) => sink.fromRelay(events), onEose: finish },
      { closeOnEose: true },
    );
    if (done) stopSubscription();
  }

  function sendWaiting(): void {
    if (stopped) return;
    // An entry removed before its turn is not asked for.
    waiting = waiting.filter((id) => wanted.has(id));
    while (open.size < ENTRY_REQUESTS_AT_ONCE && waiting.length > 0) {
      const batch = waiting.splice(0, ENTRY_BATCH_SIZE);
      for (const id of batch) attempts.set(id, (attempts.get(id) ?? 0) + 1);
      ask(batch);
    }
  }

  return {
    update({ entries, ranks }) {
      if (stopped) return;
      const joined = entryWindow.update(entries);
      wanted = new Set(entries);
      feedActions.setEntries(key, ranks);
      for (const id of attempts.keys()) if (!wanted.has(id)) attempts.delete(id);
      queue(sink.askFor(joined));
    },
    retry() {
      if (stopped) return;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      attempts.clear();
      queue(entryWindow.asked().filter((id) => !sink.hasShown(id)));
    },
    stop() {
      stopped = true;
      clearTimeout(batchTimer);
      for (const timer of retryTimers) clearTimeout(timer);
      for (const finish of [...open]) finish();
      waiting = [];
    },
  };
}
