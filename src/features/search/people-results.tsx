import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { config } from '../../config';
import { proxiedAvatarUrl } from '../../core/image-proxy';
import { hexToNpub } from '../../core/npub';
import { displayName } from '../../core/profile';
import { shouldSearchPeople } from '../../core/search-match';
import type { Profile } from '../../core/types';
import { findPeople } from '../../stores/search-loader';

/** SPEC.md section 5: people are searched only with 3 or more characters. */
export function PeopleResults({ query, onChoose }: { query: string; onChoose(): void }) {
  const [result, setResult] = useState<{ query: string; people: Profile[] }>();
  const active = shouldSearchPeople(query);

  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    void findPeople(query).then((people) => {
      if (current) setResult({ query, people });
    });
    return () => {
      current = false;
    };
  }, [query, active]);

  if (!active) return null;
  const people = result?.query === query ? result.people : undefined;
  return (
    <section aria-labelledby="search-people" aria-busy={people === undefined}>
      <h2 id="search-people">People</h2>
      {people === undefined && <p className="search-results__note">Searching…</p>}
      {people?.length === 0 && <p className="search-results__note">No people found</p>}
      <ul>
        {people?.map((person) => {
          const npub = hexToNpub(person.pubkey);
          if (!npub) return null;
          const picture = proxiedAvatarUrl(person.image, config.imageProxy);
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
