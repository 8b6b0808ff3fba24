import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { GalleryPage } from '../features/gallery/gallery-page';
import { Layout } from './layout';

/** The settings screen is a chunk of its own, fetched when it is opened: the gallery's first screen does not carry it. */
const SettingsScreen = lazy(() => import('../features/settings/settings-screen').then((module) => ({ default: module.SettingsScreen })));
/** The posting screen likewise (docs/posting.md): its upload and image code loads when it is opened. */
const PostScreen = lazy(() => import('../features/post/post-screen').then((module) => ({ default: module.PostScreen })));

/**
 * Every path but /settings and /post goes to the gallery, which parses it with core/routes/route.ts (docs/routes-and-filters.md, Routes):
 * one parser is the single source of truth for routes and their settings, and anything
 * it does not know becomes the not-found screen rather than a blank page.
 * Declarative routing: the app loads no route data, so the data router's machinery
 * would only add to the first download.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route
            path="settings"
            element={
              <Suspense fallback={<p className="layout__loading">Loading settings…</p>}>
                <SettingsScreen />
              </Suspense>
            }
          />
          <Route
            path="post"
            element={
              <Suspense fallback={<p className="layout__loading">Loading…</p>}>
                <PostScreen />
              </Suspense>
            }
          />
          <Route path="*" element={<GalleryPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
