/**
 * The reports known of the posts asked about lately (docs/content-rules.md, Reported
 * posts), as plain data by post id: only checked reports by people of the circle they were
 * asked of, and the user's own. Written only through `reportsActions`, by
 * stores/reports-loader.ts (which keeps it as bounded as its own cache) and
 * stores/report-action.ts. Which of them cover a post is judged when it is drawn, against
 * the circle as it is then (hooks/use-report-warning.ts).
 */
import { create } from 'zustand';
import type { Report } from '../core/trust';

interface ReportsState {
  posts: Readonly<Record<string, readonly Report[]>>;
}

export const useReportsStore = create<ReportsState>()(() => ({ posts: {} }));

const sameReport = (a: Report, b: Report): boolean => a.reporter === b.reporter && a.type === b.type;

export const reportsActions = {
  /** New reports, in one change, so a batch costs one render; one already known is not added twice. */
  received(reports: readonly Report[]): void {
    const { posts } = useReportsStore.getState();
    let next: Record<string, readonly Report[]> | undefined;
    for (const report of reports) {
      const known = next?.[report.postId] ?? posts[report.postId] ?? [];
      if (known.some((other) => sameReport(other, report))) continue;
      next ??= { ...posts };
      next[report.postId] = [...known, report];
    }
    if (next) useReportsStore.setState({ posts: next });
  },
  /** Posts left the loader's cache: their reports go too. */
  dropped(ids: readonly string[]): void {
    const { posts } = useReportsStore.getState();
    if (!ids.some((id) => id in posts)) return;
    const next = { ...posts };
    for (const id of ids) delete next[id];
    useReportsStore.setState({ posts: next });
  },
  reset(): void {
    useReportsStore.setState({ posts: {} }, true);
  },
};
