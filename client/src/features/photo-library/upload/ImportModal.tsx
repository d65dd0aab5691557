import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useRefreshPhotoCaches, useUploadQueue } from '#features/photo-library/upload/use-upload-queue';
import { useIsSmallScreen } from '#platform/breakpoints/use-breakpoint';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { isAppDevice } from '#platform/photo-library/upload';
import { Modal } from '#ui/modal/Modal';
import { DeviceUpload } from './DeviceUpload';
import type { ChosenFiles } from './folder-files';
import { PhoneTransfer } from './PhoneTransfer';
import './upload.scss';

const messages = defineMessages({
  title: { id: 'upload.modal.title', defaultMessage: 'Add photos' },
  device: { id: 'upload.modal.device', defaultMessage: 'My Device' },
  phone: { id: 'upload.modal.phone', defaultMessage: 'Transfer from Phone' },
  close: { id: 'upload.modal.close', defaultMessage: 'Close' },
});

/** Phones and small screens: no drag and drop, no transfer from a phone. */
export function useIsMobile(): boolean {
  const small = useIsSmallScreen();
  return small || (typeof navigator !== 'undefined' && isAppDevice(navigator.userAgent));
}

export interface ImportModalProps {
  onClose(): void;
  /** Photos go straight into this album too. */
  albumId?: string;
  title?: string;
  /** Files dropped on the page: the device tab opens with them. */
  initial?: ChosenFiles;
}

/**
 * The import modal: 'My Device' (choose or drop files, upload with progress and a summary) and, on non-mobile
 * with the QR flag, 'Transfer from Phone'. Render it only while open (a new upload session each time).
 */
export function ImportModal({ onClose, albumId, title, initial }: ImportModalProps) {
  const intl = useIntl();
  const id = useId();
  const mobile = useIsMobile();
  const qrOn = useFeatureFlag('PhotoManagementQrCodeUploadEnabled') && !mobile;
  const [tab, setTab] = useState<'device' | 'phone'>('device');
  const { queue, snapshot, reset } = useUploadQueue(albumId ? { kind: 'user', albumId } : { kind: 'user' });
  const refresh = useRefreshPhotoCaches();

  const tabs = [
    { key: 'device' as const, label: intl.formatMessage(messages.device) },
    ...(qrOn ? [{ key: 'phone' as const, label: intl.formatMessage(messages.phone) }] : []),
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={title ?? intl.formatMessage(messages.title)}
      className="import-modal"
      closeLabel={intl.formatMessage(messages.close)}
      closeOnBackdrop
    >
      {
        <div role="tablist" className="import-modal__tabs">
          {tabs.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              id={`${id}-${t.key}-tab`}
              aria-controls={`${id}-${t.key}`}
              aria-selected={tab === t.key}
              className="import-modal__tab"
              onClick={() => setTab(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
      }
      <div role="tabpanel" id={`${id}-${tab}`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'device' ? (
          <DeviceUpload
            queue={queue}
            snapshot={snapshot}
            dropZone={!mobile}
            initial={initial}
            folderAlbum={!mobile && albumId === undefined}
            onDone={onClose}
            onMore={reset}
          />
        ) : (
          <PhoneTransfer albumId={albumId} onArrived={refresh} />
        )}
      </div>
    </Modal>
  );
}
