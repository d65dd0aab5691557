import { FormattedMessage } from 'react-intl';
import type { B2bStatus } from '#contracts/customer';
import { paths } from '#contracts/routes';
import { AppLink } from '#platform/query/AppLink';
import { Banner } from '#ui/Banner';
import { shellMessages } from './shell-messages';

/** Above the shell for business users with a status. */
export function B2bStatusBanner({ status }: { status: B2bStatus }) {
  if (status === 'Default') {
    return (
      <Banner kind="warning">
        <AppLink to={paths.settingsB2b}>
          <FormattedMessage {...shellMessages.b2bDefault} />
        </AppLink>
      </Banner>
    );
  }
  return (
    <Banner kind={status === 'Blocked' ? 'error' : 'info'}>
      <FormattedMessage {...(status === 'New' ? shellMessages.b2bNew : shellMessages.b2bBlocked)} />
    </Banner>
  );
}
