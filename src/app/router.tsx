import { createBrowserRouter } from 'react-router-dom';
import { GalleryPage } from '../features/gallery/gallery-page';
import { Layout } from './layout';
import { RouteError } from './route-error';

/**
 * Every path goes to the gallery, which parses it with core/route.ts (SPEC.md section 2):
 * one parser is the single source of truth for routes and their settings, and anything
 * it does not know becomes the not-found screen rather than a blank page.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [{ path: '*', element: <GalleryPage />, errorElement: <RouteError /> }],
  },
]);
