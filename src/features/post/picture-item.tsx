import { durationLabel } from '../../core/media';
import { isPreparedVideo, MAX_ALT_LENGTH } from '../../core/posting';
import { postingActions, type DraftPicture } from '../../stores/posting-store';
import { PicturePreview } from './picture-preview';

/** What the picture's line says of where it is. */
function statusText(picture: DraftPicture): string {
  const { prepared } = picture;
  switch (picture.status) {
    case 'preparing':
      return picture.video ? 'Removing location data…' : 'Removing location and camera data…';
    case 'ready':
      if (isPreparedVideo(prepared)) {
        // A video is sent as recorded but for its location (docs/posting.md, Videos before upload): say whether one was found.
        const location = prepared.removed.length > 0 ? 'location removed' : 'no location in the file';
        return `Ready: ${prepared.width}×${prepared.height}, ${durationLabel(prepared.duration) ?? ''}, ${location}.`;
      }
      return `Ready: ${prepared?.width}×${prepared?.height}, location and camera data removed.`;
    case 'uploading':
      return `Uploading… ${Math.round(picture.progress * 100)}%`;
    case 'uploaded':
      return 'Uploaded.';
    case 'refused':
    case 'failed':
      return picture.message ?? '';
  }
}

/**
 * One picture or the video of the draft (docs/posting.md, The form): its cleaned thumbnail
 * (a video's poster frame), where it is
 * on its way, its upload's progress, its alt text and a way to take it out.
 */
export function PictureItem({ picture, busy }: { picture: DraftPicture; busy: boolean }) {
  const failed = picture.status === 'failed' || picture.status === 'refused';
  const altId = `${picture.id}-alt`;
  const { prepared } = picture;
  const thumbnail = isPreparedVideo(prepared) ? prepared.poster : prepared;
  return (
    <li className="post-picture" data-status={picture.status}>
      <div className="post-picture__thumb">{thumbnail && <PicturePreview bytes={thumbnail.bytes} mime={thumbnail.mime} />}</div>
      <div className="post-picture__body">
        <p className="post-picture__name">{picture.name}</p>
        <p
          className={failed ? 'post-picture__status post-picture__status--failed' : 'post-picture__status'}
          role={failed ? 'alert' : undefined}
        >
          {statusText(picture)}
        </p>
        {(picture.status === 'uploading' || picture.status === 'uploaded') && (
          <progress className="post-picture__progress" max={1} value={picture.progress} aria-label={`Upload of ${picture.name}`} />
        )}
        {picture.mirrorNote && <p className="post-picture__status">{picture.mirrorNote}</p>}
        {picture.status !== 'refused' && (
          <>
            <label className="post-form__label" htmlFor={altId}>
              Alt text for {picture.name}
            </label>
            <textarea
              id={altId}
              className="post-form__field post-picture__alt"
              rows={2}
              maxLength={MAX_ALT_LENGTH}
              placeholder={`Describe the ${picture.video ? 'video' : 'picture'} for people who cannot see it`}
              value={picture.alt}
              disabled={busy}
              onChange={(event) => postingActions.setAlt(picture.id, event.target.value)}
            />
          </>
        )}
        <button
          type="button"
          className="button post-picture__remove"
          disabled={busy}
          onClick={() => postingActions.pictureRemoved(picture.id)}
        >
          Remove <span className="visually-hidden">{picture.name}</span>
        </button>
      </div>
    </li>
  );
}
