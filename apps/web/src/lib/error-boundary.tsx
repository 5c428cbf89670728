/**
 * React's error boundary, for the staff app and the participant page alike (so free of Mantine
 * and i18next): a class, as React offers it only as one. React itself logs the error.
 */
import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown in place of the children once one of them has thrown while rendering or loading. */
  fallback: ReactNode;
  /** A new value shows the children again (the address, say, when the person moves on). */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
