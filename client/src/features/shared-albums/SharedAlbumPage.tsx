import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'sharedAlbums.album.title', defaultMessage: 'My photos' },
});

export function SharedAlbumPage() {
  return <Screen title={messages.title} />;
}
