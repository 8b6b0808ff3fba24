import { settingsToPath } from '../../core/route';
import { needsAdultWarning } from '../../core/adult-gate';
import type { Settings } from '../../core/types';
import { AdultWarning } from '../adult-warning/adult-warning';
import { Gallery, type GalleryView } from './gallery';

export interface GalleryScreenProps {
  settings: Settings;
  view: GalleryView;
}

/** docs/routes-and-filters.md, Adult warning: flagged tags or authors wait behind the adult warning. */
export function GalleryScreen({ settings, view }: GalleryScreenProps) {
  if (needsAdultWarning(settings)) {
    return <AdultWarning proceedTo={settingsToPath({ ...settings, showAdult: true })} />;
  }
  return <Gallery settings={settings} view={view} />;
}
