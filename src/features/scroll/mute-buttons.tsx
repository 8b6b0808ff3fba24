import type { MediaItem } from '../../core/types';
import { mute, mutesStayOnDevice } from '../../stores/mute-action';
import { useMuteAction } from '../../stores/mute-action-store';
import { useSessionStore } from '../../stores/session-store';
import { ReportButton } from './report-button';

/**
 * "Mute this author" and "Hide this post", in the details (docs/session-and-actions.md,
 * Muting): into the user's mute list with a signer, else on this device only, which they
 * say before they are pressed. "Report" sits beside them (docs/session-and-actions.md, Report).
 */
export function MuteButtons({ item }: { item: MediaItem }) {
  const own = useSessionStore((state) => state.pubkey === item.authorId);
  const onDevice = useSessionStore(mutesStayOnDevice);
  const working = useMuteAction((state) => state.working);
  return (
    <div className="mute-buttons" role="group" aria-label="Mute and report">
      {/* Muting oneself would only hide one's own pictures. */}
      {!own && (
        <button type="button" className="button" aria-busy={working} onClick={() => void mute({ kind: 'author', pubkey: item.authorId })}>
          Mute this author
        </button>
      )}
      <button type="button" className="button" aria-busy={working} onClick={() => void mute({ kind: 'post', eventId: item.noteId })}>
        Hide this post
      </button>
      {/* Reporting oneself would only cover one's own pictures. */}
      {!own && <ReportButton item={item} />}
      {onDevice && <p className="mute-buttons__note">Without a signer, muting is kept on this device only.</p>}
    </div>
  );
}
