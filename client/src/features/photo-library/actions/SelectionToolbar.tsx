import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from '#ui/Button';
import { usePhotoSelection } from './selection-context';
import './selection-toolbar.scss';

const messages = {
  ...defineMessages({
    selectAll: { id: 'photos.selection.selectAll', defaultMessage: 'Select all' },
    deselectAll: { id: 'photos.selection.deselectAll', defaultMessage: 'Deselect all' },
    cancel: { id: 'photos.selection.cancel', defaultMessage: 'Cancel' },
    toolbar: { id: 'photos.selection.toolbar', defaultMessage: 'Selected photos' },
  }),
  selected: defineMessage<{ amount: number }>({
    id: 'photos.selection.selected',
    defaultMessage: '{amount, number} selected',
  }),
};

/**
 * The bar shown while selecting: Cancel, '{amount} selected', Select all (every photo of the list, loaded or
 * not: the count is right at once) / Deselect all, and the row the
 * screen's actions put their buttons in (each action is a component of its own: see SelectionActionButton).
 */
export function SelectionToolbar() {
  const intl = useIntl();
  const { selection, count: amount, store, setSlot } = usePhotoSelection();
  const total = store.months.reduce((sum, month) => sum + month.count, 0);
  const allSelected = total > 0 && amount >= total;
  return (
    <div className="selection-toolbar" role="toolbar" aria-label={intl.formatMessage(messages.toolbar)}>
      <div className="selection-toolbar__state">
        <Button variant="link" onClick={() => selection.stop()}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <output className="selection-toolbar__count" aria-live="polite">
          {intl.formatMessage(messages.selected, { amount })}
        </output>
        <Button variant="link" onClick={() => (allSelected ? selection.clear() : selection.selectAll())}>
          {intl.formatMessage(allSelected ? messages.deselectAll : messages.selectAll)}
        </Button>
      </div>
      <div className="selection-toolbar__actions" ref={setSlot} />
    </div>
  );
}

/**
 * Where a list shows its selection state: nothing while photos are chosen for prints (the print bar shows
 * instead), the toolbar while selecting, otherwise the screen's own bar (Select, sort …).
 */
export function SelectionBar({ idle }: { idle: ReactNode }) {
  const { selected, prints } = usePhotoSelection();
  if (prints.printing) return null;
  return selected.active ? <SelectionToolbar /> : idle;
}
