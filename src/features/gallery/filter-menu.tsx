import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Settings } from '../../core/types';
import { activeFilterLabels, filterPath, FLAG_CHOICES, ORDER_CHOICES, TYPE_CHOICES, type FilterSettings } from '../../core/routes';
import { trustApplies } from '../../core/trust';
import { moderationPath } from '../../core/wall';
import { SLIDE_INTERVAL_MS } from '../../core/layout';
import { useOutsidePress } from '../../hooks/use-outside-press';
import { useTrustStore } from '../../stores/trust-store';
import { ShowMediaFrom } from './show-media-from';
import { usePendingChoice } from './use-pending-choice';
import './filter-menu.css';

export interface FilterMenuProps {
  settings: Settings;
}

function FunnelIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M4 5h16l-6.2 7.4V19l-3.6-1.8v-4.8z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The address's filters (docs/routes-and-filters.md, Query parameters) as a small menu: the type
 * as a radio group, replies, reposts and adult as toggles, and the order (newest first, or
 * popular over a period: docs/routes-and-filters.md, Popular) as a second radio group. Each change pushes the address
 * the navigation rule writes. Adult is the visitor's explicit choice: it writes adult=true,
 * with which the warning screen is not shown; turning it off on a flagged feed brings the
 * warning back.
 */
export function FilterMenu({ settings }: FilterMenuProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const active = activeFilterLabels(settings);
  // The radios show the choice at once; the address (and so the settings) follows.
  const [type, chooseType] = usePendingChoice(settings.type);
  const [popular, choosePopular] = usePendingChoice(settings.popular);
  // docs/content-rules.md, Trust circle: offered where there is a circle and the feed is one it narrows.
  // A wall's admission decides for it: the visitor's own choice does not apply there.
  const narrowable = useTrustStore((state) => state.root !== undefined) && trustApplies(settings) && !settings.admit;

  useEffect(() => {
    // The keyboard user lands on the choice that is on, ready to change it.
    if (open) panel.current?.querySelector<HTMLElement>('input:checked')?.focus();
  }, [open]);
  useOutsidePress(root, () => setOpen(false), open);

  const change = (next: Partial<FilterSettings>): void => void navigate(filterPath(settings, next));
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    // Handled here: the gallery's own Escape (clear the current picture) does not run.
    event.preventDefault();
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div
      className="filter-menu"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="button filter-menu__button"
        aria-label={active.length > 0 ? `Filters: ${active.join(', ')}` : 'Filters'}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        title="Filters"
        onClick={() => setOpen((value) => !value)}
      >
        <FunnelIcon />
        {active.length > 0 && (
          <span className="filter-menu__count" aria-hidden="true">
            {active.length}
          </span>
        )}
      </button>
      {open && (
        <div className="filter-menu__panel" id={`${id}-panel`} ref={panel} role="group" aria-label="Filters">
          <fieldset className="filter-menu__types">
            <legend className="visually-hidden">Show</legend>
            {TYPE_CHOICES.map((choice) => (
              <label key={choice.type} className="filter-menu__choice">
                <input
                  type="radio"
                  className="filter-menu__radio"
                  name={`${id}-type`}
                  value={choice.type}
                  checked={type === choice.type}
                  onChange={() => {
                    chooseType(choice.type);
                    change({ type: choice.type });
                  }}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <div className="filter-menu__flags">
            {FLAG_CHOICES.map((choice) => (
              <button
                key={choice.flag}
                type="button"
                className="filter-menu__choice"
                aria-pressed={settings[choice.flag]}
                title={choice.hint}
                onClick={() => change({ [choice.flag]: !settings[choice.flag] })}
              >
                {choice.label}
              </button>
            ))}
          </div>
          <fieldset className="filter-menu__types filter-menu__order">
            <legend className="filter-menu__legend">Order</legend>
            {ORDER_CHOICES.map((choice) => (
              <label key={choice.label} className="filter-menu__choice">
                <input
                  type="radio"
                  className="filter-menu__radio"
                  name={`${id}-order`}
                  value={choice.popular ?? 'newest'}
                  checked={popular === choice.popular}
                  onChange={() => {
                    choosePopular(choice.popular);
                    change({ popular: choice.popular });
                  }}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          {narrowable && <ShowMediaFrom />}
          {/* Only hashtag and topic galleries have tags: their wall can be set up (docs/views-and-keys.md, The wall). */}
          {settings.tags.length > 0 && !settings.admit && (
            <Link className="filter-menu__wall" to={moderationPath({ settings, sets: [], slideSeconds: SLIDE_INTERVAL_MS / 1000 })}>
              Set up a wall for a screen…
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/** The filters that are on, named under the header so they are seen at a glance; nothing when none is. */
export function FilterSummary({ settings }: FilterMenuProps) {
  const active = activeFilterLabels(settings);
  if (active.length === 0) return null;
  return (
    <p className="filter-summary">
      <span className="filter-summary__label">Filters:</span> {active.join(' · ')}
    </p>
  );
}
