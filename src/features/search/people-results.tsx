import { Link } from 'react-router-dom';
import { proxiedAvatarUrl } from '../../core/media';
import { hexToNpub } from '../../core/events';
import { displayName } from '../../core/identity';
import type { Profile } from '../../core/types';
import { useImageProxy } from '../../hooks/use-image-proxy';

/** docs/views-and-keys.md, Search: the people found, best match first; undefined while searching. */
export function PeopleResults({ people, onChoose }: { people: readonly Profile[] | undefined; onChoose(): void }) {
  const proxy = useImageProxy();
  return (
    <section aria-labelledby="search-people" aria-busy={people === undefined}>
      <h2 id="search-people">People</h2>
      {people === undefined && <p className="search-results__note">Searching…</p>}
      {people?.length === 0 && <p className="search-results__note">No people found</p>}
      <ul>
        {people?.map((person) => {
          const npub = hexToNpub(person.pubkey);
          if (!npub) return null;
          const picture = proxiedAvatarUrl(person.image, proxy);
          return (
            <li key={person.pubkey}>
              <Link to={`/p/${npub}`} onClick={onChoose} className="search-results__person">
                {picture && <img src={picture} alt="" width={24} height={24} referrerPolicy="no-referrer" />}
                {displayName(person, npub)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
