import { useId } from 'react';
import type { TrustLevel } from '../../core/trust';
import { settingsActions, useSettingsStore } from '../../stores/settings-store';
import { useSessionStore } from '../../stores/session-store';

const USER_CHOICES: readonly { level: TrustLevel; label: string }[] = [
  { level: 'everyone', label: 'Everyone' },
  { level: 'circle', label: 'People I follow and their follows' },
  { level: 'follows', label: 'People I follow' },
];

/** For visitors, the circle is the deployment's trust root (docs/content-rules.md, Trust circle). */
const ROOT_CHOICES: readonly { level: TrustLevel; label: string }[] = [
  { level: 'everyone', label: 'Everyone' },
  { level: 'circle', label: 'This site’s circle and their follows' },
  { level: 'follows', label: 'This site’s circle' },
];

/**
 * The "Show media from" choice of the Filters menu (docs/settings.md, Show media from): the
 * same setting as on the settings screen, so it lasts.
 */
export function ShowMediaFrom() {
  const id = useId();
  const signedIn = useSessionStore((state) => state.pubkey !== undefined);
  const level = useSettingsStore((state) => state.trust);
  return (
    <fieldset className="filter-menu__types filter-menu__trust">
      <legend className="filter-menu__legend">Show media from</legend>
      {(signedIn ? USER_CHOICES : ROOT_CHOICES).map((choice) => (
        <label key={choice.level} className="filter-menu__choice">
          <input
            type="radio"
            className="filter-menu__radio"
            name={`${id}-trust`}
            value={choice.level}
            checked={level === choice.level}
            onChange={() => settingsActions.change({ trust: choice.level })}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
