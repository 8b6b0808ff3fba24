import { useState, type ReactNode } from 'react';
import { QrCode } from '../../components/qr-code';
import { config } from '../../config';
import { MAX_SLIDE_SECONDS, MIN_SLIDE_SECONDS } from '../../core/routes';
import type { Admission, Settings } from '../../core/types';
import { wallPath } from '../../core/wall';
import '../../components/field.css';

export interface WallPanelProps {
  settings: Settings;
  /** What may reach the screen; undefined is everyone. */
  admit: Admission | undefined;
  slideSeconds: number;
  onSlideSeconds(seconds: number): void;
  /** Below the fields: how moderators join, on an approved wall. */
  children?: ReactNode;
}

/** The app's public address before a path: the screen in the room opens it from the code. */
export const absoluteAddress = (path: string): string => `${config.publicUrl.replace(/\/+$/, '')}${path}`;

/**
 * The wall's address and its QR code, which the screen in the room opens, and the slide
 * time it plays at (docs/views-and-keys.md, Moderation screen). The wall itself carries
 * none of this.
 */
export function WallPanel({ settings, admit, slideSeconds, onSlideSeconds, children }: WallPanelProps) {
  const wall = absoluteAddress(wallPath(settings, admit, slideSeconds));
  const [typed, setTyped] = useState(String(slideSeconds));
  const commit = (): void => {
    const seconds = Number(typed);
    if (Number.isFinite(seconds) && seconds >= MIN_SLIDE_SECONDS && seconds <= MAX_SLIDE_SECONDS)
      onSlideSeconds(Math.round(seconds * 10) / 10);
    else setTyped(String(slideSeconds));
  };
  return (
    <section className="moderation__group moderation__wall" aria-labelledby="wall-heading">
      <h2 id="wall-heading">The wall</h2>
      <p className="moderation__note">Open this address on the screen in the room, or scan the code with it.</p>
      <div className="moderation__wall-body">
        <QrCode className="moderation__qr" text={wall} label="QR code: open the wall" />
        <div className="moderation__wall-fields">
          <a className="button" href={wall} target="_blank" rel="noopener noreferrer">
            Open the wall
          </a>
          <label className="moderation__label" htmlFor="wall-slide">
            Seconds per picture
          </label>
          <input
            id="wall-slide"
            className="field moderation__field"
            type="number"
            inputMode="decimal"
            min={MIN_SLIDE_SECONDS}
            max={MAX_SLIDE_SECONDS}
            step="0.1"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
          />
          {children}
        </div>
      </div>
    </section>
  );
}
