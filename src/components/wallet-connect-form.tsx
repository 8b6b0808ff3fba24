import { useId, useState, type FormEvent } from 'react';
import { walletActions } from '../stores/wallet-store';
import './wallet-connect-form.css';
import './field.css';

export interface WalletConnectFormProps {
  /** Told once the wallet is connected, to announce it. */
  onConnected?(): void;
}

/**
 * The field a Nostr Wallet Connect URI is pasted into (docs/session-and-actions.md, Wallet
 * connection), on the settings screen and in the zap dialog. What is wrong with the text
 * is said under the field, which keeps it; once connected the field is emptied, since the
 * URI is a secret.
 */
export function WalletConnectForm({ onConnected }: WalletConnectFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    const refused = await walletActions.connect(text);
    setBusy(false);
    setProblem(refused);
    if (refused) return;
    setText('');
    onConnected?.();
  };

  return (
    <form className="wallet-connect" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-uri`}>Wallet connection</label>
      <div className="wallet-connect__row">
        <input
          className="field"
          id={`${id}-uri`}
          type="text"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
          placeholder="nostr+walletconnect://…"
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button" disabled={busy}>
          Connect wallet
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="wallet-connect__problem" role="alert">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="wallet-connect__hint">
          Your wallet gives it as a nostr+walletconnect:// link. It is kept encrypted on this device.
        </p>
      )}
    </form>
  );
}
