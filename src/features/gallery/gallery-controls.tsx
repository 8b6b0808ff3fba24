import type { Settings } from '../../core/types';
import { isPlainHome } from '../../core/routes';
import type { ViewMode } from '../../stores/view-store';
import { viewActions } from '../../stores/view-store';
import { FilterMenu } from './filter-menu';

export interface GalleryControlsProps {
  mode: ViewMode;
  settings: Settings;
  /** There is something to scroll through. */
  canScroll: boolean;
  /** docs/constants.md: a slideshow needs at least 2 images. */
  canPlay: boolean;
  onClose(): void;
}

/** One picture framed full screen, the next ones above and below: what the scroll view is. */
function ScrollViewIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="5" y="7" width="14" height="10" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M7 3.5h10M7 20.5h10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The back button (✕), the filters and the view switches (docs/views-and-keys.md, Back button). A switch
 * that would do nothing is not offered: no back button on home itself, no
 * scroll view of an empty feed, no slideshow of fewer than 2 images.
 */
export function GalleryControls({ mode, settings, canScroll, canPlay, onClose }: GalleryControlsProps) {
  return (
    <nav className="gallery-controls" aria-label="View">
      {(mode !== 'grid' || !isPlainHome(settings)) && (
        <button
          type="button"
          className="button gallery-controls__close"
          onClick={onClose}
          aria-label={mode === 'grid' ? 'Back to home' : 'Back to grid'}
          // Each icon button names itself and its key on hover (docs/views-and-keys.md, Back button).
          title={mode === 'grid' ? 'Back to home (H)' : 'Back to grid (Esc)'}
        >
          ✕
        </button>
      )}
      {mode === 'grid' && (
        <>
          <FilterMenu settings={settings} />
          {canScroll && (
            <button
              type="button"
              className="button"
              onClick={() => viewActions.openScroll()}
              aria-label="Scroll view"
              title="Scroll view (X)"
            >
              <ScrollViewIcon />
            </button>
          )}
          {canPlay && (
            <button
              type="button"
              className="button gallery-controls__play"
              onClick={viewActions.startSlideshow}
              aria-label="Play slideshow"
              title="Slideshow"
            >
              ▶
            </button>
          )}
        </>
      )}
    </nav>
  );
}
