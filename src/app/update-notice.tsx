import { appUpdateActions, useAppUpdateStore } from '../stores/app-update-store';
import './update-notice.css';

/** "New version": the waiting version takes over only when the user says so (docs/cache-and-offline.md, Service worker). */
export function UpdateNotice() {
  const waiting = useAppUpdateStore((state) => state.waiting);
  const apply = useAppUpdateStore((state) => state.apply);
  if (!waiting) return null;
  return (
    <div className="update-notice" role="status">
      <span>New version</span>
      <button type="button" className="button update-notice__reload" onClick={apply}>
        Reload
      </button>
      <button type="button" className="button" onClick={appUpdateActions.dismiss} aria-label="Not now" title="Not now">
        ✕
      </button>
    </div>
  );
}
