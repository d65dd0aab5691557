import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAuth } from '#platform/auth/AuthProvider';
import { useConfig } from '#platform/config/ConfigProvider';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { AppLink } from '#platform/query/AppLink';
import { ExternalLink } from '#ui/ExternalLink';
import { ShellIcon } from '#ui/icons/ShellIcon';
import type { ShellIconName } from '#ui/icons/shell-icon-names';
import { buildMenu, isCurrentPath } from './menu-items';
import { menuMessages } from './menu-messages';

/** One icon per menu item (lucide's, from the shell's sprite), by item key. */
const ICONS: Record<string, ShellIconName> = {
  overview: 'house',
  orders: 'package',
  invoices: 'file-text',
  ftp: 'server',
  settings: 'settings',
  savedProjects: 'folder-open',
  savedPhotos: 'images',
  widgets: 'layout-grid',
  faqs: 'circle-question-mark',
};

function ItemIcon({ itemKey }: { itemKey: string }) {
  const name = ICONS[itemKey];
  return name ? <ShellIcon name={name} size={20} /> : null;
}

/**
 * The side menu: <nav aria-label="Account menu">. withSignOut=false on the small-screen home page. On medium
 * screens (575–1023 px) it collapses to a rail of icons (the labels stay as the links' names) to leave the
 * content its width.
 */
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
                <ItemIcon itemKey={item.key} />
                <span className="account-menu__label">{intl.formatMessage(item.label)}</span>
                <ShellIcon name="chevron-right" size={16} className="account-menu__chevron" />
              </AppLink>
            ) : (
              <ExternalLink href={item.href} newTab className="account-menu__link">
                <ItemIcon itemKey={item.key} />
                <span className="account-menu__label">{intl.formatMessage(item.label)}</span>
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
              <ShellIcon name="log-out" size={20} />
              <span className="account-menu__label">{intl.formatMessage(menuMessages.signOut)}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
