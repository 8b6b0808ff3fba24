import { useId } from 'react';
import { decodeListReference } from '../../core/sets';
import '../../components/field.css';

export type WallChoiceValue = 'everyone' | 'circle' | 'list' | 'approved';

const CHOICES: readonly { value: WallChoiceValue; label: string; hint: string }[] = [
  { value: 'approved', label: 'Approved posts only', hint: 'Moderators approve each post here first.' },
  { value: 'list', label: 'People in a list', hint: 'Posts by the members of a people list or starter pack.' },
  { value: 'circle', label: 'Trust circle', hint: 'Posts by the people this site trusts and the people they follow.' },
  { value: 'everyone', label: 'Everyone', hint: 'Every post with the hashtags.' },
];

export interface WallChoiceProps {
  choice: WallChoiceValue;
  onChoice(choice: WallChoiceValue): void;
  list: string;
  onList(list: string): void;
}

/** What may reach the wall's screen (docs/views-and-keys.md, The wall). */
export function WallChoice({ choice, onChoice, list, onList }: WallChoiceProps) {
  const id = useId();
  const listInvalid = choice === 'list' && list.trim() !== '' && !decodeListReference(list.trim());
  return (
    <fieldset className="moderation__group moderation__choice">
      <legend className="moderation__legend">What may reach the screen</legend>
      {CHOICES.map((option) => (
        <label key={option.value} className="moderation__option">
          <input
            type="radio"
            name={`${id}-admit`}
            value={option.value}
            checked={choice === option.value}
            onChange={() => onChoice(option.value)}
          />
          <span>
            {option.label}
            <span className="moderation__hint"> {option.hint}</span>
          </span>
        </label>
      ))}
      {choice === 'list' && (
        <>
          <label className="moderation__label" htmlFor={`${id}-list`}>
            The list’s address (naddr…)
          </label>
          <input
            id={`${id}-list`}
            className="field moderation__field moderation__field--wide"
            value={list}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={listInvalid}
            aria-describedby={listInvalid ? `${id}-list-error` : undefined}
            onChange={(event) => onList(event.target.value)}
          />
          {listInvalid && (
            <p id={`${id}-list-error`} className="moderation__error">
              This is not the address of a people list or starter pack.
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
