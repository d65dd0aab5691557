import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from '#ui/Button';

export const MAX_DOWNLOAD = 100;

const messages = {
  ...defineMessages({
    selectAll: { id: 'photos.selection.selectAll', defaultMessage: 'Select all' },
    deselectAll: { id: 'photos.selection.deselectAll', defaultMessage: 'Deselect all' },
    cancel: { id: 'photos.selection.cancel', defaultMessage: 'Cancel' },
    download: { id: 'photos.selection.download', defaultMessage: 'Download' },
    copyToAlbum: { id: 'photos.selection.copyToAlbum', defaultMessage: 'Copy to album' },
    delete: { id: 'photos.selection.delete', defaultMessage: 'Delete' },
    deleteFromAlbum: { id: 'photos.selection.deleteFromAlbum', defaultMessage: 'Delete from album' },
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
  key: 'download' | 'copyToAlbum' | 'delete' | 'deleteFromAlbum' | 'orderPrints';
  /** Not built yet (a later issue wires it): shown, never enabled. */
  pending?: boolean;
  /** Shown but never enabled, with this reason as its tooltip ('Unavailable for shared albums'). */
  unavailable?: string;
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
          const reason = action.unavailable ?? (limited ? intl.formatMessage(messages.downloadLimit) : null);
          const disabled = amount === 0 || reason !== null || action.pending === true;
          const tipId = `selection-tip-${action.key}`;
          const button: ReactNode = (
            <Button
              key={action.key}
              variant={action.key === 'delete' || action.key === 'deleteFromAlbum' ? 'primary' : 'secondary'}
              disabled={disabled}
              aria-describedby={reason !== null ? tipId : undefined}
              onClick={action.onClick}
            >
              {intl.formatMessage(messages[action.key])}
            </Button>
          );
          return reason !== null ? (
            <span key={action.key} className="tooltip-host" title={reason}>
              {button}
              <span id={tipId} className="tooltip" role="tooltip">
                {reason}
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
