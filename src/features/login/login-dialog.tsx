import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loginExtension, loginRemote } from '../../stores/session-actions';
import './login-dialog.css';

export interface LoginDialogProps {
  onClose(): void;
}

/**
 * SPEC.md section 2, "Login dialog": a bunker URL / Nostr address field with a Login
 * button, and "Login with extension". It closes on success; a failure is logged and the
 * dialog stays open for another try.
 */
export function LoginDialog({ onClose }: LoginDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [authUrl, setAuthUrl] = useState<string>();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const attempt = async (login: () => Promise<void>): Promise<void> => {
    setBusy(true);
    try {
      await login();
      onClose();
    } catch (error) {
      // SPEC.md section 8: the login failure is only logged.
      console.error('Error loging in', error);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (address.trim()) void attempt(() => loginRemote(address, setAuthUrl));
  };

  return (
    <dialog ref={dialog} className="login-dialog" aria-labelledby="login-title" onClose={onClose}>
      <h2 id="login-title">Log in</h2>
      <form onSubmit={submit} className="login-dialog__form">
        <input
          type="text"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder="Nostr Address / Bunker URL"
          aria-label="Nostr Address / Bunker URL"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          Login
        </button>
      </form>
      <button type="button" className="button" disabled={busy} onClick={() => void attempt(loginExtension)}>
        Login with extension
      </button>
      {authUrl && (
        <p>
          Your signer asks for approval:{' '}
          <a href={authUrl} target="_blank" rel="noopener noreferrer">
            open the approval page
          </a>
        </p>
      )}
      <button type="button" className="login-dialog__close" onClick={onClose} aria-label="Close">
        ✕
      </button>
    </dialog>
  );
}
