import { lazy, Suspense, useState } from 'react';
import type { MediaItem } from '../../core/types';
import { readyToReport } from '../../stores/report-action';

/** The dialog is a chunk of its own, loaded on the first press. */
const ReportDialog = lazy(() => import('../reports/report-dialog').then((module) => ({ default: module.ReportDialog })));

/**
 * "Report", beside muting in the details (docs/session-and-actions.md, Report). Signed out
 * or read-only, a press opens the login dialog with the reason instead, as every action
 * that signs does; a restored signer still reconnecting is waited for.
 */
export function ReportButton({ item }: { item: MediaItem }) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const press = async (): Promise<void> => {
    if (asking) return;
    setAsking(true);
    const ready = await readyToReport();
    setAsking(false);
    if (ready) setOpen(true);
  };
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" aria-busy={asking} onClick={() => void press()}>
        Report
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog item={item} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
