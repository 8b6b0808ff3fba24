/**
 * A feed in the Popular order (docs/routes-and-filters.md, Popular), run in place of the
 * newest-first phases (stores/feed/run-feed.ts): the last ranking kept on this device
 * shows at once; the period's posts are read (period-posts.ts) and counted
 * (ranking-counts.ts) in the browser. The ranking is shown once every post is counted, or,
 * when that takes longer than EARLY_RANKING_MS, the ranking so far is shown, said to be
 * early, and redone as counts come. Later counts change the order only below what the
 * viewer has seen (the feed store's `showRanked`).
 */
import { createMediaPipeline, feedFilter, feedKey, type FeedRequest, popularScore, rankPosts } from '../../core/feed';
import type { CountTarget } from '../../core/social';
import { entryDiff } from '../../core/sets';
import { trustApplies } from '../../core/trust';
import type { MediaItem, NostrEvent } from '../../core/types';
import { feedActions, useFeedStore } from '../feed-store';
import type { OpenFeed } from '../feed/run-feed';
import type { SetEntries } from '../feed/set-entries';
import { popularActions } from '../popular-store';
import { readPeriodPosts } from './period-posts';
import type { PopularDependencies } from './popular-dependencies';
import { createRankingCounts } from './ranking-counts';

/** docs/constants.md, Popular: how long late counts gather before the order below the seen pictures is redone. */
export const RERANK_DELAY_MS = 1_000;
/** docs/constants.md, Popular: the ranked posts a snapshot keeps, the next visit's first screens. */
export const RANKED_SNAPSHOT_POSTS = 300;
/** docs/constants.md, Popular: how long a visitor waits before the ranking so far is drawn, labelled as early. */
export const EARLY_RANKING_MS = 1_000;

interface RankedEntry {
  post: NostrEvent;
  items: MediaItem[];
}

