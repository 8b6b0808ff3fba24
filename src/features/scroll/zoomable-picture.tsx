import type { ReactNode } from 'react';
import { isZoomed, zoomPercent, zoomTransform } from '../../core/layout';
import { useKeyBindings } from '../../hooks/use-key-bindings';
import { useZoom } from './use-zoom';
import './zoomable-picture.css';

export interface ZoomablePictureProps {
  /** The current item: only it zooms, and leaving it resets the zoom. */
  active: boolean;
  /** The picture, fitted to the box (components/fitted-image.tsx). */
  children: ReactNode;
}

/**
 * A scroll-view picture that zooms and pans (docs/views-and-keys.md, Zoom): pinch,
 * double-tap or double-click, Ctrl+wheel, and + − 0. While zoomed, a reset button shows
 * and a status says how far.
 */
export function ZoomablePicture({ active, children }: ZoomablePictureProps) {
  const { box, zoom, smooth, wasZoomed, step, reset } = useZoom(active);
  useKeyBindings('scroll', (action) => {
    if (!active) return false;
    if (action === 'zoom-in') step('in');
    else if (action === 'zoom-out') step('out');
    else if (action === 'zoom-reset') reset();
    else return false;
    return true;
  });

  const zoomed = isZoomed(zoom);
  const classes = ['zoomable-picture', zoomed && 'is-zoomed', smooth && 'is-smooth'].filter(Boolean).join(' ');
  return (
    <>
      <div ref={box} className={classes} style={{ transform: zoomTransform(zoom) }}>
        {children}
      </div>
      {zoomed && (
        <div className="zoom-bar">
          {/* Said by the status below; shown here for the eye. */}
          <span className="zoom-bar__level" aria-hidden="true">
            {zoomPercent(zoom)}%
          </span>
          <button type="button" className="button" onClick={reset} title="Reset zoom (0)">
            Reset zoom
          </button>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {zoomed ? `Zoomed ${zoomPercent(zoom)}%` : wasZoomed ? 'Zoom reset' : ''}
      </p>
    </>
  );
}
