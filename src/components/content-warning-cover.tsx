import type { MediaType } from '../core/types';
import { revealedActions } from '../stores/revealed-store';
import './content-warning-cover.css';

export interface ContentWarningCoverProps {
  itemKey: string;
  /** The warning's reason (core/trust/content-warning.ts): plain text, already cut short. */
  reason: string;
  type: MediaType;
  /** The grid's small tiles get a smaller cover. */
  compact?: boolean;
}

/**
 * Laid over blurred media (docs/content-rules.md, Content warnings): the warning's reason
 * and a "Show" button that shows this item sharp in every view for the rest of the visit.
 * Everything but the button lets a press through to what is under it.
 */
export function ContentWarningCover({ itemKey, reason, type, compact }: ContentWarningCoverProps) {
  const what = type === 'video' ? 'video' : 'picture';
  return (
    <div className={compact ? 'content-warning is-compact' : 'content-warning'}>
      {/* The button's name says the reason to a screen reader; this is for the eye. */}
      <p className="content-warning__reason" aria-hidden="true">
        {reason}
      </p>
      <button
        type="button"
        className="button content-warning__show"
        aria-label={`Show ${what} with content warning: ${reason}`}
        onClick={(event) => {
          // The press is the cover's alone: under it, a click opens the picture or pauses the slideshow.
          event.stopPropagation();
          revealedActions.reveal(itemKey);
        }}
      >
        Show
      </button>
    </div>
  );
}
