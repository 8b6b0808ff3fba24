import { useCallback, useEffect, useRef, useState } from 'react';
import { newestEntries, SET_PAGE_ENTRIES } from '../core/feed';
import type { Settings } from '../core/types';
import { claimFeed } from '../stores/early-feed';
import type { OpenFeed } from '../stores/feed-loader';
import { feedActions } from '../stores/feed-store';
import type { SetEntries } from '../stores/feed/set-entries';

/**
 * Keeps the feed of these settings open while the screen is mounted. `authors` is
 * undefined for tag and global feeds, and null while an author list is still resolving.
 * `entries` are the posts of a set feed (docs/content-rules.md, Media sets): null while
 * no set has named one, which opens no feed. The feed opens asking for the entries added
 * last, a page of them (core/feed/entry-window.ts); once open, it follows them as the sets
 * change (OpenFeed.setEntries) and does not start over. `relays` are the only relays a relay
 * route's feed asks (core/feed/feed-request.ts, FeedRequest): null while they are not known.
 */
export function useFeed(
  settings: Settings,
  authors: string[] | undefined | null,
  entries?: SetEntries | null,
  relays?: string[] | null,
): { loadOlder(): void; restart(): void; renewLive(): void } {
  const feed = useRef<OpenFeed | undefined>(undefined);
  // Bumped by restart(): the feed is closed and opened anew (the user's Retry, feed-status.tsx).
  const [attempt, setAttempt] = useState(0);
  const settingsKey = JSON.stringify(settings);
  const authorsKey = authors === null ? null : JSON.stringify(authors ?? null);
  const idsKey = entries === undefined ? undefined : entries === null ? null : 'entries';
  // The entries the feed opens with, read when it opens; later ones are handed to it below.
  const latestEntries = useRef(entries);
  useEffect(() => {
    latestEntries.current = entries;
  }, [entries]);
  const relaysKey = relays === undefined ? undefined : relays === null || relays.length === 0 ? null : JSON.stringify(relays);

  useEffect(() => {
    if (authorsKey === null || idsKey === null || relaysKey === null) {
      // Nothing to ask the relays yet; clear the previous feed rather than show it.
      feedActions.reset(`waiting:${settingsKey}`);
      return undefined;
    }
    const opening = latestEntries.current;
    const current = claimFeed({
      settings: JSON.parse(settingsKey) as Settings,
      authors: (JSON.parse(authorsKey) as string[] | null) ?? undefined,
      ...(idsKey && opening ? { ids: newestEntries(opening.entries, SET_PAGE_ENTRIES) } : {}),
      ...(relaysKey ? { relays: JSON.parse(relaysKey) as string[] } : {}),
    });
    feed.current = current;
    if (idsKey && opening) current.setEntries?.(opening);
    const saveOnLeave = (): void => current.close();
    // The page may be closed without React unmounting: save the warm-start cache then.
    window.addEventListener('pagehide', saveOnLeave);
    return () => {
      window.removeEventListener('pagehide', saveOnLeave);
      current.close();
      feed.current = undefined;
    };
  }, [settingsKey, authorsKey, idsKey, relaysKey, attempt]);

  // The sets changed: the open feed takes the entries added and lets the removed ones go.
  useEffect(() => {
    if (entries) feed.current?.setEntries?.(entries);
  }, [entries]);

  const loadOlder = useCallback(() => feed.current?.loadOlder(), []);
  const restart = useCallback(() => setAttempt((count) => count + 1), []);
  // Screen mode's: a relay came back, and the live subscription asks it again (docs/data-and-requests.md, Screen mode).
  const renewLive = useCallback(() => feed.current?.renewLive(), []);
  return { loadOlder, restart, renewLive };
}
