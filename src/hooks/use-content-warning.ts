import type { MediaItem } from '../core/types';
import { useRevealedStore } from '../stores/revealed-store';
import { useSettingsStore } from '../stores/settings-store';
import { useReportWarning } from './use-report-warning';

/**
 * The reason to show over an item while it must stay covered, or undefined once it may be
 * seen sharp: its post's content warning (docs/content-rules.md, Content warnings), what
 * the circle's reports say of it (docs/content-rules.md, Reported posts), or both. It is
 * seen sharp once the viewer pressed "Show" on it, or turned the blur off in the settings.
 * Adult mode's items carry no content warning; reports cover them all the same.
 */
export function useContentWarning(item: Pick<MediaItem, 'key' | 'contentWarning' | 'noteId'>): string | undefined {
  const blur = useSettingsStore((state) => state.blurWarnings);
  const revealed = useRevealedStore((state) => state.keys.has(item.key));
  const reported = useReportWarning(item.noteId);
  if (!blur || revealed) return undefined;
  return reported !== undefined && item.contentWarning !== undefined
    ? `${reported} · ${item.contentWarning}`
    : (reported ?? item.contentWarning);
}
