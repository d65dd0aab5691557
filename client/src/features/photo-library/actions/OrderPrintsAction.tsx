import { defineMessages, useIntl } from 'react-intl';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { MAX_PRINT_PHOTOS } from '#platform/photo-library/prints';
import { Button } from '#ui/Button';
import { OrderPrintsOverlay } from './OrderPrintsOverlay';
import { printLimitMessage as limit, PrintSelectionBar } from './PrintSelectionBar';
import { SelectionActionButton } from './SelectionActionButton';
import { usePhotoSelection } from './selection-context';
import { useOrderPrints } from './use-order-prints';

const messages = defineMessages({
  orderPrints: { id: 'photos.selection.orderPrints', defaultMessage: 'Order prints' },
});

/**
 * Order prints: from the toolbar, the selected photos go on to print selection; the print bar's Next hands them
 * to the prints editor behind the overlay (a failure leaves a toast and keeps the selection).
 */
export function OrderPrintsAction({ unavailable }: { unavailable?: string }) {
  const intl = useIntl();
  const on = useFeatureFlag('PhotoManagementOrderPrintsEnabled');
  const { count, resolveIds, prints } = usePhotoSelection();
  const orderPrints = useOrderPrints();
  if (!on) return null;
  const tooMany = count > MAX_PRINT_PHOTOS;
  return (
    <>
      <SelectionActionButton
        label={intl.formatMessage(messages.orderPrints)}
        reason={unavailable ?? (tooMany ? intl.formatMessage(limit, { max: MAX_PRINT_PHOTOS }) : null)}
        onClick={prints.fromSelection}
      />
      {prints.printing ? (
        <PrintSelectionBar
          amount={count}
          busy={orderPrints.transferring !== null}
          onNext={() =>
            void resolveIds(MAX_PRINT_PHOTOS).then((ids) => orderPrints.order(ids.slice(0, MAX_PRINT_PHOTOS)))
          }
          onCancel={prints.cancel}
        />
      ) : null}
      <OrderPrintsOverlay amount={orderPrints.transferring} />
    </>
  );
}

/** The screen's 'Order photo prints' (`label`): photos are chosen for prints from an empty selection. */
export function StartPrintsButton({ label, disabled }: { label: string; disabled: boolean }) {
  const on = useFeatureFlag('PhotoManagementOrderPrintsEnabled');
  const { selected, prints } = usePhotoSelection();
  if (!on || selected.active) return null;
  return (
    <Button variant="secondary" onClick={prints.start} disabled={disabled}>
      {label}
    </Button>
  );
}
