import { useId, useState, type FormEvent } from 'react';
import { MAX_SET_DESCRIPTION, MAX_SET_TITLE } from '../../core/sets';
import type { NostrEvent } from '../../core/types';
import { ownSets } from '../../stores/own-sets';
import '../../components/field.css';

export interface NewSetFormProps {
  kind: number;
  /** "picture" or "video". */
  noun: string;
  post: NostrEvent;
  /** A set is being published: one at a time. */
  busy: boolean;
}

/** A new set holding the post (docs/session-and-actions.md, Sets): a title, an optional description. */
export function NewSetForm({ kind, noun, post, busy }: NewSetFormProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [created, setCreated] = useState<string>();
  const titleId = useId();
  const descriptionId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setCreated(undefined);
    if (await ownSets.create(post, { kind, title, description })) {
      setCreated(title.trim());
      setTitle('');
      setDescription('');
    }
  };

  return (
    <form className="set-dialog__new" aria-label={`New ${noun} set`} onSubmit={(event) => void submit(event)}>
      <h3>New {noun} set</h3>
      <label htmlFor={titleId}>Title</label>
      <input
        className="field"
        id={titleId}
        value={title}
        maxLength={MAX_SET_TITLE}
        required
        autoComplete="off"
        onChange={(event) => setTitle(event.target.value)}
      />
      <label htmlFor={descriptionId}>Description (optional)</label>
      <textarea
        className="field"
        id={descriptionId}
        value={description}
        maxLength={MAX_SET_DESCRIPTION}
        rows={2}
        onChange={(event) => setDescription(event.target.value)}
      />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        Create set
      </button>
      {created && (
        <p className="set-dialog__note" role="status">
          Created “{created}” with this post.
        </p>
      )}
    </form>
  );
}
