import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'albums.album.title', defaultMessage: 'My photos' },
});

export function AlbumPage() {
  return <Screen title={messages.title} />;
}
