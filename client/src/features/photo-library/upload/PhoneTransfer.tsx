import { Smartphone } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { generatePath } from 'react-router';
import { createPhoneLink, type PhoneLink } from '#contracts/photo-uploads';
import type { PhotoUploadedPushMessage } from '#contracts/push';
import { paths } from '#contracts/routes';
import { apiCall } from '#platform/api/api-request';
import { usePushConnection, usePushMessages } from '#platform/push/use-push';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';
import { QrCode } from './QrCode';

const messages = defineMessages({
  instructions: {
    id: 'upload.phone.instructions',
    defaultMessage:
      "Scan this QR code with your phone's camera, then choose the photos to upload from your phone.",
  },
  qrLabel: { id: 'upload.phone.qrLabel', defaultMessage: 'QR code of the upload link for your phone' },
  received: { id: 'upload.phone.received', defaultMessage: 'Received from your phone' },
  none: { id: 'upload.phone.none', defaultMessage: 'Photos you upload from your phone appear here.' },
  error: { id: 'upload.phone.error', defaultMessage: 'The QR code could not be created.' },
  tryAgain: { id: 'upload.phone.tryAgain', defaultMessage: 'Try again' },
  expired: { id: 'upload.phone.expired', defaultMessage: 'This QR code has expired.' },
  newCode: { id: 'upload.phone.newCode', defaultMessage: 'Show a new QR code' },
});
const validUntil = defineMessage<{ time: string }>({
  id: 'upload.phone.validUntil',
  defaultMessage: 'The code works until {time}, only for adding photos to your library.',
});

type Arrival = PhotoUploadedPushMessage['data'];

/**
 * 'Transfer from Phone': a QR code of a short-lived, single-purpose upload link for this user (and album), and
 * each photo as it arrives from the phone (a push message), without a reload.
 */
export function PhoneTransfer({ albumId, onArrived }: { albumId?: string; onArrived(): void }) {
  const intl = useIntl();
  const push = usePushConnection();
  const [link, setLink] = useState<PhoneLink | null>(null);
  const [failed, setFailed] = useState(false);
  const [expired, setExpired] = useState(false);
  const [arrivals, setArrivals] = useState<Arrival[]>([]);

  const makeLink = useCallback(() => {
    setFailed(false);
    setExpired(false);
    setLink(null);
    apiCall(createPhoneLink, { body: albumId ? { albumId } : {} }).then(setLink, () => setFailed(true));
  }, [albumId]);

  useEffect(() => {
    makeLink();
    push.open();
  }, [makeLink, push]);

  useEffect(() => {
    if (!link) return;
    const left = new Date(link.expiresAt).getTime() - Date.now();
    const timer = setTimeout(() => setExpired(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [link]);

  usePushMessages((message) => {
    if (!('type' in message) || message.type !== 'photo-uploaded' || message.data.via !== 'phone') return;
    const arrival = message.data;
    setArrivals((current) =>
      current.some((a) => a.photoId === arrival.photoId) ? current : [arrival, ...current],
    );
    onArrived();
  });

  const url = link
    ? new URL(generatePath(paths.phoneUpload, { token: link.token }), window.location.origin).href
    : '';
  return (
    <div className="phone-transfer">
      <div className="phone-transfer__code">
        {failed ? (
          <div role="alert" className="phone-transfer__error">
            <p>{intl.formatMessage(messages.error)}</p>
            <Button variant="secondary" onClick={makeLink}>
              {intl.formatMessage(messages.tryAgain)}
            </Button>
          </div>
        ) : !link ? (
          <Loader />
        ) : expired ? (
          <div className="phone-transfer__error">
            <p>{intl.formatMessage(messages.expired)}</p>
            <Button variant="secondary" onClick={makeLink}>
              {intl.formatMessage(messages.newCode)}
            </Button>
          </div>
        ) : (
          <>
            <QrCode value={url} label={intl.formatMessage(messages.qrLabel)} />
            <a className="phone-transfer__link" href={url} data-testid="phone-upload-link">
              {url}
            </a>
          </>
        )}
      </div>
      <div className="phone-transfer__text">
        <p>
          <Smartphone size={18} aria-hidden="true" /> {intl.formatMessage(messages.instructions)}
        </p>
        {link && !expired && (
          <p className="phone-transfer__muted">
            {intl.formatMessage(validUntil, {
              time: intl.formatTime(new Date(link.expiresAt), { hour: '2-digit', minute: '2-digit' }),
            })}
          </p>
        )}
        <h3 className="phone-transfer__heading">{intl.formatMessage(messages.received)}</h3>
        {arrivals.length === 0 ? (
          <p className="phone-transfer__muted">{intl.formatMessage(messages.none)}</p>
        ) : (
          <ul className="phone-transfer__arrivals" aria-label={intl.formatMessage(messages.received)}>
            {arrivals.map((a) => (
              <li key={a.photoId}>
                <img src={a.thumbnailUrl} alt={a.fileName} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
