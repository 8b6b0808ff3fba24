import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ViewErrorBoundaryProps {
  onBack(): void;
  children: ReactNode;
}

/**
 * Around the scroll view and the slideshow (docs/views-and-keys.md, View modes): an error
 * in one of them, or its script failing to load, shows that view's error screen with a
 * way back to the grid, never a blank page. The gallery keys it by view, so another view
 * starts it fresh.
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('View failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="view-error" role="alert">
        <p>This view could not be shown.</p>
        <button type="button" className="button button--primary" onClick={this.props.onBack}>
          Back to grid
        </button>
      </div>
    );
  }
}
