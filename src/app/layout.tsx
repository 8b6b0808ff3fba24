import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error-boundary';
import { TopRightControl } from './top-right-control';
import { UpdateNotice } from './update-notice';

/** docs/routes-and-filters.md, Layout: every route sits inside a shared layout with a top-right control. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="layout">
      <TopRightControl />
      <main className="layout__main">
        <RouteErrorBoundary key={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <UpdateNotice />
    </div>
  );
}
