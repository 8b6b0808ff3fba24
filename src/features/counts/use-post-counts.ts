import { useEffect } from 'react';
import type { MediaItem, NostrEvent } from '../../core/types';
import { useCountsStore, type PostCountsEntry } from '../../stores/counts-store';

/** The loader and the relay client come with the first view that shows counts, not with the page. */
const loadCountsLoader = () => import('../../stores/counts-loader');

/**
 * Wants the counts of the item's post while it is on screen or next (docs/data-and-requests.md,
 * Counts): its counts are asked for, and kept live, until the item is undefined or the
 * component leaves.
 */
export function useWatchCounts(item: (Pick<MediaItem, 'noteId' | 'authorId'> & { post: Pick<NostrEvent, 'kind'> }) | undefined): void {
  const id = item?.noteId;
  const kind = item?.post.kind;
  const pubkey = item?.authorId;
  useEffect(() => {
    if (id === undefined || kind === undefined || pubkey === undefined) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void loadCountsLoader().then(
      ({ watchCounts }) => {
        if (!left) stop = watchCounts({ id, kind, pubkey });
      },
      (error: unknown) => console.error('Could not load the counts', error),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [id, kind, pubkey]);
}

/** The post's counts as known now; undefined until the first of them are. */
export function usePostCounts(postId: string): PostCountsEntry | undefined {
  return useCountsStore((state) => state.posts[postId]);
}
