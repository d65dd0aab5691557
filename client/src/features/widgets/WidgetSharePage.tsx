import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'widgets.share.title', defaultMessage: 'Share widget' },
});

export function WidgetSharePage() {
  return <Screen title={messages.title} />;
}
