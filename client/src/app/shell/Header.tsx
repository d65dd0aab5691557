import { useIntl } from 'react-intl';
import { useConfig } from '../../platform/config/ConfigProvider';
import { ExternalLink } from '../../ui/ExternalLink';
import { shellMessages } from './shell-messages';

/** Brand name and the shop's top links (config.menus.top). */
export function Header() {
  const intl = useIntl();
  const { brand, menus, routes } = useConfig();
  return (
    <header className="header">
      {routes ? (
        <ExternalLink href={routes.Main} className="header__brand">
          {brand.name}
        </ExternalLink>
      ) : (
        <span className="header__brand">{brand.name}</span>
      )}
      {menus.top.length > 0 ? (
        <nav aria-label={intl.formatMessage(shellMessages.topMenu)} className="header__nav">
          <ul>
            {menus.top.map((item) => (
              <li key={`${item.label}-${item.url}`}>
                <ExternalLink href={item.url}>{item.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
