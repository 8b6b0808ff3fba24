import { useId, type ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** What the setting changes, read with the group's name. */
  description: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange(value: T): void;
}

/**
 * One setting of several choices: radio buttons in a fieldset named by its legend, which
 * holds the setting's heading so the screen's outline lists every setting.
 */
export function ChoiceGroup<T extends string>({ legend, description, choices, value, onChange }: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="settings__group" aria-describedby={`${id}-description`}>
      <legend>
        <h2>{legend}</h2>
      </legend>
      <p id={`${id}-description`} className="settings__description">
        {description}
      </p>
      {choices.map((choice) => (
        <label key={choice.value} className="settings__choice">
          <input type="radio" name={id} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export interface SwitchGroupProps {
  legend: string;
  /** The checkbox's own words: what being on means. */
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** One setting that is on or off: a checkbox in a fieldset named by its legend. */
export function SwitchGroup({ legend, label, checked, onChange }: SwitchGroupProps) {
  return (
    <fieldset className="settings__group">
      <legend>
        <h2>{legend}</h2>
      </legend>
      <label className="settings__choice">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>{label}</span>
      </label>
    </fieldset>
  );
}
