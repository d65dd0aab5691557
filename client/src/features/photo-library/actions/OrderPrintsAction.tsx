import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Photo } from '#contracts/photos';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { blurryForStandardPrint, MAX_PRINT_PHOTOS } from '#platform/photo-library/prints';
import { Button } from '#ui/Button';
import { BlurryPrintsModal } from './BlurryPrintsModal';
import { OrderPrintsOverlay } from './OrderPrintsOverlay';
import { printLimitMessage as limit, PrintSelectionBar } from './PrintSelectionBar';
import { SelectionActionButton } from './SelectionActionButton';
import { usePhotoSelection } from './selection-context';
import { useOrderPrints } from './use-order-prints';

const messages = defineMessages({
  orderPrints: { id: 'photos.selection.orderPrints', defaultMessage: 'Order prints' },
});

/** The chosen photos, and those of them that may look blurry as 10 × 15 cm prints, while the customer decides. */
interface BlurryCheck {
  chosen: readonly Photo[];
  blurry: readonly Photo[];
}

/**
 * Order prints: from the toolbar, the selected photos go on to print selection; the print bar's Next hands them
 * to the prints editor behind the overlay (a failure leaves a toast and keeps the selection). Photos too small
 * for a sharp 10 × 15 cm print are named first, to be printed anyway or left out (decision 470).
 */
export function OrderPrintsAction({ unavailable }: { unavailable?: string }) {
  const intl = useIntl();
  const on = useFeatureFlag('PhotoManagementOrderPrintsEnabled');
  const { count, resolvePhotos, prints } = usePhotoSelection();
  const orderPrints = useOrderPrints();
  const [check, setCheck] = useState<BlurryCheck | null>(null);
  if (!on) return null;
  const tooMany = count > MAX_PRINT_PHOTOS;
  const order = (photos: readonly Photo[]) => {
    setCheck(null);
    void orderPrints.order(photos.map((photo) => photo.imageId));
  };
  const next = async () => {
    const chosen = (await resolvePhotos(MAX_PRINT_PHOTOS)).slice(0, MAX_PRINT_PHOTOS);
    const blurry = blurryForStandardPrint(chosen);
    if (blurry.length === 0) order(chosen);
    else setCheck({ chosen, blurry });
  };
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
          onNext={() => void next()}
          onCancel={prints.cancel}
        />
      ) : null}
      <BlurryPrintsModal
        blurry={check?.blurry ?? null}
        total={check?.chosen.length ?? 0}
        onGoOn={() => check && order(check.chosen)}
        onLeaveOut={() => check && order(check.chosen.filter((photo) => !check.blurry.includes(photo)))}
        onClose={() => setCheck(null)}
      />
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
