import { usePopularStore } from '../../stores/popular-store';

const formatCount = (count: number): string => count.toLocaleString('en-US');

/** "Ranking 1,240 posts…" (docs/routes-and-filters.md, Popular): how far the ranking has got before any is drawn. */
export function rankingText(posts: number): string {
  return posts === 0 ? 'Ranking posts…' : `Ranking ${formatCount(posts)} ${posts === 1 ? 'post' : 'posts'}…`;
}

/** "Still counting: 640 of 2,000 posts": the ranking on screen is the one so far. */
export function stillCountingText(counted: number, posts: number): string {
  return `Still counting: ${formatCount(counted)} of ${formatCount(posts)} ${posts === 1 ? 'post' : 'posts'}`;
}

/** While a popular order is gathered, the words that say how far it is; undefined once it is ranked, or none is open. */
export function useRankingNote(): string | undefined {
  return usePopularStore((state) => {
    if (state.key === undefined || state.phase === 'ranked') return undefined;
    return state.phase === 'early' ? stillCountingText(state.counted, state.posts) : rankingText(state.posts);
  });
}
