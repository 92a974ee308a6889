// A page that throws while rendering shows the Chinese error page instead of a blank screen.
// Keyed by path in AppRoutes, so moving to another page starts afresh.
import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

interface State {
  failed: boolean;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
