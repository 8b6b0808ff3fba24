import { dismissMuteNotice, undoDeviceMute } from '../../stores/mute-action';
import { useMuteAction } from '../../stores/mute-action-store';

/**
 * What the last mute did (docs/session-and-actions.md, Muting), on the picture that took
 * the muted one's place: where it was kept, or why nothing was muted; a mute kept on this
 * device can be undone here.
 */
export function MuteNotice() {
  const notice = useMuteAction((state) => state.notice);
  if (!notice) return null;
  return (
    <div className="mute-notice">
      <p className="mute-notice__text" role="status">
        {notice.text}
      </p>
      {notice.undo && (
        <button type="button" className="button" onClick={undoDeviceMute}>
          Undo
        </button>
      )}
      <button type="button" className="button" onClick={dismissMuteNotice}>
        Dismiss
      </button>
    </div>
  );
}
