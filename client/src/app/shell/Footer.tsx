import { useIntl } from 'react-intl';
import { useConfig } from '#platform/config/ConfigProvider';
import { ExternalLink } from '#ui/ExternalLink';
import { shellMessages } from './shell-messages';

/** The shop's footer links (config.menus.footer); only http(s) links are shown. */
export function Footer() {
  const intl = useIntl();
  const { menus } = useConfig();
  return (
    <footer className="footer">
      {menus.footer.length > 0 ? (
        <nav aria-label={intl.formatMessage(shellMessages.footerMenu)}>
          <ul className="footer__links">
            {menus.footer.map((item) => (
              <li key={`${item.label}-${item.url}`}>
                <ExternalLink href={item.url}>{item.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </footer>
  );
}
