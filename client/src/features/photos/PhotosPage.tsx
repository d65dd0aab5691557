import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'photos.timeline.title', defaultMessage: 'My photos' },
});

export function PhotosPage() {
  return <Screen title={messages.title} />;
}
