import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { getPhoneLink } from '#contracts/photo-uploads';
import { useUploadQueue } from '#features/photo-library/upload/use-upload-queue';
import { apiCall } from '#platform/api/api-request';
import { usePageTitle } from '#platform/page-title/use-page-title';
import { Loader } from '#ui/Loader';
import { DeviceUpload } from './DeviceUpload';
import './upload.scss';

const messages = defineMessages({
  title: { id: 'upload.phonePage.title', defaultMessage: 'Upload photos to your library' },
  intro: {
    id: 'upload.phonePage.intro',
    defaultMessage: 'Choose photos on this phone: they go straight to your photo library on your computer.',
  },
  invalid: {
    id: 'upload.phonePage.invalid',
    defaultMessage: 'This upload link has expired or is not valid. Scan a new QR code on your computer.',
  },
  finished: {
    id: 'upload.phonePage.finished',
    defaultMessage: 'You can close this page, or upload more photos.',
  },
});

/**
 * /phone-upload/:token, opened from the QR code: no sign-in (the token is the credential), it can only add photos
 * to the library of the user who made the link, until the link expires or is used up.
 */
export function PhoneUploadPage() {
  const intl = useIntl();
  const title = usePageTitle(messages.title);
  const { token = '' } = useParams();
  const [state, setState] = useState<'checking' | 'valid' | 'invalid'>('checking');
  const { queue, snapshot, reset } = useUploadQueue({ kind: 'link', token }, false);

  useEffect(() => {
    apiCall(getPhoneLink, { params: { token } }).then(
      () => setState('valid'),
      () => setState('invalid'),
    );
  }, [token]);

  return (
    <main id="main-content" className="phone-upload-page" tabIndex={-1}>
      <h1>{title}</h1>
      {state === 'checking' && <Loader />}
      {state === 'invalid' && (
        <p role="alert" className="phone-upload-page__invalid">
          {intl.formatMessage(messages.invalid)}
        </p>
      )}
      {state === 'valid' && (
        <>
          <p>{intl.formatMessage(messages.intro)}</p>
          <DeviceUpload queue={queue} snapshot={snapshot} dropZone={false} onDone={reset} onMore={reset} />
          {snapshot.finished && (
            <p className="phone-upload-page__muted">{intl.formatMessage(messages.finished)}</p>
          )}
        </>
      )}
    </main>
  );
}
