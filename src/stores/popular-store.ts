/**
 * How far a popular order has got (docs/routes-and-filters.md, Popular): the feed's
 * message reads it ("Ranking 1,240 posts…", "Still counting: 640 of 2,000 posts"). Written only by the popular feed's runner
 * (stores/popular/run-popular-feed.ts), through `popularActions`.
 */
import { create } from 'zustand';

export interface PopularState {
  /** The feed being ranked; undefined when no popular order is open. */
  key: string | undefined;
  /**
   * `gathering`: posts and counts are still coming, no ranking of them is on screen;
   * `early`: the ranking so far is on screen while counts still come; `ranked`: every
   * post is counted, and the ranking on screen can be trusted.
   */
  phase: 'gathering' | 'early' | 'ranked';
  /** Posts of the period found so far. */
  posts: number;
  /** Of those, the posts whose counts are in. */
  counted: number;
}

const idle: PopularState = { key: undefined, phase: 'gathering', posts: 0, counted: 0 };

export const usePopularStore = create<PopularState>()(() => idle);

export const popularActions = {
  started(key: string): void {
    usePopularStore.setState({ ...idle, key });
  },
  progressed(key: string, progress: Pick<PopularState, 'posts' | 'counted'>): void {
    const state = usePopularStore.getState();
    if (state.key !== key || (state.posts === progress.posts && state.counted === progress.counted)) return;
    usePopularStore.setState(progress);
  },
  early(key: string): void {
    const state = usePopularStore.getState();
    if (state.key === key && state.phase === 'gathering') usePopularStore.setState({ phase: 'early' });
  },
  ranked(key: string): void {
    if (usePopularStore.getState().key === key) usePopularStore.setState({ phase: 'ranked' });
  },
  closed(key: string): void {
    if (usePopularStore.getState().key === key) usePopularStore.setState(idle);
  },
};
