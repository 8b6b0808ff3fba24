import { useId } from 'react';
import { Link } from 'react-router-dom';
import { searchFromText, settingsToPath } from '../../core/routes';
import { shouldSearchPeople } from '../../core/search';
import type { Settings } from '../../core/types';
import { useSearchSupport } from './use-search-support';

export interface PictureSearchResultProps {
  query: string;
  /** The gallery's settings: the search keeps its filters (type, adult, replies, reposts). */
  settings: Settings;
  onChoose(): void;
}

/**
 * docs/views-and-keys.md, Search: "Pictures matching “…”", a NIP-50 search of media posts
 * on the search relay, as a gallery of its own (docs/routes-and-filters.md, Search route).
 * When the search relay's NIP-11 document does not list NIP-50, it is shown unavailable,
 * with the reason, rather than left out.
 */
export function PictureSearchResult({ query, settings, onChoose }: PictureSearchResultProps) {
  const { words } = searchFromText(query);
  // As many characters as a person's search asks for: fewer match too much to be worth it.
  const offered = words !== undefined && shouldSearchPeople(words);
  const support = useSearchSupport(offered);
  const reason = useId();
  if (!offered) return null;
  const label = `Pictures matching “${words}”`;
  if (support === 'unsupported') {
    return (
      <p className="search-results__pictures">
        <button type="button" className="search-results__unavailable" aria-disabled="true" aria-describedby={reason}>
          {label}
        </button>
        <span id={reason} className="search-results__note">
          Not available: the search relay does not support search by words (NIP-50).
        </span>
      </p>
    );
  }
  const feed = { topic: undefined, follows: false, list: undefined, set: undefined, relay: undefined, npubs: [], tags: [], search: words };
  return (
    <p className="search-results__pictures">
      <Link to={settingsToPath({ ...settings, ...feed })} onClick={onChoose}>
        {label}
      </Link>
    </p>
  );
}
