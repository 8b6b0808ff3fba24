import { useMemo, useRef, type FormEvent } from 'react';
import { isVideoFile, MAX_CAPTION_LENGTH, MAX_POST_PICTURES, MAX_TITLE_LENGTH, postHashtags, serverHost } from '../../core/posting';
import { posting } from '../../stores/posting';
import { postingActions, usePostingStore, type PostingState } from '../../stores/posting-store';
import { PictureItem } from './picture-item';
import { preparePicture } from './prepare-picture';
import '../../components/field.css';

const NOTICE_ID = 'post-form-notice';

/** A video's analysis is a chunk of its own, loaded with the first video picked. */
function prepareVideo(file: File) {
  return import('./prepare-video').then((module) => module.prepareVideo(file));
}

function addFiles(files: FileList | null): void {
  for (const file of Array.from(files ?? []).slice(0, MAX_POST_PICTURES)) {
    if (isVideoFile(file)) posting.addPicture(file.name, prepareVideo(file), true);
    else posting.addPicture(file.name, preparePicture(file));
  }
}

/** Where the pictures go, as the user's own lists or the app's default say (docs/posting.md, Upload servers). */
function ServerNote({ plan, video }: { plan: PostingState['plan']; video: boolean }) {
  if (!plan) return <p className="post-form__note">Looking up your upload servers…</p>;
  const host = serverHost(plan.target.server);
  const mirror = plan.mirror ? `, with a copy on ${serverHost(plan.mirror)}` : '';
  const whose = plan.source === 'default' ? " (this app's server: you have no upload servers of your own)" : '';
  return (
    <p className="post-form__note">
      {video ? 'The video goes to' : 'Pictures go to'} {host}
      {mirror}
      {whose}.
    </p>
  );
}

function submitLabel(state: PostingState): string {
  if (state.phase === 'uploading') return 'Uploading…';
  if (state.phase === 'publishing') return 'Publishing…';
  return state.failedBefore ? 'Retry' : 'Post';
}

/**
 * The draft's form (docs/posting.md, The form): pictures or a video with alt text and progress,
 * title, caption and hashtags, and the button that sends it all. Every field writes to the
 * posting store, so nothing typed is lost when a press fails.
 */
export function PostForm() {
  const state = usePostingStore();
  const picker = useRef<HTMLInputElement>(null);
  const busy = state.phase === 'uploading' || state.phase === 'publishing';
  const hashtags = useMemo(() => postHashtags(state.hashtags, state.caption), [state.hashtags, state.caption]);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void posting.submit();
  };

  return (
    <form className="post-form" onSubmit={submit} aria-describedby={state.notice ? NOTICE_ID : undefined} aria-busy={busy}>
      <section className="post-form__group" aria-labelledby="post-pictures">
        <h2 id="post-pictures">Pictures or a video</h2>
        <p className="post-form__note">
          Location, camera and other data in the files are removed on this device before anything is sent. Up to {MAX_POST_PICTURES}{' '}
          pictures, or one video.
        </p>
        {state.pictures.length > 0 && (
          <ul className="post-form__pictures" aria-label="Files in this post">
            {state.pictures.map((picture) => (
              <PictureItem key={picture.id} picture={picture} busy={busy} />
            ))}
          </ul>
        )}
        <input
          ref={picker}
          className="visually-hidden"
          type="file"
          accept="image/*,video/*"
          multiple
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="button"
          disabled={busy || state.pictures.length >= MAX_POST_PICTURES}
          onClick={() => picker.current?.click()}
        >
          Add pictures or a video
        </button>
      </section>

      <section className="post-form__group" aria-labelledby="post-words">
        <h2 id="post-words">Words</h2>
        <label className="post-form__label" htmlFor="post-title">
          Title
        </label>
        <input
          id="post-title"
          className="field post-form__field"
          maxLength={MAX_TITLE_LENGTH}
          value={state.title}
          disabled={busy}
          onChange={(event) => postingActions.setText({ title: event.target.value })}
        />
        <label className="post-form__label" htmlFor="post-caption">
          Caption
        </label>
        <textarea
          id="post-caption"
          className="field post-form__field"
          rows={4}
          maxLength={MAX_CAPTION_LENGTH}
          value={state.caption}
          disabled={busy}
          onChange={(event) => postingActions.setText({ caption: event.target.value })}
        />
        <label className="post-form__label" htmlFor="post-hashtags">
          Hashtags
        </label>
        <input
          id="post-hashtags"
          className="field post-form__field"
          placeholder="#street #blackandwhite"
          aria-describedby="post-hashtags-found"
          value={state.hashtags}
          disabled={busy}
          onChange={(event) => postingActions.setText({ hashtags: event.target.value })}
        />
        <p id="post-hashtags-found" className="post-form__note">
          {hashtags.length > 0
            ? `Tagged ${hashtags.map((tag) => `#${tag}`).join(' ')}`
            : 'No hashtags yet: #words in the caption count too.'}
        </p>
      </section>

      <ServerNote plan={state.plan} video={state.pictures.some((picture) => picture.video && picture.status !== 'refused')} />
      {state.notice && (
        <p id={NOTICE_ID} className="post-form__notice" role="alert">
          {state.notice}
        </p>
      )}
      <button type="submit" className="button post-form__submit" disabled={busy}>
        {submitLabel(state)}
      </button>
    </form>
  );
}
