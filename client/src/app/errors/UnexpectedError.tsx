import { FormattedMessage } from 'react-intl';
import { errorMessages } from './error-messages';

/** The generic error text (error boundary, config failure, failed sign-in). */
export function UnexpectedError() {
  return (
    <div role="alert" className="unexpected-error">
      <p>
        <FormattedMessage {...errorMessages.unexpected} />
      </p>
    </div>
  );
}
