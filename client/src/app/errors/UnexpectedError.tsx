import { FormattedMessage } from 'react-intl';
import { useAnyPageTitle } from '#platform/page-title/use-page-title';
import { Button } from '#ui/Button';
import { errorMessages } from './error-messages';

/**
 * The generic error text (error boundary, config failure, failed sign-in); the page is titled
 * 'Something went wrong | {brand}'. With `onRetry`, a 'Try again' button.
 */
export function UnexpectedError({ onRetry }: { onRetry?: () => void }) {
  useAnyPageTitle(errorMessages.title);
  return (
    <div role="alert" className="unexpected-error">
      <p>
        <FormattedMessage {...errorMessages.unexpected} />
      </p>
      {onRetry ? (
        <Button onClick={onRetry}>
          <FormattedMessage {...errorMessages.tryAgain} />
        </Button>
      ) : null}
    </div>
  );
}
