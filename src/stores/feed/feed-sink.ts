/**
 * Where every phase of a feed hands its events (docs/architecture.md, A feed's start).
 * Nothing is shown before its checks have passed (docs/data-and-requests.md, Verified
 * before shown); what passes is judged and turned into media by the core pipeline and
 * added to the feed store, batch by batch in the order the batches came.
 */
import type { FeedRequest } from '../../core/feed';
import { LRUCache } from '../../core/primitives';
import { embeddedEvent } from '../../core/events';
import { createMediaPipeline } from '../../core/feed';
import type { FeedFilter, MediaItem, NostrEvent } from '../../core/types';
import { rememberedEvents, watchRememberedEvents } from '../event-memory';
import { feedActions } from '../feed-store';
import type { FeedDependencies } from './feed-dependencies';
import type { SnapshotSaver } from './snapshot-saver';

/**
 * How many entries' items a set feed keeps to show again at once when named again; no more
 * than the events the feed remembers (screen mode's size while it runs).
 */
const SHOWN_ENTRIES = 2000;
const shownEntries = (remembered: number): number => Math.min(SHOWN_ENTRIES, remembered);

/** Where a batch of relay events comes from decides what is checked before it is shown. */
export type RelaySource =
  /** The relay client: every relay event was checked on arrival (nostr/verified-relay-messages.ts). */
  | 'checked'
  /** The first request's own sockets: nothing checked yet. */
  | 'unchecked'
  /** The first of those, checked on the page at once when its checker is there. */
  | 'unchecked-first'
  /** Those after the first screen, checked in the worker. */
  | 'unchecked-later';

/** The feed's snapshot: only posts that passed their checks are ever saved. */
type Source = RelaySource | 'cache';

export interface FeedSink {
  /** Events of the feed's snapshot. */
  fromCache(events: NostrEvent[]): void;
  /** Events of the relays' answer: the feed no longer shows its cache alone, and what they add is saved soon. */
  fromRelay(events: NostrEvent[], source?: RelaySource): void;
  /** Events of an older page, from the relay client. */
  fromOlderPage(events: NostrEvent[]): void;
  /**
   * Posts the user published on this page, signed by their own signer: shown as a relay's
   * answer would be, if the feed's rules take them, without counting as a relay's answer.
   */
  fromOwn(events: readonly NostrEvent[]): void;
  /**
   * A set feed's entries added since it opened (set-entries.ts): a relay's answer may now
   * hold them. Those the feed has shown before (an entry removed and named again) are shown
   * again at once, as they passed their checks then; the ids returned are still to be asked for.
   */
  askFor(ids: readonly string[]): string[];
  /** Whether the post of this id has reached the feed: a set feed asks again for one that has not. */
  hasShown(id: string): boolean;
  /** Resolves once what was handed in so far is on screen, or dropped. */
  settled(): Promise<unknown>;
  /** The oldest creation time handed in, in seconds: older pages go on from it. */
  oldest(): number;
  /** Shows nothing more. */
  close(): void;
}

export interface FeedSinkOptions {
  key: string;
  request: FeedRequest;
  /** What the feed asked the relays for: a relay's answer must match it, whatever the relay (docs/content-rules.md, Relay answers are checked). */
  filter: FeedFilter;
  signatures: FeedDependencies['signatures'];
  saver: SnapshotSaver;
}

