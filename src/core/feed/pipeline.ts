/**
 * Events in, media items out: unwrap reposts, judge the post, extract media, apply the
 * type filter and drop pictures already shown. One pipeline per feed, fed in batches.
 */
import { extractMedia } from '../media/extract-media';
import { matchesFilter } from '../events/filter-match';
import { REPOST_KINDS } from '../events/kinds';
import { LRUCache } from '../primitives/lru-cache';
import { createMediaDeduper, REMEMBERED_SEEN } from './media-dedupe';
import { judgePost, matchesTypeFilter } from './post-filter';
import { unwrapRepost, type VerifyEvent } from '../events/repost';
import type { FeedFilter, MediaItem, NostrEvent, Settings } from '../types';

export interface MediaPipelineOptions {
  settings: Pick<Settings, 'showAdult' | 'showReplies' | 'showReposts' | 'type'>;
  tagView: boolean;
  verify: VerifyEvent;
  mutedAuthors?: ReadonlySet<string>;
  /** What the feed asked relays for: anything else a relay sends is dropped (docs/content-rules.md, Relay answers are checked). */
  filter?: Pick<FeedFilter, 'ids' | 'kinds' | 'authors' | '#t' | 'search'>;
  /** How many events and pictures it remembers having seen; REMEMBERED_SEEN unless a test asks for fewer. */
  remembered?: number;
}

export interface MediaPipeline {
  process(events: readonly NostrEvent[]): MediaItem[];
  /**
   * Whether the event could add media to the feed, taking whatever a repost carries on
   * trust: what could not is never worth checking. Changes nothing.
   */
  mayShow(event: NostrEvent): boolean;
  /** Remembers at most `limit` events and as many pictures from now on (screen mode's size). */
  remember(limit: number): void;
}

export function createMediaPipeline(options: MediaPipelineOptions): MediaPipeline {
  const { settings, tagView, mutedAuthors, verify, filter } = options;
  const deduper = createMediaDeduper(options.remembered);
  // Bounded for a feed open all day (docs/constants.md, Feeds and requests).
  const seenEvents = new LRUCache<string, true>({ maxSize: options.remembered ?? REMEMBERED_SEEN });
  const seen = (id: string): boolean => seenEvents.get(id) !== null;
  const filterOptions = { showAdult: settings.showAdult, showReplies: settings.showReplies, tagView, mutedAuthors };

  /** The post whose media the event would show, if it may show any. */
  function postOf(event: NostrEvent, verifyCarried: VerifyEvent): NostrEvent | undefined {
    if (filter && !matchesFilter(event, filter)) return undefined;
    const isRepost = REPOST_KINDS.includes(event.kind);
    if (isRepost && !settings.showReposts) return undefined;
    const post = isRepost ? unwrapRepost(event, verifyCarried) : event;
    return post && judgePost(post, filterOptions) === 'ok' ? post : undefined;
  }

  function processOne(event: NostrEvent, out: MediaItem[]): void {
    if (seen(event.id)) return;
    seenEvents.set(event.id, true);
    const post = postOf(event, verify);
    if (!post) return;
    const isRepost = post !== event;
    for (const item of extractMedia(post)) {
      if (!matchesTypeFilter(item, settings.type) || !deduper.accept(item)) continue;
      if (isRepost) {
        item.repostedBy = event.pubkey;
        item.repostId = event.id;
      }
      // Adult mode shows content-warned media sharp (docs/content-rules.md, Content warnings).
      if (settings.showAdult) item.contentWarning = undefined;
      out.push(item);
    }
  }

  return {
    process(events) {
      const out: MediaItem[] = [];
      for (const event of events) processOne(event, out);
      return out;
    },
    mayShow(event) {
      if (seen(event.id)) return false;
      const post = postOf(event, () => true);
      return post !== undefined && extractMedia(post).some((item) => matchesTypeFilter(item, settings.type));
    },
    remember(limit) {
      seenEvents.resize(limit);
      deduper.resize(limit);
    },
  };
}
