import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'preview.photo.title', defaultMessage: 'Photo preview' },
});

export function PhotoPreviewPage() {
  return <Screen title={messages.title} />;
}
