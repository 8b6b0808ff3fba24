import { usePopularStore } from '../../stores/popular-store';

/** "Ranking 1,240 posts…" (docs/routes-and-filters.md, Popular): how far the ranking has got. */
export function rankingText(posts: number): string {
  return posts === 0 ? 'Ranking posts…' : `Ranking ${posts.toLocaleString('en-US')} ${posts === 1 ? 'post' : 'posts'}…`;
}

/** Whether a popular order is being gathered: the feed's loading message names its progress. */
export function useRanking(): { ranking: boolean; posts: number } {
  const ranking = usePopularStore((state) => state.key !== undefined && state.phase === 'gathering');
  const posts = usePopularStore((state) => state.posts);
  return { ranking, posts };
}
