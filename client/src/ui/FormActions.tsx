import type { ReactNode } from 'react';
import { AppLink } from '#platform/query/AppLink';
import { Button } from './Button';

/**
 * A form's footer: its submit button, busy while the form is sent, and the link back that cancels it. Every
 * account form ends with it (personal details, e-mail, an address).
 */
export function FormActions({
  className,
  busy,
  submitLabel,
  cancelTo,
  cancelLabel,
}: {
  className: string;
  busy: boolean;
  submitLabel: ReactNode;
  cancelTo: string;
  cancelLabel: ReactNode;
}) {
  return (
    <div className={className}>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </Button>
      <AppLink to={cancelTo} className="button button--secondary">
        {cancelLabel}
      </AppLink>
    </div>
  );
}
