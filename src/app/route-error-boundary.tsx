import { Component, type ErrorInfo, type ReactNode } from 'react';
import { NotFound } from '../features/not-found/not-found';

interface RouteErrorBoundaryState {
  failed: boolean;
}

/**
 * The error boundary around every route: a render error shows a way home, never a blank
 * page. The layout keys it by path, so navigating away starts it fresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <NotFound title="Something went wrong" message="This page could not be shown." />;
    return this.props.children;
  }
}
