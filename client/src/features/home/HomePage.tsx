import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'home.overview.title', defaultMessage: 'Overview' },
});

export function HomePage() {
  return <Screen title={messages.title} />;
}
