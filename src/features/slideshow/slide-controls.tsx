import type { ReactNode } from 'react';
import type { IdleReveal } from './use-idle-reveal';
import './slide-controls.css';

export interface SlideControlsProps {
  paused: boolean;
  /** The current picture's key: the progress line starts over for each picture. */
  slide: string;
  /** How long this picture stays before the next one (docs/constants.md: the next after 8 s). */
  durationMs: number;
  reveal: IdleReveal;
  onPrevious: () => void;
  onTogglePause: () => void;
  onNext: () => void;
  /** The caption: placed between the buttons and the line, so a long one pushes the buttons up, never under them. */
  children?: ReactNode;
}

/**
 * Previous, pause and next for pointer and touch users, and a line for the time left on
 * this picture. They are shown by pointer activity and fade when it stops; they
 * stay focusable when faded, and keyboard focus brings them back.
 */
export function SlideControls({ paused, slide, durationMs, reveal, onPrevious, onTogglePause, onNext, children }: SlideControlsProps) {
  return (
    <div className={reveal.shown ? 'slide-controls is-shown' : 'slide-controls'}>
      <div className="slide-controls__buttons" onFocus={reveal.onFocus} onBlur={reveal.onBlur}>
        <button
          type="button"
          className="slide-controls__button"
          aria-label="Previous picture"
          title="Previous picture (←)"
          onClick={onPrevious}
        >
          <span className="slide-controls__icon slide-controls__icon--previous" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="slide-controls__button"
          aria-label={paused ? 'Resume slideshow' : 'Pause slideshow'}
          title={paused ? 'Resume slideshow (P or Space)' : 'Pause slideshow (P or Space)'}
          onClick={onTogglePause}
        >
          <span
            className={paused ? 'slide-controls__icon slide-controls__icon--play' : 'slide-controls__icon slide-controls__icon--pause'}
            aria-hidden="true"
          />
        </button>
        <button type="button" className="slide-controls__button" aria-label="Next picture" title="Next picture (→)" onClick={onNext}>
          <span className="slide-controls__icon slide-controls__icon--next" aria-hidden="true" />
        </button>
      </div>
      {children}
      {/* Hidden from assistive technology: its value moves only in CSS, so a progressbar
          role would announce a stale or missing value; the pause button and the "Paused"
          status already say whether the pictures move on by themselves. */}
      <div className="slide-controls__progress" aria-hidden="true">
        <div key={slide} className="slide-controls__progress-fill" style={{ animationDuration: `${durationMs}ms` }} />
      </div>
    </div>
  );
}
