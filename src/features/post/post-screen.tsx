import { useEffect } from 'react';
import { ScreenHeader } from '../../components/screen-header';
import { config } from '../../config';
import { pageTitle } from '../../core/routes';
import { loginPrompt } from '../../stores/login-prompt';
import { posting } from '../../stores/posting';
import { usePostingStore } from '../../stores/posting-store';
import { useSessionStore } from '../../stores/session-store';
import { READ_ONLY_REASON } from '../../stores/signer-gate';
import { PostForm } from './post-form';
import { PublishedNotice } from './published-notice';
import './post.css';

const LOGIN_REASON = 'Log in to post pictures.';

/** Signed out or read-only: what posting needs, and the way to it. */
function NeedsSigner({ readOnly }: { readOnly: boolean }) {
  const reason = readOnly ? READ_ONLY_REASON : LOGIN_REASON;
  return (
    <div className="post-form__group">
      <p>{reason}</p>
      <button type="button" className="button" onClick={() => loginPrompt.open(reason)}>
        Log in
      </button>
    </div>
  );
}

/**
 * The posting screen at /post (docs/posting.md): a chunk of its own (app/router.tsx), so
 * the gallery's first screen carries none of it.
 */
export function PostScreen() {
  const pubkey = useSessionStore((state) => state.pubkey);
  const readOnly = useSessionStore((state) => state.method === 'npub');
  const published = usePostingStore((state) => state.published);

  useEffect(() => {
    document.title = pageTitle({ view: 'post' }, config.appName);
  }, []);
  useEffect(() => {
    if (pubkey && !readOnly) posting.open(pubkey);
  }, [pubkey, readOnly]);

  return (
    <div className="post-screen">
      <ScreenHeader title="New post" className="post-screen__header" />
      {!pubkey || readOnly ? (
        <NeedsSigner readOnly={readOnly} />
      ) : (
        <>
          {published && <PublishedNotice owner={pubkey} hashtags={published.hashtags} />}
          <PostForm />
        </>
      )}
    </div>
  );
}
