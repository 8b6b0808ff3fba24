import { useRouteError } from 'react-router-dom';
import { NotFound } from '../features/not-found/not-found';

/** The error boundary around every route: a render error shows a way home, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error);
  return <NotFound title="Something went wrong" message="This page could not be shown." />;
}
