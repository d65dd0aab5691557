import { Component, type ErrorInfo, type ReactNode } from 'react';
import { dropBootFirstRow } from '#platform/photo-library/boot';
import { UnexpectedError } from './UnexpectedError';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches render errors below it and shows the generic error text instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
    // The error screen shows instead of My photos' grid: the boot script's painted row goes (decision 392).
    dropBootFirstRow();
  }

  override render(): ReactNode {
    return this.state.failed ? <UnexpectedError /> : this.props.children;
  }
}
