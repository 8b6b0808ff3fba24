import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { proxiedAvatarUrl } from '../core/media';
import { useImageProxy } from '../hooks/use-image-proxy';
import { loginPrompt, useLoginPrompt } from '../stores/login-prompt';
import { useSessionStore } from '../stores/session-store';

const logout = (): void => void import('../stores/session-actions').then((actions) => actions.logoutSession());

/** The dialog is a chunk of its own; hovering or focusing the button starts loading it, so it opens at once on click. */
const loadLoginDialog = () => import('../features/login/login-dialog');
const LoginDialog = lazy(() => loadLoginDialog().then((module) => ({ default: module.LoginDialog })));

/** Sliders: the settings, drawn rather than a font's gear, which many fonts lack. */
function SettingsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M4 7h9M19 7h1M4 17h1M11 17h9" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="16" cy="7" r="2.3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="8" cy="17" r="2.3" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/** The posting screen is a chunk of its own (app/router.tsx); hovering or focusing its link starts loading it. */
const loadPostScreen = () => import('../features/post/post-screen');

/** A plus: a new post. */
function PostIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A person: the login button's face on a phone, where its word leaves the header no room. */
function LoginIcon() {
  return (
    <svg className="top-right-control__login-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M5 20c0-3.9 3.1-6.6 7-6.6s7 2.7 7 6.6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * docs/routes-and-filters.md, Layout: the way to the settings screen, and the login
 * button, or the user's picture when logged in, which logs out on click; a user who can
 * sign also gets the way to post pictures (docs/posting.md). A user without a
 * picture still gets a visible control. A restored remote signer that asks for approval is
 * offered its page here, since the popup is blocked outside a click.
 */
export function TopRightControl() {
  const pubkey = useSessionStore((state) => state.pubkey);
  const readOnly = useSessionStore((state) => state.method === 'npub');
  const authUrl = useSessionStore((state) => state.authUrl);
  const picture = proxiedAvatarUrl(
    useSessionStore((state) => state.picture),
    useImageProxy(),
  );
  const open = useLoginPrompt((state) => state.open);
  const label = readOnly ? 'Log out (read-only)' : 'Log out';

  return (
    <div className="top-right-control">
      {authUrl && (
        <a className="button" href={authUrl} target="_blank" rel="noopener noreferrer">
          Approve in your signer
        </a>
      )}
      {pubkey && !readOnly && (
        <NavLink
          className="button top-right-control__post"
          to="/post"
          title="Post pictures"
          onPointerEnter={() => void loadPostScreen()}
          onFocus={() => void loadPostScreen()}
        >
          <PostIcon />
          <span className="top-right-control__post-word">Post</span>
        </NavLink>
      )}
      <NavLink className="button top-right-control__settings" to="/settings" aria-label="Settings" title="Settings">
        <SettingsIcon />
      </NavLink>
      {pubkey ? (
        <button type="button" className="avatar-button" onClick={logout} aria-label={label} title={label}>
          {picture ? <img src={picture} alt="" referrerPolicy="no-referrer" /> : <span aria-hidden="true">{pubkey.slice(0, 2)}</span>}
        </button>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => loginPrompt.open()}
          onPointerEnter={() => void loadLoginDialog()}
          onFocus={() => void loadLoginDialog()}
        >
          <LoginIcon />
          <span className="top-right-control__login-word">Login</span>
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
    </div>
  );
}
