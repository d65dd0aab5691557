import { defineMessages } from 'react-intl';

export const menuMessages = defineMessages({
  label: { id: 'shell.menu.label', defaultMessage: 'Account menu' },
  overview: { id: 'shell.menu.overview', defaultMessage: 'Overview' },
  orders: { id: 'shell.menu.orders', defaultMessage: 'Orders' },
  invoices: { id: 'shell.menu.invoices', defaultMessage: 'Invoices' },
  ftp: { id: 'shell.menu.ftp', defaultMessage: 'FTP instructions' },
  settings: { id: 'shell.menu.settings', defaultMessage: 'Settings' },
  savedProjects: { id: 'shell.menu.savedProjects', defaultMessage: 'Saved projects' },
  savedPhotos: { id: 'shell.menu.savedPhotos', defaultMessage: 'Saved photos' },
  widgets: { id: 'shell.menu.widgets', defaultMessage: 'Widgets' },
  faqs: { id: 'shell.menu.faqs', defaultMessage: 'FAQs' },
  signOut: { id: 'shell.menu.signOut', defaultMessage: 'Sign out' },
});
