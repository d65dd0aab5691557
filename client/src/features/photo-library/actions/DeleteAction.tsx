import { defineMessages, useIntl } from 'react-intl';
import { useBulkDelete } from '#features/photo-library/actions/use-delete-photos';
import { DeleteSelectionButton } from './DeleteSelectionButton';
import { usePhotoSelection } from './selection-context';

const messages = defineMessages({
  delete: { id: 'photos.selection.delete', defaultMessage: 'Delete' },
});

/** Delete: the selection leaves the library (Select all of a million photos too). */
export function DeleteAction() {
  const intl = useIntl();
  const { store } = usePhotoSelection();
  const bulk = useBulkDelete(store);
  return <DeleteSelectionButton label={intl.formatMessage(messages.delete)} bulk={bulk} variant="delete" />;
}
