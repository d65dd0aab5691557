import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from '../Button';

export const MAX_DOWNLOAD = 100;

const messages = {
  ...defineMessages({
    selectAll: { id: 'photos.selection.selectAll', defaultMessage: 'Select all' },
    deselectAll: { id: 'photos.selection.deselectAll', defaultMessage: 'Deselect all' },
    cancel: { id: 'photos.selection.cancel', defaultMessage: 'Cancel' },
    download: { id: 'photos.selection.download', defaultMessage: 'Download' },
    copyToAlbum: { id: 'photos.selection.copyToAlbum', defaultMessage: 'Copy to album' },
    delete: { id: 'photos.selection.delete', defaultMessage: 'Delete' },
    orderPrints: { id: 'photos.selection.orderPrints', defaultMessage: 'Order prints' },
    downloadLimit: {
      id: 'photos.selection.downloadLimit',
      defaultMessage: 'Up to 100 photos can be downloaded at a time',
    },
    toolbar: { id: 'photos.selection.toolbar', defaultMessage: 'Selected photos' },
  }),
  selected: defineMessage<{ amount: number }>({
    id: 'photos.selection.selected',
    defaultMessage: '{amount, number} selected',
  }),
};

export interface SelectionAction {
  key: 'download' | 'copyToAlbum' | 'delete' | 'orderPrints';
  /** Not built yet (a later issue wires it): shown, never enabled. */
  pending?: boolean;
  onClick?(): void;
}

interface SelectionToolbarProps {
  amount: number;
  allSelected: boolean;
  actions: readonly SelectionAction[];
  onSelectAll(): void;
  onDeselectAll(): void;
  onCancel(): void;
}

/**
 * The bar shown while selecting: '{amount} selected', Select all / Deselect all, and the actions (all disabled
 * with nothing selected; Download above 100 photos, with its reason).
 */
export function SelectionToolbar({
  amount,
  allSelected,
  actions,
  onSelectAll,
  onDeselectAll,
  onCancel,
}: SelectionToolbarProps) {
  const intl = useIntl();
  const tooMany = amount > MAX_DOWNLOAD;
  return (
    <div className="selection-toolbar" role="toolbar" aria-label={intl.formatMessage(messages.toolbar)}>
      <div className="selection-toolbar__state">
        <Button variant="link" onClick={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <output className="selection-toolbar__count" aria-live="polite">
          {intl.formatMessage(messages.selected, { amount })}
        </output>
        <Button variant="link" onClick={allSelected ? onDeselectAll : onSelectAll}>
          {intl.formatMessage(allSelected ? messages.deselectAll : messages.selectAll)}
        </Button>
      </div>
      <div className="selection-toolbar__actions">
        {actions.map((action) => {
          const limited = action.key === 'download' && tooMany;
          const disabled = amount === 0 || limited || action.pending === true;
          const button: ReactNode = (
            <Button
              key={action.key}
              variant={action.key === 'delete' ? 'primary' : 'secondary'}
              disabled={disabled}
              aria-describedby={limited ? 'download-limit' : undefined}
              onClick={action.onClick}
            >
              {intl.formatMessage(messages[action.key])}
            </Button>
          );
          return limited ? (
            <span
              key={action.key}
              className="tooltip-host"
              title={intl.formatMessage(messages.downloadLimit)}
            >
              {button}
              <span id="download-limit" className="tooltip" role="tooltip">
                {intl.formatMessage(messages.downloadLimit)}
              </span>
            </span>
          ) : (
            button
          );
        })}
      </div>
    </div>
  );
}
