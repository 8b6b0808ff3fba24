import { lazy, Suspense } from 'react';
import { settingsToPath } from '../../core/routes';
import { needsAdultWarning } from '../../core/trust';
import type { Settings } from '../../core/types';
import type { GalleryRouteView } from '../../core/routes';
import { Gallery } from './gallery';

/** Only flagged feeds show it: a chunk of its own, so no other first screen waits for it. */
const AdultWarning = lazy(() => import('../adult-warning/adult-warning').then((module) => ({ default: module.AdultWarning })));

export interface GalleryScreenProps {
  settings: Settings;
  view: GalleryRouteView;
}

/** docs/routes-and-filters.md, Adult warning: flagged tags or authors wait behind the adult warning. */
export function GalleryScreen({ settings, view }: GalleryScreenProps) {
  if (needsAdultWarning(settings)) {
    return (
      <Suspense fallback={null}>
        <AdultWarning proceedTo={settingsToPath({ ...settings, showAdult: true })} />
      </Suspense>
    );
  }
  return <Gallery settings={settings} view={view} />;
}
