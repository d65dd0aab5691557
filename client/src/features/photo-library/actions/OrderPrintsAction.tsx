import { defineMessages, useIntl } from 'react-intl';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { Button } from '#ui/Button';
import { OrderPrintsOverlay } from './OrderPrintsOverlay';
import { PrintSelectionBar } from './PrintSelectionBar';
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
  const { selected, prints } = usePhotoSelection();
  const orderPrints = useOrderPrints();
  if (!on) return null;
  return (
    <>
      <SelectionActionButton
        label={intl.formatMessage(messages.orderPrints)}
        reason={unavailable ?? null}
        onClick={prints.fromSelection}
      />
      {prints.printing ? (
        <PrintSelectionBar
          amount={selected.ids.size}
          busy={orderPrints.transferring !== null}
          onNext={() => void orderPrints.order([...selected.ids])}
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
