import { useEffect, useMemo, useState } from 'react';
import { authorSource } from '../../core/author-source';
import type { Settings } from '../../core/types';
import { fetchListAuthors } from '../../stores/people-list-loader';
import { useSessionStore } from '../../stores/session-store';

export interface FeedAuthors {
  /** Hex keys of an author feed; undefined for tag and global feeds; null while resolving. */
  keys: string[] | undefined | null;
  /** The follows route was opened without a logged-in user. */
  needsLogin: boolean;
  /** The people list could not be found. */
  listMissing: boolean;
}

/** Who an author, follows or list route is about (docs/routes-and-filters.md and docs/data-and-requests.md). */
export function useFeedAuthors(settings: Settings): FeedAuthors {
  const follows = useSessionStore((state) => state.follows);
  const loggedIn = useSessionStore((state) => state.pubkey !== undefined);
  const [list, setList] = useState<{ ref: string; keys: string[] | undefined }>();
  const source = useMemo(() => authorSource(settings), [settings]);
  const listRef = source.kind === 'list' ? source.ref : undefined;

  useEffect(() => {
    if (!listRef) return undefined;
    let cancelled = false;
    void fetchListAuthors(listRef).then((keys) => {
      if (!cancelled) setList({ ref: listRef, keys });
    });
    return () => {
      cancelled = true;
    };
  }, [listRef]);

  switch (source.kind) {
    case 'follows':
      return { keys: loggedIn ? (follows ?? null) : null, needsLogin: !loggedIn, listMissing: false };
    case 'list': {
      const resolved = list?.ref === source.ref ? list : undefined;
      return { keys: resolved ? (resolved.keys ?? []) : null, needsLogin: false, listMissing: resolved !== undefined && !resolved.keys };
    }
    case 'npubs':
      return { keys: source.keys, needsLogin: false, listMissing: false };
    // A set's feed is asked by its posts' ids (use-set-feed.ts).
    case 'set':
    case 'anyone':
      return { keys: undefined, needsLogin: false, listMissing: false };
  }
}
