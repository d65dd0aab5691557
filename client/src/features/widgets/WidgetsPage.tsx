import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'widgets.list.title', defaultMessage: 'Widgets' },
});

export function WidgetsPage() {
  return <Screen title={messages.title} />;
}
