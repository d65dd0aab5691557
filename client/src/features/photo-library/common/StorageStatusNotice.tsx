import { Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  type StorageInfo,
  takeFirstCriticalOfSession,
  useStorageInfo,
} from '#platform/photo-library/library';
import { Button } from '#ui/Button';
import { Modal } from '#ui/modal/Modal';
import './storage-status.scss';

const messages = {
  ...defineMessages({
    modalTitle: { id: 'photos.storage.modalTitle', defaultMessage: 'Photo storage status' },
    more: { id: 'photos.storage.more', defaultMessage: 'Photo storage status' },
    rule: {
      id: 'photos.storage.rule',
      defaultMessage:
        'We keep your photos for 18 months after your last order. If you have not ordered yet, the 18 months count from the day you registered. Every new order starts the 18 months again.',
    },
    ruleFromRegistration: {
      id: 'photos.storage.fromRegistration',
      defaultMessage: 'You have not ordered yet, so your 18 months count from the day you registered.',
    },
    extended: { id: 'photos.storage.extended', defaultMessage: 'Your storage period has been extended.' },
    keep: {
      id: 'photos.storage.keep',
      defaultMessage:
        'To keep your photos, place an order before then, or download the photos you want to keep.',
    },
    close: { id: 'photos.storage.close', defaultMessage: 'Close' },
  }),
  safe: defineMessage<{ date: string }>({
    id: 'photos.storage.safe',
    defaultMessage: 'Your photos are stored until {date}.',
  }),
  expiring: defineMessage<{ date: string }>({
    id: 'photos.storage.expiring',
    defaultMessage: 'Your photos will be deleted on {date} unless you place an order.',
  }),
  remaining: defineMessage<{ months: number; days: number }>({
    id: 'photos.storage.remaining',
    defaultMessage:
      '{months, plural, =0 {} one {# month and } other {# months and }}{days, plural, one {# day} other {# days}} remaining',
  }),
};

function useDate(info: StorageInfo | undefined): string {
  const intl = useIntl();
  return info ? intl.formatDate(info.deletionDate, { day: 'numeric', month: 'long', year: 'numeric' }) : '';
}

/**
 * The storage-status banner of the My photos header (reactivation flag): until when the photos are kept, louder
 * as the date nears (warning under 3 months, critical under 1), and the 'Photo storage status' modal explaining
 * the 18-month rule. Critical opens the modal once per browser session. One line (on a phone the link is an icon
 * named 'Photo storage status'), the text cut short if it must be: the modal says it all.
 */
export function StorageStatusNotice() {
  const intl = useIntl();
  const { data: info, error } = useStorageInfo();
  const [open, setOpen] = useState(false);
  const date = useDate(info);

  useEffect(() => {
    if (info?.status === 'critical' && takeFirstCriticalOfSession()) setOpen(true);
  }, [info?.status]);

  if (!info) return error ? null : <StorageStatusPlaceholder />;
  const remaining = intl.formatMessage(messages.remaining, {
    months: info.monthsRemaining,
    days: info.daysRemaining,
  });
  return (
    <>
      <div className={`storage-status storage-status--${info.status}`}>
        <span className="storage-status__icon" aria-hidden="true" />
        <p className="storage-status__text">
          {intl.formatMessage(info.status === 'safe' ? messages.safe : messages.expiring, { date })}
          {info.status === 'safe' ? null : <span className="storage-status__remaining"> ({remaining})</span>}
        </p>
        <Button variant="link" className="storage-status__more" onClick={() => setOpen(true)}>
          <Info className="storage-status__more-icon" size={20} aria-hidden="true" />
          <span className="storage-status__more-label">{intl.formatMessage(messages.more)}</span>
        </Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={intl.formatMessage(messages.modalTitle)}>
        <div className={`storage-modal storage-modal--${info.status}`}>
          <p className="storage-modal__remaining">{remaining}</p>
          <p>{intl.formatMessage(messages.safe, { date })}</p>
          {info.isStoragePeriodExtended ? <p>{intl.formatMessage(messages.extended)}</p> : null}
          <p>{intl.formatMessage(messages.rule)}</p>
          {info.countsFrom === 'registration' ? (
            <p>{intl.formatMessage(messages.ruleFromRegistration)}</p>
          ) : null}
          {info.status === 'safe' ? null : <p>{intl.formatMessage(messages.keep)}</p>}
        </div>
        <div className="modal__actions">
          <Button onClick={() => setOpen(false)}>{intl.formatMessage(messages.close)}</Button>
        </div>
      </Modal>
    </>
  );
}

/**
 * While the status loads: an invisible notice laid out like the usual one (safe, a date of typical length and
 * the link), so the toolbar and the grid below do not move when it arrives. Hidden from assistive technology.
 */
function StorageStatusPlaceholder() {
  const intl = useIntl();
  const date = intl.formatDate(new Date(2000, 8, 30), { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div className="storage-status storage-status--placeholder" aria-hidden="true">
      <span className="storage-status__icon" />
      <p className="storage-status__text">{intl.formatMessage(messages.safe, { date })}</p>
      <span className="button button--link storage-status__more">{intl.formatMessage(messages.more)}</span>
    </div>
  );
}