export function runPopularFeed(request: FeedRequest, dependencies: PopularDependencies): OpenFeed {
  const key = feedKey(request);
  const { settings, authors, ids } = request;
  const now = dependencies.now();
  const posts = new Map<string, RankedEntry>();
  const period = feedFilter(request, now);
  const asked = period.ids ? { ...period, ids: [...period.ids] } : period;
  /** A set's entries now: the posts read of entries taken out stay in `posts`, unranked, for one named again. */
  let inSet = new Set(ids);
  const entryRequests = new Set<() => void>();
  const pipelineOptions = {
    settings: ids ? { ...settings, showReplies: true } : settings,
    tagView: !authors && !ids && settings.tags.length > 0,
    // The relay client checked every post; what a repost carries is checked here.
    verify: dependencies.verify,
    // What a relay sends beyond what was asked is dropped, as in any feed (docs/content-rules.md, Relay answers are checked);
    // a set's ids grow as entries are added, so the filter is this feed's own copy.
    filter: asked,
  };
  const pipeline = createMediaPipeline(pipelineOptions);
  let postsRead = false;
  /** A ranking is on screen, the one so far or the whole one. */
  let shownRanking = false;
  /** The last ranking kept on this device is on screen: it stands until the whole one is ready. */
  let shownKept = false;
  let finalShown = false;
  let waitedLong = false;
  let closed = false;
  let rerank: ReturnType<typeof setTimeout> | undefined;

  feedActions.reset(key, trustApplies(settings));
  popularActions.started(key);

  const counts = createRankingCounts(dependencies, () => changed(), request.relays);
  // A mute list that arrives after the ranking, or a circle that grows, changes what counts.
  const stopWatching = dependencies.watchWhoCounts(() => changed());

  function take(events: readonly NostrEvent[]): CountTarget[] {
    const added: CountTarget[] = [];
    for (const item of pipeline.process(events)) {
      const entry = posts.get(item.noteId);
      if (entry) entry.items.push(item);
      else {
        posts.set(item.noteId, { post: item.post, items: [item] });
        added.push({ id: item.noteId, kind: item.post.kind, pubkey: item.post.pubkey });
      }
    }
    return added;
  }

  function ranked(): RankedEntry[] {
    const counted = dependencies.whoCounts();
    const ranking = ids ? [...posts.values()].filter((entry) => inSet.has(entry.post.id)) : [...posts.values()];
    const scored = ranking.map((entry) => {
      const tally = counts.tallyOf(entry.post.id);
      const score = tally ? popularScore(tally, entry.post.pubkey, counted).score : 0;
      return { id: entry.post.id, createdAt: entry.post.created_at, score, entry };
    });
    return rankPosts(scored).map(({ entry }) => entry);
  }

  /** Draws the ranking; `whole` once every post is counted, when it is also kept for the next visit. */
  function show(whole: boolean): void {
    const order = ranked();
    feedActions.showRanked(
      key,
      order.flatMap((entry) => entry.items),
    );
    if (!shownRanking) {
      shownRanking = true;
      feedActions.relayAnswered(key);
      feedActions.ready(key);
      feedActions.olderPagesAnswered(key, true);
    }
    if (!whole) {
      popularActions.early(key);
      return;
    }
    if (!finalShown) {
      finalShown = true;
      popularActions.ranked(key);
    }
    if (useFeedStore.getState().key === key) void dependencies.snapshots.write(key, shownPosts());
  }

  /**
   * The ranking as the viewer saw it, what they have seen on top: the next visit opens on
   * the same first screen, painted by the page's first script (docs/cache-and-offline.md,
   * First screen hint), and the new ranking takes the places below it.
   */
  function shownPosts(): NostrEvent[] {
    const { items, pinned } = useFeedStore.getState();
    const pinnedKeys = new Set(pinned.map((item) => item.key));
    const posts = new Map<string, NostrEvent>();
    for (const item of items) {
      if (posts.size === RANKED_SNAPSHOT_POSTS) break;
      if (!pinnedKeys.has(item.key) && !posts.has(item.noteId)) posts.set(item.noteId, item.post);
    }
    return [...posts.values()];
  }

  function changed(): void {
    if (closed) return;
    popularActions.progressed(key, { posts: posts.size, counted: counts.counted() });
    const whole = postsRead && counts.settled();
    if (whole && !finalShown) {
      clearTimeout(rerank);
      rerank = undefined;
      show(true);
      return;
    }
    // The ranking so far, once the visitor has waited long enough and some counts are in.
    const early = !finalShown && waitedLong && !shownKept && counts.counted() > 0;
    if (!shownRanking && early) show(false);
    else if (shownRanking && (whole || early))
      rerank ??= setTimeout(() => {
        rerank = undefined;
        if (!closed) show(postsRead && counts.settled());
      }, RERANK_DELAY_MS);
  }
  const earlyTimer = setTimeout(() => {
    waitedLong = true;
    changed();
  }, EARLY_RANKING_MS);

  const stopPosts = readPeriodPosts({
    request,
    dependencies,
    now,
    onEvents(events) {
      counts.add(take(events));
      changed();
      return posts.size;
    },
    onDone() {
      postsRead = true;
      counts.finish();
      changed();
    },
  });

  /**
   * A set's entries changed while it is ranked (docs/content-rules.md, Media sets): a
   * removed entry leaves the ranking as the views allow (the feed store's setEntries); an
   * added one is read, counted and ranked in.
   */
  function updateEntries(next: SetEntries): void {
    if (closed) return;
    const { added, removed } = entryDiff([...inSet], next.entries);
    inSet = new Set(next.entries);
    // One named again is ranked again at once: its post was read before, and the pipeline lets nothing through twice.
    const unread = added.filter((id) => !posts.has(id));
    if ((removed.length > 0 || unread.length < added.length) && shownRanking) show(finalShown);
    feedActions.setEntries(key, next.ranks);
    if (unread.length === 0) return;
    asked.ids?.push(...unread.filter((id) => !asked.ids?.includes(id)));
    readAdded(unread);
  }

  function readAdded(added: string[]): void {
    // Replaced once the request is out; a relay may answer EOSE before that.
    let stopRequest = (): void => undefined;
    let done = false;
    const finish = (): void => {
      done = true;
      stopRequest();
      entryRequests.delete(finish);
    };
    entryRequests.add(finish);
    stopRequest = dependencies.subscribe(
      { ...period, ids: added },
      {
        onEvents(events) {
          counts.add(take(events));
          changed();
        },
        onEose: finish,
      },
      { closeOnEose: true },
    );
    if (done) stopRequest();
  }

  // The last ranking of this feed, in its order, while the new one is gathered.
  const warm = dependencies.snapshots.has(key) ? dependencies.snapshots.read(key) : Promise.resolve([]);
  void warm.then((events) => {
    if (closed || shownRanking || events.length === 0) return;
    const cached = createMediaPipeline(pipelineOptions).process(events);
    shownKept = true;
    feedActions.showRanked(key, cached, true);
  });

  return {
    key,
    started: warm.then(() => undefined),
    // A ranking is read whole: there are no older pages.
    loadOlder: () => undefined,
    renewLive: () => undefined,
    ...(ids && { setEntries: updateEntries }),
    close() {
      closed = true;
      for (const finish of [...entryRequests]) finish();
      clearTimeout(rerank);
      clearTimeout(earlyTimer);
      stopPosts();
      stopWatching();
      counts.stop();
      popularActions.closed(key);
    },
  };
}
