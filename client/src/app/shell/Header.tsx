import { useIntl } from 'react-intl';
import type { MenuItem } from '#contracts/public-config';
import { logoHref } from '#platform/brand/theme-class';
import { useConfig } from '#platform/config/ConfigProvider';
import { useAbVariant } from '#platform/integrations/use-ab-variant';
import { ExternalLink } from '#ui/ExternalLink';
import { ShellIcon } from '#ui/icons/ShellIcon';
import { shellMessages } from './shell-messages';

/** The icon of a top link, by where it goes (help or contact); none for others. */
function topIcon(item: MenuItem) {
  let path = '';
  try {
    path = new URL(item.url).pathname;
  } catch {
    return null;
  }
  if (path.startsWith('/faq')) return <ShellIcon name="circle-question-mark" size={18} />;
  if (path.startsWith('/contact')) return <ShellIcon name="message-circle" size={18} />;
  return null;
}

/**
 * The brand's logo (to its shop), the shop's top links (config.menus.top) and its main menu (config.menus.main).
 * A/B tests: CRO-1304 variant 1 adds 'Continue shopping'; the sample test's variant A a tip under the header.
 */
export function Header() {
  const intl = useIntl();
  const { brand, menus, routes } = useConfig();
  const cro1304 = useAbVariant('cro1304');
  const sample = useAbVariant('sample');
  const logo = <img src={logoHref(brand)} alt={brand.name} className="header__logo" height={40} />;
  return (
    <header className="header">
      <div className="header__bar">
        {routes ? (
          <ExternalLink href={routes.Main} className="header__brand">
            {logo}
          </ExternalLink>
        ) : (
          <span className="header__brand">{logo}</span>
        )}
        <div className="header__end">
          {menus.top.length > 0 ? (
            <nav aria-label={intl.formatMessage(shellMessages.topMenu)} className="header__nav">
              <ul>
                {menus.top.map((item) => (
                  <li key={`${item.label}-${item.url}`}>
                    <ExternalLink href={item.url} className="header__top-link">
                      {topIcon(item)}
                      {item.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {cro1304 === '1' && routes ? (
            <ExternalLink href={routes.AllProducts} className="button button--primary header__shop">
              <ShellIcon name="shopping-bag" size={18} />
              {intl.formatMessage(shellMessages.continueShopping)}
            </ExternalLink>
          ) : null}
        </div>
      </div>
      {menus.main.length > 0 ? (
        <nav aria-label={intl.formatMessage(shellMessages.mainMenu)} className="header__main">
          <ul>
            {menus.main.map((item) => (
              <li key={`${item.label}-${item.url}`}>
                <ExternalLink href={item.url}>{item.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sample === 'A' ? (
        <p className="header__tip">
          <ShellIcon name="lightbulb" size={18} />
          {intl.formatMessage(shellMessages.sampleTip)}
        </p>
      ) : null}
    </header>
  );
}
