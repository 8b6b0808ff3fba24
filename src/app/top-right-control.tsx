import { lazy, Suspense, useState } from 'react';
import { config } from '../config';
import { proxiedAvatarUrl } from '../core/image-proxy';
import { logoutSession } from '../stores/session-actions';
import { useSessionStore } from '../stores/session-store';

/** The dialog is a chunk of its own; hovering or focusing the button starts loading it, so it opens at once on click. */
const loadLoginDialog = () => import('../features/login/login-dialog');
const LoginDialog = lazy(() => loadLoginDialog().then((module) => ({ default: module.LoginDialog })));

/**
 * SPEC.md section 2: the login button, or the user's picture when logged in, which logs
 * out on click. A user without a picture still gets a visible control.
 */
export function TopRightControl() {
  const pubkey = useSessionStore((state) => state.pubkey);
  const picture = proxiedAvatarUrl(useSessionStore((state) => state.picture), config.imageProxy);
  const [open, setOpen] = useState(false);

  return (
    <div className="top-right-control">
      {pubkey ? (
        <button type="button" className="avatar-button" onClick={logoutSession} aria-label="Log out" title="Log out">
          {picture ? <img src={picture} alt="" referrerPolicy="no-referrer" /> : <span aria-hidden="true">{pubkey.slice(0, 2)}</span>}
        </button>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadLoginDialog()}
          onFocus={() => void loadLoginDialog()}
        >
          Login
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <LoginDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
