import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { settingsToPath } from '../../core/route';
import { normalizeTagInput } from '../../core/search-match';
import type { Settings } from '../../core/types';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { SearchResults } from './search-results';

/** SPEC.md section 9: typing is debounced 300 ms. */
const DEBOUNCE_MS = 300;

export interface SearchPanelProps {
  settings: Settings;
  onClose(): void;
}

export function SearchPanel({ settings, onClose }: SearchPanelProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter') {
      const tag = normalizeTagInput(text);
      if (!tag) return;
      event.preventDefault();
      void navigate(settingsToPath({ ...settings, topic: undefined, follows: false, list: undefined, npubs: [], tags: [tag] }));
      onClose();
    }
  };

  return (
    <div className="search-panel">
      <input
        className="search-panel__input"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="search for topics, tags or people"
        aria-label="search for topics, tags or people"
        autoFocus
        autoComplete="off"
        spellCheck={false}
      />
      <SearchResults query={query} onChoose={onClose} />
    </div>
  );
}
