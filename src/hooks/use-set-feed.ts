import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EMPTY_UNION, unionOf } from '../core/sets';
import type { MediaSet } from '../core/types';
import { earlySet } from '../stores/early-list';
import type { SetEntries } from '../stores/feed/set-entries';
import type { SetWatch, WatchedSet, WatchedSets } from '../stores/set-watch';

export type { SetEntries, WatchedSet };

/**
 * The sets' code is fetched with the first set feed: other routes never need it. A set's
 * feed waits for its sets from the relays, so its first pictures do not wait for this.
 */
const watchSets = (refs: readonly string[], onChange: (sets: WatchedSets) => void): Promise<SetWatch> =>
  import('../stores/set-watch').then((watch) => watch.watchSets(refs, onChange));

export interface SetFeed {
  /**
   * The sets' entries as one feed, in the order they arrived (core/sets/set-union.ts): undefined
   * with no sets; null until any set has named an entry. Once one has, it stays, empty or
   * not, for as long as the sets are watched: the feed follows it without starting over.
   */
  entries: SetEntries | undefined | null;
  /** Each set, once, in the order given: waiting, missing (still listened for), found or unreadable. */
  sets: readonly WatchedSet[];
  /** The first set, once found: a set route's header and title. */
  set?: MediaSet;
  /** Why there is nothing to show: no relay has any of the sets, or none names a post. */
  problem?: 'missing' | 'empty';
}

export interface SetFeedWatch extends SetFeed {
  /** Asks the relays for the sets again: a relay back from a drop has forgotten them. */
  renew(): void;
}

const NO_SETS: SetFeed = { entries: undefined, sets: [] };

/**
 * The sets `refs` name (naddrs of NIP-51 picture or video sets), live for as long as the
 * component is mounted (docs/content-rules.md, Media sets): one set on a set route,
 * several as one feed for a wall of moderators' sets.
 */
export function useSetFeed(refs: readonly string[]): SetFeedWatch {
  const refsKey = JSON.stringify(refs);
  const [watched, setWatched] = useState<Watched>();
  const watch = useRef<SetWatch | undefined>(undefined);

  useEffect(() => {
    const wanted = JSON.parse(refsKey) as string[];
    if (wanted.length === 0) return undefined;
    let cancelled = false;
    void watchSets(wanted, (sets) => {
      if (!cancelled) setWatched({ refsKey, sets });
    }).then((started) => {
      if (cancelled) started.stop();
      else watch.current = started;
    });
    return () => {
      cancelled = true;
      watch.current?.stop();
      watch.current = undefined;
    };
  }, [refsKey]);

  // A set route's set read before React (stores/early-list.ts) counts until the watch has
  // heard of it: its feed is open, and its first screen may be painted (docs/cache-and-offline.md, First screen).
  const earlyRef = refs.length === 1 ? refs[0] : undefined;
  const early = earlyRef === undefined ? undefined : earlySet.taken(earlyRef);
  const earlyWatched = useMemo<Watched | undefined>(
    () =>
      earlyRef !== undefined && early
        ? {
            refsKey,
            sets: { sets: [{ ref: earlyRef, status: 'found', set: early }], union: unionOf(EMPTY_UNION, [early.entries], [true]) },
          }
        : undefined,
    [earlyRef, early, refsKey],
  );
  const renew = useCallback(() => watch.current?.renew(), []);
  const current = watched?.refsKey === refsKey ? watched : earlyWatched;
  return { ...setFeedOf(refs, refsKey, current), renew };
}

interface Watched {
  refsKey: string;
  sets: WatchedSets;
}

function setFeedOf(refs: readonly string[], refsKey: string, watched: Watched | undefined): SetFeed {
  if (refs.length === 0) return NO_SETS;
  if (watched?.refsKey !== refsKey) return { entries: null, sets: [] };
  const { sets, union } = watched.sets;
  const set = sets[0]?.set;
  const feed: SetFeed = { entries: union.named ? union : null, sets, ...(set && { set }) };
  if (union.entries.length > 0 || sets.some((watchedSet) => watchedSet.status === 'waiting')) return feed;
  const nowhere = sets.every((watchedSet) => watchedSet.status === 'missing' || watchedSet.status === 'unreadable');
  return { ...feed, problem: nowhere ? 'missing' : 'empty' };
}
