import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'albums.list.title', defaultMessage: 'My photos' },
});

export function AlbumsPage() {
  return <Screen title={messages.title} />;
}
