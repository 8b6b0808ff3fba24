import { useEffect } from 'react';
import { whenFirstPicturesShown } from '../stores/first-pictures';
import { useTrustStore } from '../stores/trust-store';

/** The loader is a chunk of its own, fetched once the first screen's pictures are shown and only when there is a circle. */
const loadReportsLoader = () => import('../stores/reports-loader');

/**
 * Wants the circle's reports of a post while it is on screen or next
 * (docs/data-and-requests.md, Reports), until the id is undefined or the component
 * leaves. Without a circle (a visitor on a site with no trust root) nothing is asked.
 */
export function useWatchReports(postId: string | undefined): void {
  const circleKnown = useTrustStore((state) => state.circle !== undefined);
  useEffect(() => {
    if (postId === undefined || !circleKnown) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void whenFirstPicturesShown()
      .then(() => (left ? undefined : loadReportsLoader()))
      .then(
        (loader) => {
          if (loader && !left) stop = loader.watchReports(postId);
        },
        (error: unknown) => console.error('Could not load the reports', error),
      );
    return () => {
      left = true;
      stop?.();
    };
  }, [postId, circleKnown]);
}
