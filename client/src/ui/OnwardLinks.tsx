import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { paths } from '#contracts/routes';
import { useConfig } from '#platform/config/ConfigProvider';
import { AppLink } from '#platform/query/AppLink';
import { ExternalLink } from './ExternalLink';

/** The ways on from a public landing page: into the account (primary) and to the brand's shop. */
export function OnwardLinks({ account, store }: { account: MessageDescriptor; store: MessageDescriptor }) {
  const { routes } = useConfig();
  return (
    <>
      <AppLink to={paths.home} className="button button--primary">
        <FormattedMessage {...account} />
      </AppLink>
      {routes ? (
        <ExternalLink href={routes.Main} className="button button--secondary">
          <FormattedMessage {...store} />
        </ExternalLink>
      ) : null}
    </>
  );
}
