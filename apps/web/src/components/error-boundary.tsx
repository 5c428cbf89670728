import { Alert, Button, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** React's error boundary: a class, as React offers it only as one. React itself logs the error. */
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

/** Shown when a screen throws while rendering or loading (router.tsx). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl">
      <Alert color="red" title={t('errorBoundary.title')} role="alert" maw={480}>
        {t('errorBoundary.body')}
      </Alert>
      <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
    </Stack>
  );
}
