import { useEffect, useState } from 'react';
import { shouldSearchPeople } from '../../core/search';
import type { Profile } from '../../core/types';
import { findPeople } from '../../stores/search-loader';

/**
 * The NIP-50 people search for `query` (docs/views-and-keys.md, Search: only with 3 or more
 * characters): the profiles found, or undefined while the search for this query runs.
 * It lives above the sections because their order and the Popular Hashtags rule depend
 * on whom it finds.
 */
export function usePeopleSearch(query: string): Profile[] | undefined {
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

  return active && result?.query === query ? result.people : undefined;
}
