import { useEffect, useMemo, useState } from 'react';
import { authorSource } from '../../core/feed';
import type { PeopleList, Settings } from '../../core/types';
import { earlyList } from '../../stores/early-list';
import { loadPeopleList } from '../../stores/people-list-loader';
import { useSessionStore } from '../../stores/session-store';

export interface FeedAuthors {
  /** Hex keys of an author feed; undefined for tag and global feeds; null while resolving. */
  keys: string[] | undefined | null;
  /** The follows route was opened without a logged-in user. */
  needsLogin: boolean;
  /** The people list could not be found. */
  listMissing: boolean;
  /** The people list of a list route, once it has arrived (its header shows it). */
  list?: PeopleList;
}

/** Who an author, follows or list route is about (docs/routes-and-filters.md and docs/data-and-requests.md). */
export function useFeedAuthors(settings: Settings): FeedAuthors {
  const follows = useSessionStore((state) => state.follows);
  const loggedIn = useSessionStore((state) => state.pubkey !== undefined);
  const source = useMemo(() => authorSource(settings), [settings]);
  const listRef = source.kind === 'list' ? source.ref : undefined;
  // A list read before React (stores/early-list.ts) is taken as it is: its feed is open,
  // and its first screen may be painted (docs/cache-and-offline.md, First screen).
  const early = listRef ? earlyList.taken(listRef) : undefined;
  const [loaded, setLoaded] = useState<{ ref: string; list: PeopleList | undefined }>();

  useEffect(() => {
    if (!listRef || earlyList.taken(listRef)) return undefined;
    let cancelled = false;
    void loadPeopleList(listRef).then((list) => {
      if (!cancelled) setLoaded({ ref: listRef, list });
    });
    return () => {
      cancelled = true;
    };
  }, [listRef]);

  const current = listRef && early ? { ref: listRef, list: early } : loaded;
  switch (source.kind) {
    case 'follows':
      return { keys: loggedIn ? (follows ?? null) : null, needsLogin: !loggedIn, listMissing: false };
    case 'list': {
      const resolved = current?.ref === source.ref ? current : undefined;
      if (!resolved) return { keys: null, needsLogin: false, listMissing: false };
      const { list } = resolved;
      return list ? { keys: list.people, needsLogin: false, listMissing: false, list } : { keys: [], needsLogin: false, listMissing: true };
    }
    case 'npubs':
      return { keys: source.keys, needsLogin: false, listMissing: false };
    // A set's feed is asked by its posts' ids (hooks/use-set-feed.ts).
    case 'set':
    case 'approved':
    case 'anyone':
      return { keys: undefined, needsLogin: false, listMissing: false };
  }
}
