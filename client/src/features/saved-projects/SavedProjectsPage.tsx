import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'savedProjects.list.title', defaultMessage: 'Saved projects' },
});

export function SavedProjectsPage() {
  return <Screen title={messages.title} />;
}
