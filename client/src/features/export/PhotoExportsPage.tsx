import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'export.page.title', defaultMessage: 'Export' },
});

export function PhotoExportsPage() {
  return <Screen title={messages.title} />;
}
