import { lazy, Suspense, useRef, useState } from 'react';
import type { Settings } from '../../core/types';
import './search.css';

const SearchPanel = lazy(() => import('./search-panel').then((module) => ({ default: module.SearchPanel })));

export interface SearchHeaderProps {
  settings: Settings;
  title: string;
}

/** SPEC.md section 2: the header shows what is on screen; clicking it opens the search. */
export function SearchHeader({ settings, title }: SearchHeaderProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (): void => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <header className="search-header">
      {open ? (
        <Suspense fallback={<div className="search-header__title">{title}</div>}>
          <SearchPanel settings={settings} onClose={close} />
        </Suspense>
      ) : (
        <button ref={button} type="button" className="search-header__title" onClick={() => setOpen(true)} aria-label={`${title}: search`}>
          {title}
          <span className="search-header__hint" aria-hidden="true">
            ⌕
          </span>
        </button>
      )}
    </header>
  );
}
