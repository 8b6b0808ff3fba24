/** A screen that runs unattended, drawn as a display on its stand. */
function ScreenIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="12" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M9 20h6M12 16v4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export interface ScreenModeButtonProps {
  on: boolean;
  onToggle(): void;
}

/** docs/views-and-keys.md, Screen mode: a toggle beside full screen. */
export function ScreenModeButton({ on, onToggle }: ScreenModeButtonProps) {
  return (
    <button
      type="button"
      className="button slideshow__screen-mode"
      aria-pressed={on}
      aria-label="Screen mode"
      title={
        on
          ? 'Screen mode is on: new posts first, a QR code for phones, the screen kept awake'
          : 'Screen mode: for a screen that runs unattended'
      }
      onClick={onToggle}
    >
      <ScreenIcon />
    </button>
  );
}
