import { useEffect, useMemo, useRef } from 'react';
import { VIDEO_SET_KIND } from '../../core/events';
import { hasSetEntry, identifierOf, parseMediaSet, setCoordinate, setKindFor } from '../../core/sets';
import type { MediaItem, NostrEvent } from '../../core/types';
import { useOwnSets } from '../../stores/own-sets-store';
import { ownSets } from '../../stores/own-sets';
import { useSessionStore } from '../../stores/session-store';
import { NewSetForm } from './new-set-form';
import '../../components/panel-dialog.css';
import './add-to-set-dialog.css';

export interface AddToSetDialogProps {
  item: MediaItem;
  onClose(): void;
}

interface SetChoice {
  key: string;
  title: string;
  entries: number;
  holdsPost: boolean;
}

/** The user's sets of one kind, newest first, with whether each holds the post. */
function choices(sets: Readonly<Record<string, NostrEvent>>, kind: number, postId: string): SetChoice[] {
  return Object.values(sets)
    .filter((event) => event.kind === kind)
    .sort((a, b) => b.created_at - a.created_at)
    .flatMap((event) => {
      const set = parseMediaSet(event);
      if (!set) return [];
      const key = setCoordinate(event.kind, event.pubkey, identifierOf(event));
      return [{ key, title: set.title, entries: set.entries.length, holdsPost: hasSetEntry(event.tags, postId) }];
    });
}

/**
 * "Add to set" (docs/session-and-actions.md, Sets): the user's picture sets (video sets
 * for a video), each a check box that puts the post in or takes it out, and a form that
 * creates a set holding it. The boxes wait until every relay has answered for the sets:
 * a set is never published from a version that was not loaded. A chunk of its own.
 */
export function AddToSetDialog({ item, onClose }: AddToSetDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pubkey = useSessionStore((state) => state.pubkey);
  const loadedFor = useOwnSets((state) => state.pubkey);
  const sets = useOwnSets((state) => state.sets);
  const settled = useOwnSets((state) => state.settled && state.pubkey === pubkey);
  const working = useOwnSets((state) => state.working);
  const notice = useOwnSets((state) => state.notice);
  const kind = setKindFor(item.type);
  const noun = kind === VIDEO_SET_KIND ? 'video' : 'picture';
  const shown = useMemo(() => (loadedFor === pubkey ? choices(sets, kind, item.noteId) : []), [sets, kind, item.noteId, loadedFor, pubkey]);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    if (pubkey) ownSets.watch(pubkey);
  }, [pubkey]);

  return (
    <dialog
      ref={dialog}
      className="panel-dialog set-dialog"
      aria-labelledby="set-dialog-title"
      onClose={onClose}
      // The slideshow pauses on a click on its picture; nothing in here is that.
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <h2 id="set-dialog-title">Add to a {noun} set</h2>
      <fieldset className="set-dialog__sets" aria-busy={!settled}>
        <legend>Your {noun} sets</legend>
        {!settled && (
          <p className="set-dialog__note" role="status">
            Loading your sets…
          </p>
        )}
        {settled && shown.length === 0 && <p className="set-dialog__note">You have no {noun} sets yet.</p>}
        <ul>
          {shown.map((choice) => (
            <li key={choice.key}>
              <label className="set-dialog__set">
                <input
                  type="checkbox"
                  checked={choice.holdsPost}
                  disabled={!settled || working !== undefined}
                  aria-busy={working === choice.key}
                  onChange={() => void ownSets.toggle(item.post, choice.key)}
                />
                <span className="set-dialog__title">{choice.title}</span>
                <span className="set-dialog__count">{choice.entries}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <NewSetForm kind={kind} noun={noun} post={item.post} busy={working !== undefined} />
      {notice && (
        <p className="set-dialog__notice" role="alert">
          {notice}
        </p>
      )}
      <div className="set-dialog__buttons">
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
