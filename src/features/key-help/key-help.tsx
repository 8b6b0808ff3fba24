import { useEffect, useRef } from 'react';
import { KEY_HELP } from '../../core/layout';
import '../../components/panel-dialog.css';
import './key-help.css';

/** The help sheet (docs/views-and-keys.md, Help sheet): the keys of Keys and gestures, opened with "?". Escape or the button closes it. */
export function KeyHelp({ onClose }: { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="panel-dialog key-help" aria-labelledby="key-help-title" onClose={onClose}>
      <h2 id="key-help-title">Keys</h2>
      <dl>
        {KEY_HELP.map(({ keys, what }) => (
          <div key={keys} className="key-help__row">
            <dt>{keys}</dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button" onClick={() => dialog.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
