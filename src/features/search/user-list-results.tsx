import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { STARTER_PACK_KIND, VIDEO_SET_KIND } from '../../core/events';
import type { MediaSet } from '../../core/types';
import { findUserLists, type UserList } from '../../stores/search-loader';
import { useSessionStore } from '../../stores/session-store';
import { findSets } from '../../stores/set-loader';

interface Found {
  pubkey: string;
  lists: UserList[];
  sets: MediaSet[];
}

/** docs/views-and-keys.md, Search: for logged-in users, their people lists and starter packs, their picture and video sets, and their follows. */
export function UserListResults({ onChoose }: { onChoose(): void }) {
  const pubkey = useSessionStore((state) => state.pubkey);
  const [found, setFound] = useState<Found>();

  useEffect(() => {
    if (!pubkey) return undefined;
    let current = true;
    void Promise.all([findUserLists(pubkey), findSets(pubkey)]).then(([lists, sets]) => {
      if (current) setFound({ pubkey, lists, sets });
    });
    return () => {
      current = false;
    };
  }, [pubkey]);

  if (!pubkey) return null;
  const shown = found?.pubkey === pubkey ? found : undefined;
  return (
    <section aria-labelledby="search-lists">
      <h2 id="search-lists">Your lists</h2>
      <ul>
        <li>
          <Link to="/follows" onClick={onChoose}>
            Your follows
          </Link>
        </li>
        {shown?.lists.map((list) => (
          <li key={list.id}>
            <Link to={`/list/${list.naddr}`} onClick={onChoose}>
              {list.name}
              {list.kind === STARTER_PACK_KIND && <span className="search-results__note"> · starter pack</span>}
            </Link>
          </li>
        ))}
        {shown?.sets.map((set) => (
          <li key={set.naddr}>
            <Link to={`/set/${set.naddr}`} onClick={onChoose}>
              {set.title}
              <span className="search-results__note"> · {set.kind === VIDEO_SET_KIND ? 'video set' : 'picture set'}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
