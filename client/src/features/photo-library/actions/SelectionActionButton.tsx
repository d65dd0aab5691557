import { type ReactNode, useId } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '#ui/Button';
import { usePhotoSelection } from './selection-context';

interface SelectionActionButtonProps {
  label: string;
  onClick?(): void;
  /** Delete and Delete from album stand out. */
  primary?: boolean;
  /** Why it cannot be used now (shown as its tooltip, the button disabled), or null. */
  reason?: string | null;
}

/**
 * An action's button in the selection toolbar (rendered there from wherever the action sits, so its modal
 * outlives the toolbar): disabled with nothing selected, or with its reason as the tooltip.
 */
export function SelectionActionButton({
  label,
  onClick,
  primary = false,
  reason = null,
}: SelectionActionButtonProps) {
  const { count, slot } = usePhotoSelection();
  const tipId = useId();
  if (!slot) return null;
  const button: ReactNode = (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      disabled={count === 0 || reason !== null}
      aria-describedby={reason !== null ? tipId : undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return createPortal(
    reason !== null ? (
      <span className="tooltip-host" title={reason}>
        {button}
        <span id={tipId} className="tooltip" role="tooltip">
          {reason}
        </span>
      </span>
    ) : (
      button
    ),
    slot,
  );
}
