import type { ReactNode } from 'react';
import { Banner } from './Banner';
import { Button } from './Button';

/** A list that could not be loaded: the screen's error text (announced as an alert) and its retry button. */
export function LoadErrorBanner({
  message,
  retryLabel,
  onRetry,
}: {
  message: ReactNode;
  retryLabel: ReactNode;
  onRetry(): void;
}) {
  return (
    <Banner kind="error">
      <p className="banner__text">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Banner>
  );
}
