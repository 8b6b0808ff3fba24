import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loginPrompt, useLoginPrompt } from '../../stores/login-prompt';
import { LoginInputError, loginWithExtension, loginWithInput } from '../../stores/session-actions';
import '../../components/panel-dialog.css';
import './login-dialog.css';
import '../../components/field.css';

/**
 * docs/session-and-actions.md, Login dialog: one field (a bunker URL, a Nostr address, an nsec or
 * an npub) with its Login button, and "Login with extension". It closes as soon as the
 * signer has given the user's key. A failure is logged (see the Error catalogue), and also told
 * under the field, which keeps what was typed.
 */
export function LoginDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const reason = useLoginPrompt((state) => state.reason);
  const [address, setAddress] = useState('');
  const [pending, setPending] = useState<AbortController>();
  const [error, setError] = useState<string>();
  const [authUrl, setAuthUrl] = useState<string>();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const attempt = async (login: (signal: AbortSignal) => Promise<void>): Promise<void> => {
    const controller = new AbortController();
    setPending(controller);
    setError(undefined);
    setAuthUrl(undefined);
    try {
      await login(controller.signal);
      loginPrompt.close();
    } catch (failure) {
      // docs/session-and-actions.md, Error catalogue: the login failure is logged.
      console.error('Error loging in', failure);
      if (!controller.signal.aborted) setError(failureText(failure));
    } finally {
      setPending(undefined);
    }
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!address.trim()) {
      setError(new LoginInputError().message);
      return;
    }
    void attempt((signal) => loginWithInput(address, { onAuthUrl: setAuthUrl, signal }));
  };

  const busy = pending !== undefined;
  return (
    <dialog
      ref={dialog}
      className="panel-dialog login-dialog"
      aria-labelledby="login-title"
      onClose={() => {
        pending?.abort();
        loginPrompt.close();
      }}
    >
      <h2 id="login-title">Log in</h2>
      {reason && <p className="login-dialog__reason">{reason}</p>}
      <form onSubmit={submit} className="login-dialog__form" noValidate>
        <input
          className="field"
          type="text"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder="Nostr Address / Bunker URL"
          aria-label="Nostr Address / Bunker URL"
          aria-invalid={error !== undefined}
          aria-describedby={error ? 'login-error' : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          Login
        </button>
      </form>
      {error && (
        <p id="login-error" className="login-dialog__error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button" disabled={busy} onClick={() => void attempt(() => loginWithExtension())}>
        Login with extension
      </button>
      {busy && (
        <p className="login-dialog__pending" role="status">
          Waiting for your signer…{' '}
          <button type="button" className="button" onClick={() => pending.abort()}>
            Cancel
          </button>
        </p>
      )}
      {authUrl && (
        <p>
          Your signer asks for approval:{' '}
          <a href={authUrl} target="_blank" rel="noopener noreferrer">
            open the approval page
          </a>
        </p>
      )}
      <button type="button" className="login-dialog__close" onClick={() => dialog.current?.close()} aria-label="Close" title="Close (Esc)">
        ✕
      </button>
    </dialog>
  );
}

function failureText(failure: unknown): string {
  if (failure instanceof LoginInputError) return failure.message;
  const message = failure instanceof Error ? failure.message : '';
  if (message === 'The remote signer did not answer') return 'Your remote signer did not answer. Check that it is online and try again.';
  if (/No Nostr address/.test(message)) return `${message}. Check the address and try again.`;
  if (/extension|nostr/i.test(message) || message === '') return 'The login did not work. Check your signer and try again.';
  return `The login did not work: ${message}`;
}
