import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAuth } from '../../platform/auth/AuthProvider';
import { useConfig } from '../../platform/config/ConfigProvider';
import { useFeatureFlag } from '../../platform/feature-flags/FeatureFlagsProvider';
import { AppLink } from '../../platform/query/AppLink';
import { ExternalLink } from '../../ui/ExternalLink';
import { buildMenu, isCurrentPath } from './menu-items';
import { menuMessages } from './menu-messages';

/** The side menu: <nav aria-label="Account menu">. withSignOut=false on the small-screen home page. */
export function AccountMenu({ withSignOut = true }: { withSignOut?: boolean }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { isB2b, signOut } = useAuth();
  const config = useConfig();
  const timelineEnabled = useFeatureFlag('PhotoManagementTimelineViewEnabled');
  const items = buildMenu({ b2b: isB2b, timelineEnabled, faqUrl: config.routes?.FAQ ?? null });

  return (
    <nav aria-label={intl.formatMessage(menuMessages.label)} className="account-menu">
      <ul className="account-menu__list">
        {items.map((item) => (
          <li key={item.key} className="account-menu__item">
            {item.kind === 'internal' ? (
              <AppLink
                to={item.to}
                className="account-menu__link"
                aria-current={isCurrentPath(pathname, item.to, item.activePrefix) ? 'page' : undefined}
              >
                {intl.formatMessage(item.label)}
              </AppLink>
            ) : (
              <ExternalLink href={item.href} newTab className="account-menu__link">
                {intl.formatMessage(item.label)}
              </ExternalLink>
            )}
          </li>
        ))}
        {withSignOut ? (
          <li className="account-menu__item">
            <button
              type="button"
              className="account-menu__link account-menu__sign-out"
              onClick={() => signOut()}
            >
              {intl.formatMessage(menuMessages.signOut)}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
