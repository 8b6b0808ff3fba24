import type { MediaItem } from '../core/types';
import { useRevealedStore } from '../stores/revealed-store';
import { useSettingsStore } from '../stores/settings-store';

/**
 * The reason to show over a content-warned item while it must stay blurred, or undefined
 * once it may be seen sharp (docs/content-rules.md, Content warnings): the viewer pressed
 * "Show" on it, or turned the blur off in the settings. Adult mode's items carry no warning.
 */
export function useContentWarning(item: Pick<MediaItem, 'key' | 'contentWarning'>): string | undefined {
  const blur = useSettingsStore((state) => state.blurWarnings);
  const revealed = useRevealedStore((state) => state.keys.has(item.key));
  return blur && !revealed ? item.contentWarning : undefined;
}
