import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { VIDEO_SET_KIND } from '../../core/events';
import type { MediaSet } from '../../core/types';
import { useOutsidePress } from '../../hooks/use-outside-press';
import { findSets } from '../../stores/set-loader';
import './author-sets.css';

/**
 * The author's picture and video sets, on their page (docs/views-and-keys.md, Grid view):
 * a "Sets" button in the header once some have arrived, its list laid over the grid
 * rather than pushing it down. Its room is kept while the sets load and when there are
 * none, so nothing in the header moves. A chunk of its own, loaded with the author's page.
 */
export function AuthorSets({ pubkey }: { pubkey: string }) {
  const [found, setFound] = useState<{ pubkey: string; sets: MediaSet[] }>();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  useOutsidePress(root, () => setOpen(false), open);

  useEffect(() => {
    let current = true;
    void findSets(pubkey).then((sets) => {
      if (current) setFound({ pubkey, sets });
    });
    return () => {
      current = false;
    };
  }, [pubkey]);

  const sets = found?.pubkey === pubkey ? found.sets : [];
  if (sets.length === 0) {
    return (
      <span className="button author-header__sets-room" aria-hidden="true">
        Sets
      </span>
    );
  }
  return (
    <div
      className="author-sets"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Sets (${sets.length})`}
        onClick={() => setOpen(!open)}
      >
        Sets
      </button>
      {open && (
        <ul id={listId} className="author-sets__list" aria-label="Sets">
          {sets.map((set) => (
            <li key={set.naddr}>
              <Link to={`/set/${set.naddr}`}>{set.title}</Link>
              <span className="author-sets__count">
                {set.entries.length} {set.kind === VIDEO_SET_KIND ? 'videos' : 'pictures'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
