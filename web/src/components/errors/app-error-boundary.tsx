import { Component, type ErrorInfo, type ReactNode } from 'react';

import { shownT } from '@/i18n';

import { ErrorScreen } from './error-screen';

interface State {
  error: Error | null;
}

/** Catches what escapes the router (a missing runtime config, a provider failure). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Money Train Academy stopped:', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <ErrorScreen title={shownT('error.title')} message={this.state.error.message} onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
