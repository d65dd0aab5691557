import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { Customer } from '#contracts/customer';
import { useCustomer } from '#platform/customer/get-customer';
import { ErrorWithRetry } from '#ui/ErrorWithRetry';
import { Loader } from '#ui/Loader';

const messages = defineMessages({
  loadError: { id: 'settings.loadError', defaultMessage: 'An error occurred loading your settings' },
  retry: { id: 'settings.loadError.retry', defaultMessage: 'Try again' },
});

/** The settings screens' message when the customer could not be loaded, with Try again. */
export function SettingsLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <ErrorWithRetry
      className="settings-error"
      message={<FormattedMessage {...messages.loadError} />}
      retryLabel={<FormattedMessage {...messages.retry} />}
      onRetry={onRetry}
    />
  );
}

/** Renders its children with the customer once loaded; a loader meanwhile, the load error with a retry on failure. */
export function WithCustomer({ children }: { children(customer: Customer): ReactNode }) {
  const { data, error, mutate, isLoading } = useCustomer();
  if (data) return <>{children(data)}</>;
  if (error && !isLoading) return <SettingsLoadError onRetry={() => void mutate()} />;
  return <Loader />;
}
