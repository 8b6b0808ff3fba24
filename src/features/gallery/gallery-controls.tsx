import type { ViewMode } from '../../stores/view-store';
import { viewActions } from '../../stores/view-store';

export interface GalleryControlsProps {
  mode: ViewMode;
  /** SPEC.md section 9: a slideshow needs at least 2 images. */
  canPlay: boolean;
  onClose(): void;
}

/** The back button (✕) and the view switches (SPEC.md section 2). */
export function GalleryControls({ mode, canPlay, onClose }: GalleryControlsProps) {
  return (
    <nav className="gallery-controls" aria-label="View">
      <button
        type="button"
        className="button gallery-controls__close"
        onClick={onClose}
        aria-label={mode === 'grid' ? 'Back to home' : 'Back to grid'}
        // Each icon button names itself and its key (SPEC.md section 2) on hover (issue 21).
        title={mode === 'grid' ? 'Back to home (H)' : 'Back to grid (Esc)'}
      >
        ✕
      </button>
      {mode === 'grid' && (
        <>
          <button type="button" className="button" onClick={() => viewActions.openScroll()} aria-label="Scroll view" title="Scroll view (X)">
            ☰
          </button>
          <button
            type="button"
            className="button gallery-controls__play"
            onClick={viewActions.startSlideshow}
            disabled={!canPlay}
            aria-label="Play slideshow"
            title="Slideshow"
          >
            ▶
          </button>
        </>
      )}
    </nav>
  );
}
