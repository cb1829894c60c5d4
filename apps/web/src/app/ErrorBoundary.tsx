import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError.tsx';

/** A screen that fails to load or render (a chunk gone after a deploy, a dropped connection) offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
