import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { parseRoute } from '../../core/route';
import { NotFound } from '../not-found';
import { GalleryScreen } from './gallery-screen';

/** The address is the source of truth for the gallery's settings (docs/architecture.md, Layers). */
export function GalleryPage() {
  const { pathname, search } = useLocation();
  const match = useMemo(() => parseRoute(pathname, search), [pathname, search]);
  if (match.kind === 'redirect') return <Navigate to={match.to} replace />;
  if (match.kind === 'not-found') return <NotFound message={match.reason} />;
  return <GalleryScreen settings={match.settings} view={match.view} />;
}
