import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'downloads.list.title', defaultMessage: 'Downloads' },
});

export function DownloadsPage() {
  return <Screen title={messages.title} />;
}
