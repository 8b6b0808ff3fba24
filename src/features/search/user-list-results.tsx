import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { findUserLists, type UserList } from '../../stores/search-loader';
import { useSessionStore } from '../../stores/session-store';

/** docs/views-and-keys.md, Search: for logged-in users, their people lists and their follows. */
export function UserListResults({ onChoose }: { onChoose(): void }) {
  const pubkey = useSessionStore((state) => state.pubkey);
  const [lists, setLists] = useState<{ pubkey: string; lists: UserList[] }>();

  useEffect(() => {
    if (!pubkey) return undefined;
    let current = true;
    void findUserLists(pubkey).then((found) => {
      if (current) setLists({ pubkey, lists: found });
    });
    return () => {
      current = false;
    };
  }, [pubkey]);

  if (!pubkey) return null;
  return (
    <section aria-labelledby="search-lists">
      <h2 id="search-lists">Your lists</h2>
      <ul>
        <li>
          <Link to="/follows" onClick={onChoose}>
            Your follows
          </Link>
        </li>
        {lists?.pubkey === pubkey &&
          lists.lists.map((list) => (
            <li key={list.id}>
              <Link to={`/list/${list.naddr}`} onClick={onChoose}>
                {list.name}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
