import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { MAX_PRINT_PHOTOS } from '#platform/photo-library/prints';
import { Button } from '#ui/Button';
import './order-prints.scss';

const messages = {
  ...defineMessages({
    title: { id: 'photos.orderPrints.title', defaultMessage: 'Order photo prints' },
    hint: { id: 'photos.orderPrints.hint', defaultMessage: 'Choose the photos you want to print.' },
    selecting: { id: 'photos.orderPrints.selecting', defaultMessage: 'Selecting your photos...' },
    cancel: { id: 'photos.orderPrints.cancel', defaultMessage: 'Cancel' },
  }),
  next: defineMessage<{ amount: number }>({
    id: 'photos.orderPrints.next',
    defaultMessage:
      '{amount, plural, one {Next: Customise # photo print} other {Next: Customise # photo prints}}',
  }),
};

/** The prints editor's limit, said where prints are ordered (this bar, the toolbar's Order prints). */
export const printLimitMessage = defineMessage<{ max: number }>({
  id: 'photos.orderPrints.limit',
  defaultMessage: 'Up to {max, number} photos can be printed at a time',
});

interface PrintSelectionBarProps {
  /** How many photos are chosen. */
  amount: number;
  onNext(): void;
  onCancel(): void;
  /** While the photos go to the editor: both buttons are disabled. */
  busy?: boolean;
}

/**
 * The bottom bar of print selection: 'Next: Customise {amount} photo prints' ('Selecting your photos...' and
 * disabled while nothing is chosen, disabled with its reason above the editor's limit) and Cancel. It sticks to
 * the bottom of the window while the list scrolls under it.
 */
export function PrintSelectionBar({ amount, onNext, onCancel, busy = false }: PrintSelectionBarProps) {
  const intl = useIntl();
  const titleId = useId();
  const limitId = useId();
  const tooMany = amount > MAX_PRINT_PHOTOS;
  return (
    <section className="print-selection-bar" aria-labelledby={titleId}>
      <div className="print-selection-bar__text">
        <h2 id={titleId} className="print-selection-bar__title">
          {intl.formatMessage(messages.title)}
        </h2>
        <p
          className={`print-selection-bar__hint${tooMany ? ' print-selection-bar__hint--limit' : ''}`}
          id={limitId}
        >
          {tooMany
            ? intl.formatMessage(printLimitMessage, { max: MAX_PRINT_PHOTOS })
            : intl.formatMessage(messages.hint)}
        </p>
      </div>
      <div className="print-selection-bar__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        {/* Polite: its label is the running count, said as photos are chosen. */}
        <span aria-live="polite" className="print-selection-bar__next">
          <Button
            onClick={onNext}
            disabled={busy || amount === 0 || tooMany}
            aria-describedby={tooMany ? limitId : undefined}
          >
            {amount === 0
              ? intl.formatMessage(messages.selecting)
              : intl.formatMessage(messages.next, { amount })}
          </Button>
        </span>
      </div>
    </section>
  );
}
