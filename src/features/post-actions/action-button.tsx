import { ActionIcon, type ActionIconName } from './action-icons';

export interface ActionButtonProps {
  icon: ActionIconName;
  /** What the button does: its accessible name ("Like", "Zap"). */
  label: string;
  pressed: boolean;
  busy: boolean;
  failed?: boolean;
  /** More than the name, for the tooltip (the zap's amount). */
  hint?: string;
  onClick(): void;
}

/** A round icon button, 44 px: a thumb's target on a phone. Its state is in aria-pressed and aria-busy. */
export function ActionButton({ icon, label, pressed, busy, failed = false, hint, onClick }: ActionButtonProps) {
  const state = busy ? 'is-busy' : pressed ? 'is-pressed' : failed ? 'is-failed' : '';
  return (
    <button
      type="button"
      className={`action-button ${state}`}
      aria-label={label}
      aria-pressed={pressed}
      aria-busy={busy}
      title={hint ?? label}
      onClick={(event) => {
        // The slideshow pauses on a click on its picture; an action is not that.
        event.stopPropagation();
        onClick();
      }}
    >
      <ActionIcon name={icon} filled={pressed} />
    </button>
  );
}
