import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { useCustomer } from '#platform/customer/get-customer';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { Screen } from '#ui/Screen';
import { OrdersCard } from './OrdersCard';
import { PhotosCard } from './PhotosCard';
import { ProjectsCard } from './ProjectsCard';
import { Shortcuts } from './Shortcuts';
import './home.scss';

const messages = defineMessages({
  title: { id: 'home.overview.title', defaultMessage: 'Overview' },
});

const welcome = defineMessage<{ name: string }>({
  id: 'home.overview.welcome',
  defaultMessage: 'Welcome back, {name}',
});

/**
 * /: the account overview. Each part loads (and fails) on its own: orders in progress, the photo library (when
 * the timeline is on), saved projects, and shortcuts. On small screens the menu stands in for it (ShellLayout).
 */
export function HomePage() {
  const { data: customer } = useCustomer();
  const photosOn = useFeatureFlag('PhotoManagementTimelineViewEnabled');
  return (
    <Screen title={messages.title} className="overview">
      {/* Its line is kept while the customer loads, so the cards below are not pushed down when it arrives. */}
      {customer?.firstName ? (
        <p className="overview__welcome">
          <FormattedMessage {...welcome} values={{ name: customer.firstName }} />
        </p>
      ) : (
        <p className="overview__welcome" aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
      <div className="overview__grid">
        <div className="overview__column">
          <OrdersCard />
          <Shortcuts />
        </div>
        <div className="overview__column">
          {photosOn ? <PhotosCard /> : null}
          <ProjectsCard />
        </div>
      </div>
    </Screen>
  );
}
