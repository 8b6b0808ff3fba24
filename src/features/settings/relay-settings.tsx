import { useMemo, useState, type FormEvent } from 'react';
import { config } from '../../config';
import { parseRelayList, relayToAdd } from '../../core/relays';
import type { RelayListEntry } from '../../core/types';
import { useSessionStore } from '../../stores/session-store';
import { settingsActions, useSettingsStore } from '../../stores/settings-store';
import '../../components/field.css';

const PROBLEM_ID = 'settings-relay-problem';

function uses(entry: RelayListEntry): string {
  if (entry.read && entry.write) return 'read and write';
  return entry.read ? 'read' : 'write';
}

/** The signed-in user's NIP-65 relay list, as their account publishes it; nothing to change here. */
function OwnRelayList() {
  const signedIn = useSessionStore((state) => state.pubkey !== undefined);
  const event = useSessionStore((state) => state.relayList);
  const entries = useMemo(() => (event ? parseRelayList(event) : []), [event]);
  if (!signedIn) return <p className="settings__note">Sign in to see your relay list.</p>;
  if (entries.length === 0) return <p className="settings__note">No relay list has arrived for your account.</p>;
  return (
    <ul className="settings__relays">
      {entries.map((entry) => (
        <li key={entry.url}>
          <span className="settings__relay-url">{entry.url}</span> <span className="settings__note">({uses(entry)})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * docs/settings.md, Relays: the relays every feed reads, those of the user's own list, and
 * those added on this device, which the visitor adds and removes here.
 */
export function RelaySettings() {
  const added = useSettingsStore((state) => state.addedRelays);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState('');

  const add = (event: FormEvent): void => {
    event.preventDefault();
    const relay = relayToAdd(text, { configured: config.relays, added });
    setProblem(relay.problem);
    if (!relay.url) return;
    settingsActions.addRelay(relay.url);
    setStatus(`Added ${relay.url}. Feeds opened from now on read from it.`);
    setText('');
  };
  const remove = (url: string): void => {
    settingsActions.removeRelay(url);
    setStatus(`Removed ${url}.`);
  };

  return (
    <section className="settings__group" aria-labelledby="settings-relays">
      <h2 id="settings-relays">Relays</h2>
      <h3>This app&rsquo;s relays</h3>
      <p className="settings__description">Every feed reads from these.</p>
      <ul className="settings__relays">
        {config.relays.map((url) => (
          <li key={url} className="settings__relay-url">
            {url}
          </li>
        ))}
      </ul>

      <h3>Your relay list</h3>
      <OwnRelayList />

      <h3 id="settings-added-relays">Added on this device</h3>
      <p className="settings__description">Feeds read from these as well, from the next feed you open.</p>
      {added.length === 0 ? (
        <p className="settings__note">None yet.</p>
      ) : (
        <ul className="settings__relays" aria-labelledby="settings-added-relays">
          {added.map((url) => (
            <li key={url} className="settings__added">
              <span className="settings__relay-url">{url}</span>
              <button type="button" className="button" onClick={() => remove(url)} aria-label={`Remove ${url}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="settings__add" onSubmit={add} noValidate>
        <label htmlFor="settings-relay-address">Relay address</label>
        <div className="settings__add-row">
          <input
            className="field"
            id="settings-relay-address"
            type="text"
            inputMode="url"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(undefined);
            }}
            placeholder="wss://relay.example.com"
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? PROBLEM_ID : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="button">
            Add relay
          </button>
        </div>
        {problem && (
          <p id={PROBLEM_ID} className="settings__problem" role="alert">
            {problem}
          </p>
        )}
      </form>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
}
