import type { ReactNode } from 'react';
import { defineMessage, FormattedMessage } from 'react-intl';
import type { MailLimit } from '#platform/api/mail-limit';

const inMinutes = defineMessage<{ minutes: number }>({
  id: 'mail.limited.minutes',
  defaultMessage:
    'You have sent too many e-mails for now. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
});
const later = defineMessage({
  id: 'mail.limited.later',
  defaultMessage: 'You have sent too many e-mails for now. Please try again later.',
});

/**
 * What a form that sends mail says when it failed: refused for sending too many (`limit`, from `mailLimitOf`),
 * or `otherwise` its own failure text.
 */
export function MailLimitText({ limit, otherwise }: { limit: MailLimit | null; otherwise: ReactNode }) {
  if (limit === null) return otherwise;
  return limit.minutes === null ? (
    <FormattedMessage {...later} />
  ) : (
    <FormattedMessage {...inMinutes} values={{ minutes: limit.minutes }} />
  );
}
