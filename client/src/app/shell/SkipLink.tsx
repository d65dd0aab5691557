import { FormattedMessage } from 'react-intl';
import { shellMessages } from './shell-messages';

export function SkipLink() {
  return (
    <a href="#main-content" className="skip-link">
      <FormattedMessage {...shellMessages.skipLink} />
    </a>
  );
}
