import { useEffect, useMemo, useState } from 'react';
import { npubToHex } from '../../core/npub';
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

/** Who an author, follows or list route is about (SPEC.md sections 2 and 7). */
export function useFeedAuthors(settings: Settings): FeedAuthors {
  const follows = useSessionStore((state) => state.follows);
  const loggedIn = useSessionStore((state) => state.pubkey !== undefined);
  const [list, setList] = useState<{ ref: string; keys: string[] | undefined }>();

  useEffect(() => {
    if (!settings.list) return undefined;
    const ref = settings.list;
    let cancelled = false;
    void fetchListAuthors(ref).then((keys) => {
      if (!cancelled) setList({ ref, keys });
    });
    return () => {
      cancelled = true;
    };
  }, [settings.list]);

  const npubKeys = useMemo(
    () => settings.npubs.map(npubToHex).filter((key): key is string => key !== undefined),
    [settings.npubs],
  );

  if (settings.topic === undefined && settings.follows) {
    return { keys: loggedIn ? (follows ?? null) : null, needsLogin: !loggedIn, listMissing: false };
  }
  if (settings.topic === undefined && settings.list) {
    const resolved = list?.ref === settings.list ? list : undefined;
    return { keys: resolved ? (resolved.keys ?? []) : null, needsLogin: false, listMissing: resolved !== undefined && !resolved.keys };
  }
  if (settings.topic === undefined && settings.tags.length === 0 && npubKeys.length > 0) {
    return { keys: npubKeys, needsLogin: false, listMissing: false };
  }
  return { keys: undefined, needsLogin: false, listMissing: false };
}
