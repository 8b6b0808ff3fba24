import { useEffect } from 'react';
import type { WallModeration } from './use-wall-moderation';

/** What waits, in words: "1 approval", "2 approvals and 1 removal". */
function waitingWords({ approvals, removals }: WallModeration['waiting']): string {
  const count = (n: number, one: string, many: string): string => (n === 1 ? `1 ${one}` : `${n} ${many}`);
  const parts = [
    approvals > 0 ? count(approvals, 'approval', 'approvals') : '',
    removals > 0 ? count(removals, 'removal', 'removals') : '',
  ];
  return parts.filter(Boolean).join(' and ');
}

/**
 * The moderator's decisions that wait for their relays (docs/views-and-keys.md, Moderation
 * screen): how many, that they go out by themselves, and a press to try at once. The
 * status is always in the page, so a screen reader hears it when decisions start waiting.
 */
export function WaitingNote({ moderation }: { moderation: WallModeration }) {
  const { approvals, removals } = moderation.waiting;
  const total = approvals + removals;
  // Waiting decisions live in this page alone: leaving it would drop them, so the browser asks first.
  useEffect(() => {
    if (total === 0) return;
    const ask = (event: BeforeUnloadEvent): void => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [total]);

  return (
    <div className={total > 0 ? 'moderation__waiting' : undefined}>
      <p role="status" className="moderation__waiting-text">
        {total > 0 &&
          `${waitingWords(moderation.waiting)} waiting: none of your relays answered. ${
            total === 1 ? 'It goes out' : 'They go out, in the order you made them,'
          } as soon as one does; keep this page open.`}
      </p>
      {total > 0 && (
        <button type="button" className="button" onClick={moderation.retry}>
          Try now
        </button>
      )}
    </div>
  );
}
