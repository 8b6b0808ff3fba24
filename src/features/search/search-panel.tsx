import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { relayFromText } from '../../core/relays';
import { normalizeTagInput, settingsToPath } from '../../core/routes';
import type { Settings } from '../../core/types';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useOutsidePress } from '../../hooks/use-outside-press';

/**
 * The results are a chunk of their own; the field is not, so it takes the focus (and
 * opens a phone's keyboard) in the click that opens the search, and nothing typed
 * meanwhile is taken for a gallery shortcut.
 */
export const loadSearchResults = () => import('./search-results');
const SearchResults = lazy(() => loadSearchResults().then((module) => ({ default: module.SearchResults })));

/** docs/constants.md: typing is debounced 300 ms. */
const DEBOUNCE_MS = 300;
const SEARCH_PLACEHOLDER = 'search for topics, tags or people';

export interface SearchPanelProps {
  settings: Settings;
  /** `refocus`: give focus back to the header (not when the user clicked elsewhere). */
  onClose(refocus: boolean): void;
}

export function SearchPanel({ settings, onClose }: SearchPanelProps) {
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  // A search route's words are there to refine.
  const [text, setText] = useState(settings.search ?? '');
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);

  // A press anywhere outside the panel (the login button, the grid) dismisses it.
  useOutsidePress(root, () => onClose(false));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Enter') {
      // docs/views-and-keys.md, Search: Enter with text goes to that tag (or relay), keeping type and adult.
      const relay = relayFromText(text);
      const tag = relay ? undefined : normalizeTagInput(text);
      if (!relay && !tag) return;
      event.preventDefault();
      const feed = { topic: undefined, follows: false, list: undefined, set: undefined, relay, npubs: [], tags: tag ? [tag] : [] };
      void navigate(settingsToPath({ ...settings, ...feed }));
      onClose(true);
    }
  };

  return (
    <div className="search-panel" ref={root}>
      <input
        className="search-panel__input"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label={SEARCH_PLACEHOLDER}
        autoFocus
        autoComplete="off"
        spellCheck={false}
      />
      <Suspense fallback={null}>
        <SearchResults query={query} settings={settings} onChoose={() => onClose(false)} />
      </Suspense>
    </div>
  );
}
