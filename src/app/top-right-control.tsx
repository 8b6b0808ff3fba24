import { lazy, Suspense } from 'react';
import { proxiedAvatarUrl } from '../core/image-proxy';
import { useImageProxy } from '../hooks/use-image-proxy';
import { loginPrompt, useLoginPrompt } from '../stores/login-prompt';
import { useSessionStore } from '../stores/session-store';

const logout = (): void => void import('../stores/session-actions').then((actions) => actions.logoutSession());

/** The dialog is a chunk of its own; hovering or focusing the button starts loading it, so it opens at once on click. */
const loadLoginDialog = () => import('../features/login/login-dialog');
const LoginDialog = lazy(() => loadLoginDialog().then((module) => ({ default: module.LoginDialog })));

/**
 * docs/routes-and-filters.md, Layout: the login button, or the user's picture when logged in, which logs
 * out on click. A user without a picture still gets a visible control. A restored remote
 * signer that asks for approval is offered its page here, since the popup is blocked
 * outside a click.
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
          Login
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
