import { defineMessages } from 'react-intl';
import { usePageTitle } from '../../platform/page-title/use-page-title';
import { SettingsLoadError } from './SettingsLoadError';

const messages = defineMessages({
  title: { id: 'settings.business.title', defaultMessage: 'Business settings' },
});

export function BusinessSettingsPage() {
  const title = usePageTitle(messages.title);
  return (
    <section className="screen">
      <h1>{title}</h1>
      <SettingsLoadError />
    </section>
  );
}
