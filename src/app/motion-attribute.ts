/**
 * The motion setting on the page's root element, `data-motion` = system, reduce or full,
 * for the style sheets that leave out moving decoration (docs/settings.md, Reduce motion).
 * Before it is set they follow the system, as the setting does by default.
 */
import { useSettingsStore } from '../stores/settings-store';

export function mirrorMotionSetting(): void {
  const root = document.documentElement;
  root.dataset.motion = useSettingsStore.getState().motion;
  useSettingsStore.subscribe((settings) => {
    root.dataset.motion = settings.motion;
  });
}
