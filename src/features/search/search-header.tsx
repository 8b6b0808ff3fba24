import { useRef, useState } from 'react';
import type { Settings } from '../../core/types';
import { loadSearchResults, SearchPanel } from './search-panel';
import './search.css';

export interface SearchHeaderProps {
  settings: Settings;
  title: string;
}

/** docs/views-and-keys.md, Search: the header shows what is on screen; clicking it opens the search. */
export function SearchHeader({ settings, title }: SearchHeaderProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (refocus: boolean): void => {
    setOpen(false);
    // The button is back after the next render; focus it so the keyboard user is not lost.
    if (refocus) requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <header className="search-header">
      {open ? (
        <SearchPanel settings={settings} onClose={close} />
      ) : (
        <button
          ref={button}
          type="button"
          className="search-header__title"
          onClick={() => setOpen(true)}
          // Hovering or focusing the header starts loading the results.
          onPointerEnter={() => void loadSearchResults()}
          onFocus={() => void loadSearchResults()}
          aria-label={`${title}: search`}
          title="Search"
        >
          <span className="search-header__label">{title}</span>
          <span className="search-header__hint" aria-hidden="true">
            ⌕
          </span>
        </button>
      )}
    </header>
  );
}
