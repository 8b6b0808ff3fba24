import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { VIDEO_SET_KIND } from '../../core/kinds';
import type { MediaSet } from '../../core/types';
import { findSets } from '../../stores/set-loader';
import './author-sets.css';

/**
 * The "Sets" button's room, kept while the sets load and when there are none, so that
 * nothing in the header moves when they arrive (docs/views-and-keys.md, Pictures stay put).
 */
export function AuthorSetsRoom() {
  return (
    <span className="button author-header__sets-room" aria-hidden="true">
      Sets
    </span>
  );
}

/**
 * The author's picture and video sets, on their page (docs/views-and-keys.md, Grid view):
 * a "Sets" disclosure in the header once some have arrived, its list laid over the grid
 * rather than pushing it down. A chunk of its own, loaded with the author's page.
 */
export function AuthorSets({ pubkey }: { pubkey: string }) {
  const [found, setFound] = useState<{ pubkey: string; sets: MediaSet[] }>();

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
  if (sets.length === 0) return <AuthorSetsRoom />;
  return (
    <details className="author-sets">
      <summary className="button" aria-label={`Sets (${sets.length})`}>
        Sets
      </summary>
      <ul className="author-sets__list" aria-label="Sets">
        {sets.map((set) => (
          <li key={set.naddr}>
            <Link to={`/set/${set.naddr}`}>{set.title}</Link>
            <span className="author-sets__count">
              {set.entries.length} {set.kind === VIDEO_SET_KIND ? 'videos' : 'pictures'}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
