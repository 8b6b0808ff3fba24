/**
 * Which posts' reports are asked for, and when (docs/data-and-requests.md, Reports). The
 * views say which posts are on screen or next (`watch`); a short while later, and never
 * before the first screen's pictures are shown, those still wanted are asked for together,
 * of the circle's follows only. A post is asked once per circle: when the circle's follows
 * change, the posts wanted are asked again of the people not asked yet. Each report is
 * checked (what was asked for, then its id and signature) before it reaches the store.
 * This module is a chunk of its own, loaded on first use (hooks/use-watch-reports.ts).
 */
import { afterDelay, createBatcher, LRUCache } from '../core/primitives';
import { answersReportFilter, parseReport, REPORT_POSTS_PER_REQUEST, type ReportFilter, reportFilters } from '../core/trust';
import type { NostrEvent } from '../core/types';
import { verifyBatchOffThread } from '../nostr/verify-off-thread';
import { whenFirstPicturesShown } from './first-pictures';
import { reportsActions } from './reports-store';
import { useTrustStore } from './trust-store';

/** What the loader needs besides the store; the page's are at the end of this file, tests pass fakes. */
export interface ReportsDependencies {
  /** Asks the relays once; resolves with what they sent by the time every one has answered, or its time is up. */
  fetchReports(filter: ReportFilter): Promise<NostrEvent[]>;
  /** Checks ids and signatures; resolves to the ids that passed (nostr/verify-off-thread.ts). */
  verify(events: NostrEvent[]): Promise<Set<string>>;
  /** Resolves once the first screen's pictures are shown: reports never compete with them. */
  afterFirstScreen(): Promise<void>;
  /** The circle's follows now (its root and the people it follows), or undefined while none is known. */
  follows(): ReadonlySet<string> | undefined;
}

export interface ReportsLoader {
  /** The post is on screen or next: its reports are wanted until the returned function is called. */
  watch(postId: string): () => void;
  /** The circle's follows changed: the posts wanted are asked of the people not asked yet. */
  followsChanged(): void;
  /** Keeps reports for at most `posts` posts, CACHED_POSTS when undefined: screen mode sizes it to its show. */
  keepAtMost(posts?: number): void;
}

/** docs/constants.md, Reports: how long a post must stay wanted before it is asked for, so a fast flick asks nothing. */
export const REQUEST_DELAY_MS = 250;
/** docs/constants.md, Reports: posts whose reports are kept in memory. */
export const CACHED_POSTS = 500;

export function createReportsLoader(dependencies: ReportsDependencies): ReportsLoader {
  /** Per post, the follows it was asked of: asked again only of people not among them. */
  const askedOf = new LRUCache<string, ReadonlySet<string>>({ maxSize: CACHED_POSTS, onEvict: (id) => reportsActions.dropped([id]) });
  const watchers = new Map<string, number>();
  let firstScreen: Promise<void> | undefined;
  const wanted = createBatcher<string>((ids) => {
    firstScreen ??= dependencies.afterFirstScreen();
    void firstScreen.then(() => ask(ids));
  }, afterDelay(REQUEST_DELAY_MS));

  /** A request that could not be made leaves its posts as they were, to be asked again. */
  function undo(ids: readonly string[], follows: ReadonlySet<string>, before: ReadonlySet<string> | undefined): void {
    for (const id of ids) {
      if (askedOf.get(id) !== follows) continue;
      if (before) askedOf.set(id, before);
      else askedOf.delete(id);
    }
  }

  async function request(filter: ReportFilter, follows: ReadonlySet<string>, before: ReadonlySet<string> | undefined): Promise<void> {
    let events: NostrEvent[];
    try {
      events = await dependencies.fetchReports(filter);
    } catch (error) {
      console.error('Could not ask for reports', error);
      return undo(filter['#e'], follows, before);
    }
    // docs/content-rules.md, Relay answers are checked: a report of what was asked, by whom it was asked of.
    const answers = events.filter((event) => answersReportFilter(event, filter));
    if (answers.length === 0) return;
    const valid = await dependencies.verify(answers).catch(() => new Set<string>());
    const asked = new Set(filter['#e']);
    const reports = answers
      .filter((event) => valid.has(event.id))
      .flatMap(parseReport)
      // A post that left the cache meanwhile is not brought back into the store.
      .filter((report) => asked.has(report.postId) && askedOf.has(report.postId));
    reportsActions.received(reports);
  }

  function ask(ids: readonly string[]): void {
    const follows = dependencies.follows();
    if (!follows || follows.size === 0) return;
    // Posts grouped by whom they were asked of before: each group is asked of the people new to it.
    const groups = new Map<ReadonlySet<string> | undefined, string[]>();
    for (const id of new Set(ids)) {
      const before = askedOf.get(id) ?? undefined;
      if (!watchers.has(id) || before === follows) continue;
      askedOf.set(id, follows);
      groups.set(before, [...(groups.get(before) ?? []), id]);
    }
    for (const [before, group] of groups) {
      const authors = before ? [...follows].filter((key) => !before.has(key)) : [...follows];
      for (let start = 0; start < group.length; start += REPORT_POSTS_PER_REQUEST) {
        for (const filter of reportFilters(group.slice(start, start + REPORT_POSTS_PER_REQUEST), authors)) {
          void request(filter, follows, before);
        }
      }
    }
  }

  function unwatch(id: string): void {
    const count = (watchers.get(id) ?? 0) - 1;
    if (count > 0) watchers.set(id, count);
    else watchers.delete(id);
  }

  return {
    watch(postId) {
      watchers.set(postId, (watchers.get(postId) ?? 0) + 1);
      // Kept a little longer, and asked again only when the circle changed since.
      if (askedOf.get(postId) !== dependencies.follows()) wanted.push(postId);
      let watching = true;
      return () => {
        if (!watching) return;
        watching = false;
        unwatch(postId);
      };
    },
    followsChanged() {
      for (const id of watchers.keys()) wanted.push(id);
    },
    keepAtMost(kept = CACHED_POSTS) {
      askedOf.resize(kept);
    },
  };
}

const pageDependencies: ReportsDependencies = {
  fetchReports: async (filter) => (await import('../nostr/reports')).fetchReports(filter),
  verify: verifyBatchOffThread,
  afterFirstScreen: whenFirstPicturesShown,
  follows: () => useTrustStore.getState().circle?.follows,
};

let page: ReportsLoader | undefined;
let keptPosts: number | undefined;

/** The page's loader, made on first use, following the circle's follows from then on. */
export function watchReports(postId: string): () => void {
  if (!page) {
    const loader = createReportsLoader(pageDependencies);
    useTrustStore.subscribe((state, previous) => {
      if (state.circle?.follows !== previous.circle?.follows) loader.followsChanged();
    });
    page = loader;
    loader.keepAtMost(keptPosts);
  }
  return page.watch(postId);
}

/** The page's reports kept for at most `posts` posts, CACHED_POSTS when undefined (docs/views-and-keys.md, Screen mode). */
export function keepReportsFor(posts?: number): void {
  keptPosts = posts;
  page?.keepAtMost(posts);
}
