import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { parseRoute } from '../../core/routes';
import { NotFound } from '../not-found';
import { GalleryScreen } from './gallery-screen';

/** A wall's moderation screen is a chunk of its own: no gallery carries it (docs/views-and-keys.md, Moderation screen). */
const ModerationScreen = lazy(() => import('../moderation/moderation-screen').then((module) => ({ default: module.ModerationScreen })));

/** The address is the source of truth for the gallery's settings (docs/architecture.md, Layers). */
export function GalleryPage() {
  const { pathname, search } = useLocation();
  const match = useMemo(() => parseRoute(pathname, search), [pathname, search]);
  if (match.kind === 'redirect') return <Navigate to={match.to} replace />;
  if (match.kind === 'not-found') return <NotFound message={match.reason} />;
  if (match.kind === 'moderate') {
    return (
      <Suspense fallback={<p className="layout__loading">Loading…</p>}>
        <ModerationScreen settings={match.settings} sets={match.sets} />
      </Suspense>
    );
  }
  return <GalleryScreen settings={match.settings} view={match.view} />;
}