export function createFeedSink({ key, request, filter, signatures, saver }: FeedSinkOptions): FeedSink {
  const { settings, authors, ids } = request;
  /**
   * What reposts carry, once it has passed its check: as many as the pipeline remembers
   * having seen, as a feed open all day (screen mode) keeps meeting new ones.
   */
  const verified = new LRUCache<string, true>({ maxSize: rememberedEvents() });
  // A set feed's ids grow as entries are added (askFor); the filter is the sink's own copy.
  const asked: FeedFilter = filter.ids ? { ...filter, ids: [...filter.ids] } : filter;
  /** A set feed's items by the id of the event that brought them, for an entry named again. */
  const shownByEvent = new LRUCache<string, MediaItem[]>({ maxSize: shownEntries(rememberedEvents()) });
  const pipeline = createMediaPipeline({
    // A set names its posts, replies among them (docs/content-rules.md, Media sets).
    settings: ids ? { ...settings, showReplies: true } : settings,
    tagView: !authors && !ids && settings.tags.length > 0,
    // docs/data-and-requests.md, Verified before shown: what a repost carries is checked too.
    verify: (event) => verified.has(event.id),
    filter: asked,
    remembered: rememberedEvents(),
  });
  // docs/views-and-keys.md, Screen mode: sized to the show while it runs.
  const stopSizing = watchRememberedEvents((count) => {
    pipeline.remember(count);
    verified.resize(count);
    shownByEvent.resize(shownEntries(count));
  });
  let queue: Promise<unknown> = Promise.resolve();
  let oldest = Number.POSITIVE_INFINITY;
  let closed = false;

  function process(events: NostrEvent[], fromCache: boolean): MediaItem[] {
    const items = pipeline.process(events);
    if (ids) for (const item of items) rememberShown(item);
    saver.remember(items);
    feedActions.add(key, items, fromCache);
    return items;
  }

  function rememberShown(item: MediaItem): void {
    const id = item.repostId ?? item.noteId;
    const known = shownByEvent.get(id);
    if (known) known.push(item);
    else shownByEvent.set(id, [item]);
  }

  /** A step that fails does not stop the ones after it. */
  function enqueue(step: () => void | Promise<void>): void {
    queue = queue.then(step, step);
  }

  /**
   * Checks start at once. A batch the relay client has checked shows its plain posts
   * without waiting; its reposts wait for what they carry.
   */
  function accept(events: NostrEvent[], source: Source, onItems?: (items: MediaItem[]) => void): void {
    for (const event of events) oldest = Math.min(oldest, event.created_at);
    /** What each repost carries, by the repost's id, parsed once here. */
    const carried = new Map<string, NostrEvent>();
    for (const event of events) {
      const inner = settings.showReposts ? embeddedEvent(event) : undefined;
      if (inner) carried.set(event.id, inner);
    }
    const show = (batch: NostrEvent[]): void => {
      if (closed || batch.length === 0) return;
      const items = process(batch, source === 'cache');
      onItems?.(items);
    };
    /** Shows those of `batch` that passed, once `checking` has answered; the pipeline drops reposts whose post failed. */
    const showChecked = (batch: NostrEvent[], checking: Promise<Set<string>>, ownIdsChecked: boolean): void =>
      enqueue(async () => {
        const valid = await checking;
        for (const inner of carried.values()) if (valid.has(inner.id)) verified.set(inner.id, true);
        show(ownIdsChecked ? batch.filter((event) => valid.has(event.id)) : batch);
      });
    if (source === 'unchecked' || source === 'unchecked-first' || source === 'unchecked-later') {
      // Only what could show media is worth a check; the rest would be dropped anyway.
      const candidates = events.filter((event) => pipeline.mayShow(event));
      const toCheck = [...candidates, ...candidates.flatMap((event) => carried.get(event.id) ?? [])];
      const checking =
        source === 'unchecked-later'
          ? signatures.checkBatch(toCheck)
          : signatures.checkFirstPosts(toCheck, { atOnce: source === 'unchecked-first' });
      return showChecked(candidates, checking, true);
    }
    enqueue(() => show(events.filter((event) => !carried.has(event.id))));
    if (carried.size > 0)
      showChecked(
        events.filter((event) => carried.has(event.id)),
        signatures.checkBatch([...carried.values()]),
        false,
      );
  }

  return {
    fromCache: (events) => accept(events, 'cache'),
    fromRelay(events, source = 'checked') {
      feedActions.relayAnswered(key);
      accept(events, source, (items) => {
        if (items.length > 0) saver.saveSoon();
      });
    },
    fromOlderPage: (events) => accept(events, 'checked'),
    fromOwn(events) {
      if (events.length > 0) accept([...events], 'checked', (items) => items.length > 0 && saver.saveSoon());
    },
    askFor(added) {
      const toAsk: string[] = [];
      const again: MediaItem[] = [];
      for (const id of added) {
        const shown = shownByEvent.get(id);
        if (shown) again.push(...shown);
        else toAsk.push(id);
        if (asked.ids && !asked.ids.includes(id)) asked.ids.push(id);
      }
      if (again.length > 0) enqueue(() => void (closed || feedActions.add(key, again)));
      return toAsk;
    },
    hasShown: (id) => shownByEvent.has(id),
    settled: () => queue,
    oldest: () => oldest,
    close() {
      closed = true;
      stopSizing();
    },
  };
}
