import { lazy, Suspense, useRef, useState } from 'react';
import type { Settings } from '../../core/types';
import './search.css';

/** The panel is its own chunk; hovering or focusing the header starts loading it. */
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(() => loadPanel().then((module) => ({ default: module.SearchPanel })));

export interface SearchHeaderProps {
  settings: Settings;
  title: string;
}

/** SPEC.md section 2: the header shows what is on screen; clicking it opens the search. */
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
        <Suspense fallback={<div className="search-header__title">{title}</div>}>
          <SearchPanel settings={settings} onClose={close} />
        </Suspense>
      ) : (
        <button
          ref={button}
          type="button"
          className="search-header__title"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          aria-label={`${title}: search`}
        >
          {title}
          <span className="search-header__hint" aria-hidden="true">
            ⌕
          </span>
        </button>
      )}
    </header>
  );
}
