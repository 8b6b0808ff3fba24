/**
 * How far a popular order has got (docs/routes-and-filters.md, Popular): the feed's
 * message reads it ("Ranking 1,240 posts…"). Written only by the popular feed's runner
 * (stores/popular/run-popular-feed.ts), through `popularActions`.
 */
import { create } from 'zustand';

export interface PopularState {
  /** The feed being ranked; undefined when no popular order is open. */
  key: string | undefined;
  /** `gathering`: posts and counts are still coming; `ranked`: the ranking on screen can be trusted. */
  phase: 'gathering' | 'ranked';
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
  ranked(key: string): void {
    if (usePopularStore.getState().key === key) usePopularStore.setState({ phase: 'ranked' });
  },
  closed(key: string): void {
    if (usePopularStore.getState().key === key) usePopularStore.setState(idle);
  },
};
