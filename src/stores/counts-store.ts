/**
 * The counts under the posts asked about lately (docs/data-and-requests.md, Counts), as
 * plain data by post id. Written only through `countsActions`, by stores/counts-loader.ts,
 * which keeps it as bounded as its own cache.
 */
import { create } from 'zustand';
import type { PostCounts } from '../core/social';

export interface PostCountsEntry {
  counts: PostCounts;
  /** Every relay has sent what it had, or the wait is over: a zero now means none. */
  settled: boolean;
}

interface CountsState {
  posts: Readonly<Record<string, PostCountsEntry>>;
}

export const useCountsStore = create<CountsState>()(() => ({ posts: {} }));

export const countsActions = {
  /** New counts for some posts, in one change, so a batch of events costs one render. */
  counted(entries: Readonly<Record<string, PostCountsEntry>>): void {
    if (Object.keys(entries).length === 0) return;
    useCountsStore.setState((state) => ({ posts: { ...state.posts, ...entries } }));
  },
  /** A post left the loader's cache: its counts go too. */
  dropped(id: string): void {
    if (!(id in useCountsStore.getState().posts)) return;
    useCountsStore.setState((state) => {
      const posts = { ...state.posts };
      delete posts[id];
      return { posts };
    });
  },
  reset(): void {
    useCountsStore.setState({ posts: {} }, true);
  },
};
