import { feedActions, useFeedStore } from '../../stores/feed-store';
import { useTrustStore } from '../../stores/trust-store';

/**
 * The quiet line under a narrowed feed (docs/content-rules.md, Trust circle): how many
 * pictures the trust circle kept out, and a way to see them in this feed once.
 */
export function LeftOutNotice() {
  const leftOut = useFeedStore((state) => (state.narrowed && state.admits ? state.leftOut.length : 0));
  const gathering = useTrustStore((state) => state.gathering);
  if (leftOut === 0) return null;
  return (
    <p className="left-out-notice" role="status">
      {leftOut === 1 ? '1 picture' : `${leftOut} pictures`} from outside your circle {leftOut === 1 ? 'is' : 'are'} not shown
      {gathering ? ' (your circle is still being gathered)' : ''}.{' '}
      <button type="button" className="feed-status__retry-link" onClick={feedActions.showLeftOut}>
        Show them
      </button>
    </p>
  );
}
