import type { ReactNode } from 'react';
import { Button } from './Button';

/**
 * A screen's part that could not be loaded, in a form's place: its error text (announced as an alert) and Try
 * again beside it. `className` lays the row out (text and button side by side, wrapping on a phone).
 */
export function ErrorWithRetry({
  className,
  message,
  retryLabel,
  onRetry,
}: {
  className: string;
  message: ReactNode;
  retryLabel: ReactNode;
  onRetry(): void;
}) {
  return (
    <div className={`banner banner--error ${className}`} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
