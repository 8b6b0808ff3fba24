import { useMemo } from 'react';
import { reportWarning, tallyReports } from '../core/trust';
import { useReportsStore } from '../stores/reports-store';
import { useSessionStore } from '../stores/session-store';
import { useTrustStore } from '../stores/trust-store';

/**
 * What the circle's reports of a post say, as the cover's words, or undefined when no one
 * in the circle's follows reported it (docs/content-rules.md, Reported posts). Judged
 * against the circle as it is now: a follow or an unfollow changes it at once.
 */
export function useReportWarning(postId: string): string | undefined {
  const reports = useReportsStore((state) => state.posts[postId]);
  const follows = useTrustStore((state) => state.circle?.follows);
  const root = useTrustStore((state) => state.root);
  const viewer = useSessionStore((state) => state.pubkey);
  return useMemo(() => {
    if (!reports || !follows) return undefined;
    const tally = tallyReports(reports, follows).get(postId);
    if (!tally) return undefined;
    // The signed-in user's circle is rooted at their key; a visitor's at the site's trust root.
    return reportWarning(tally, viewer !== undefined && root === viewer ? { kind: 'user', pubkey: viewer } : { kind: 'site' });
  }, [reports, follows, root, viewer, postId]);
}
