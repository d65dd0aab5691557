import type { MessageDescriptor } from 'react-intl';
import { paths } from '#contracts/routes';
import { isHttpUrl } from '#contracts/url';
import { menuMessages } from './menu-messages';

export type MenuEntry =
  | { kind: 'internal'; key: string; label: MessageDescriptor; to: string; activePrefix?: string }
  | { kind: 'external'; key: string; label: MessageDescriptor; href: string };

export interface MenuContext {
  b2b: boolean;
  timelineEnabled: boolean;
  /** config.routes.FAQ, or null when the public routes are unknown. */
  faqUrl: string | null;
}

/** The account menu in its fixed order (Sign out is rendered separately, as a button). */
export function buildMenu({ b2b, timelineEnabled, faqUrl }: MenuContext): MenuEntry[] {
  const items: (MenuEntry | false)[] = [
    { kind: 'internal', key: 'overview', label: menuMessages.overview, to: paths.home },
    { kind: 'internal', key: 'orders', label: menuMessages.orders, to: paths.orders },
    b2b && { kind: 'internal', key: 'invoices', label: menuMessages.invoices, to: paths.invoices },
    b2b && { kind: 'internal', key: 'ftp', label: menuMessages.ftp, to: paths.ftpIntegration },
    {
      kind: 'internal',
      key: 'settings',
      label: menuMessages.settings,
      to: b2b ? paths.settingsB2b : paths.settings,
      activePrefix: paths.settings,
    },
    { kind: 'internal', key: 'savedProjects', label: menuMessages.savedProjects, to: paths.savedProjects },
    timelineEnabled && {
      kind: 'internal',
      key: 'savedPhotos',
      label: menuMessages.savedPhotos,
      to: paths.photos,
      activePrefix: paths.photoManagement,
    },
    !b2b && { kind: 'internal', key: 'widgets', label: menuMessages.widgets, to: paths.widgets },
    faqUrl !== null &&
      isHttpUrl(faqUrl) && { kind: 'external', key: 'faqs', label: menuMessages.faqs, href: faqUrl },
  ];
  return items.filter((item): item is MenuEntry => item !== false);
}

/** Whether pathname is the item's page (home only exactly; others with their sub-pages). */
export function isCurrentPath(pathname: string, to: string, activePrefix?: string): boolean {
  if (to === paths.home) return pathname === paths.home;
  const prefix = activePrefix ?? to;
  return pathname === to || pathname === prefix || pathname.startsWith(`${prefix}/`);
}
