import { Outlet } from 'react-router-dom';
import { TopRightControl } from './top-right-control';

/** SPEC.md section 2: every route sits inside a shared layout with a top-right control. */
export function Layout() {
  return (
    <div className="layout">
      <TopRightControl />
      <main className="layout__main">
        <Outlet />
      </main>
    </div>
  );
}
