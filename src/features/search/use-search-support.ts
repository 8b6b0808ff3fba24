import { useEffect, useState } from 'react';
import type { SearchSupport } from '../../core/relays';
import { loadSearchRelays } from '../../stores/relay-info-loader';

/**
 * Whether the search relay takes NIP-50 searches (its NIP-11 document, asked once a visit),
 * once `wanted`; undefined until its document has answered.
 */
export function useSearchSupport(wanted: boolean): SearchSupport | undefined {
  const [support, setSupport] = useState<SearchSupport>();
  useEffect(() => {
    if (!wanted || support !== undefined) return undefined;
    let current = true;
    void loadSearchRelays().then((found) => {
      if (current) setSupport(found.support);
    });
    return () => {
      current = false;
    };
  }, [wanted, support]);
  return support;
}
