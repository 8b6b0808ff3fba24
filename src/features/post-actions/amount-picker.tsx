import { useId } from 'react';
import { satsLabel, ZAP_PRESET_SATS, type AmountChoice } from '../../core/social';
import '../../components/field.css';

export interface AmountPickerProps {
  choice: AmountChoice;
  /** What was last typed as another amount, kept while a preset is chosen. */
  customText: string;
  /** The amounts the author's wallet takes, once known, to say beside the field. */
  range: { min: number; max: number } | undefined;
  problem: string | undefined;
  onChange(choice: AmountChoice): void;
}

/**
 * docs/session-and-actions.md, Zap amounts: 21, 210, 2,100 and 21,000 sats, or another
 * amount typed in, as radio buttons in a fieldset named "Amount".
 */
export function AmountPicker({ choice, customText, range, problem, onChange }: AmountPickerProps) {
  const id = useId();
  const custom = choice.kind === 'custom';
  return (
    <fieldset className="zap-amounts">
      <legend>Amount</legend>
      <div className="zap-amounts__options">
        {ZAP_PRESET_SATS.map((sats) => (
          <label key={sats} className="zap-amounts__option">
            <input
              type="radio"
              name={id}
              checked={choice.kind === 'preset' && choice.sats === sats}
              onChange={() => onChange({ kind: 'preset', sats })}
            />
            <span>{satsLabel(sats)}</span>
          </label>
        ))}
        <label className="zap-amounts__option">
          <input type="radio" name={id} checked={custom} onChange={() => onChange({ kind: 'custom', text: customText })} />
          <span>Other amount</span>
        </label>
      </div>
      {custom && (
        <div className="zap-amounts__custom">
          <label htmlFor={`${id}-sats`}>Amount in sats</label>
          <input
            className="field"
            id={`${id}-sats`}
            type="text"
            inputMode="numeric"
            value={choice.text}
            onChange={(event) => onChange({ kind: 'custom', text: event.target.value })}
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? `${id}-problem` : range ? `${id}-range` : undefined}
            autoComplete="off"
          />
        </div>
      )}
      {problem ? (
        <p id={`${id}-problem`} className="zap-dialog__problem" role="alert">
          {problem}
        </p>
      ) : (
        range && (
          <p id={`${id}-range`} className="zap-dialog__note">
            The author&rsquo;s wallet takes {satsLabel(range.min)} to {satsLabel(range.max)}.
          </p>
        )
      )}
    </fieldset>
  );
}
