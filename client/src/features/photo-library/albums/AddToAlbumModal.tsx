import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import useSWRInfinite from 'swr/infinite';
import { listPhotos, PHOTOS_PAGE_SIZE, type PhotoPage } from '#contracts/photos';
import { apiCall } from '#platform/api/api-request';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { addPhotosToAlbum } from '#platform/photo-library/albums';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';
import { Modal } from '#ui/modal/Modal';
import { AlbumPickerMonths, useAlbumPhotoIds } from './AlbumPickerMonths';
import { AlbumUploadTab } from './AlbumUploadTab';

const messages = {
  ...defineMessages({
    title: { id: 'albums.add.title', defaultMessage: 'Add photos to the album' },
    text: { id: 'albums.add.text', defaultMessage: 'Choose photos from your library.' },
    more: { id: 'albums.add.more', defaultMessage: 'Show more photos' },
    cancel: { id: 'albums.add.cancel', defaultMessage: 'Cancel' },
    adding: { id: 'albums.add.adding', defaultMessage: 'Adding…' },
    empty: { id: 'albums.add.empty', defaultMessage: 'Your photo library is empty' },
    loadError: { id: 'albums.add.loadError', defaultMessage: 'Error: Your photos could not be loaded' },
    error: { id: 'albums.add.error', defaultMessage: 'Unable to save changes. Please try again' },
  }),
  add: defineMessage<{ count: number }>({
    id: 'albums.add.submit',
    defaultMessage: '{count, plural, =0 {Add photos} one {Add # photo} other {Add # photos}}',
  }),
};

type PageKey = readonly [name: string, cursor: string];

/**
 * The album's 'Add photos' picker: the library newest first (GET /photos, 500 a page) by month, chosen by tapping
 * a photo or a month's toggle; the photos already in the album are marked.
 */
export function AddToAlbumModal({
  albumId,
  open,
  onClose,
  onAdded,
}: {
  albumId: string;
  open: boolean;
  onClose(): void;
  onAdded(): void;
}) {
  const intl = useIntl();
  const uploadOn = useFeatureFlag('PhotoManagementUploadViewEnabled');
  const [tab, setTab] = useState<'library' | 'upload'>('library');
  const tabs = [
    { key: 'library' as const, label: intl.formatMessage(tabMessages.library) },
    ...(uploadOn ? [{ key: 'upload' as const, label: intl.formatMessage(tabMessages.upload) }] : []),
  ];
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      className="add-to-album import-modal"
    >
      {open && tabs.length > 1 ? (
        <div role="tablist" className="import-modal__tabs">
          {tabs.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={tab === t.key}
              className="import-modal__tab"
              onClick={() => setTab(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
      ) : null}
      {open && tab === 'library' ? <Picker albumId={albumId} onClose={onClose} onAdded={onAdded} /> : null}
      {open && tab === 'upload' ? <AlbumUploadTab albumId={albumId} onDone={onAdded} /> : null}
    </Modal>
  );
}

const tabMessages = defineMessages({
  library: { id: 'albums.add.tabLibrary', defaultMessage: 'From my photos' },
  upload: { id: 'albums.add.tabUpload', defaultMessage: 'Upload from device' },
});

function Picker({ albumId, onClose, onAdded }: { albumId: string; onClose(): void; onAdded(): void }) {
  const intl = useIntl();
  const pages = useSWRInfinite<PhotoPage, unknown, (i: number, previous: PhotoPage | null) => PageKey | null>(
    (_index, previous) => (previous?.cursor === null ? null : ['albums.picker', previous?.cursor ?? '']),
    ([, cursor]) =>
      apiCall(listPhotos, {
        query: {
          cursor: cursor || undefined,
          limit: PHOTOS_PAGE_SIZE,
          sortKey: 'created',
          sortOrder: 'desc',
        },
      }),
    { revalidateOnFocus: false },
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const inAlbum = useAlbumPhotoIds(albumId);
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const photos = pages.data?.flatMap((page) => page.images) ?? [];
  const hasMore = pages.data?.at(-1)?.cursor != null;

  const add = async () => {
    setState('pending');
    try {
      await addPhotosToAlbum(albumId, [...chosen]);
      setState('idle');
      onAdded();
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <p>{intl.formatMessage(messages.text)}</p>
      {pages.isLoading ? <Loader /> : null}
      {pages.error && !pages.data ? (
        <p className="modal__error" role="alert">
          {intl.formatMessage(messages.loadError)}
        </p>
      ) : null}
      {pages.data && photos.length === 0 ? <p>{intl.formatMessage(messages.empty)}</p> : null}
      <AlbumPickerMonths photos={photos} inAlbum={inAlbum} chosen={chosen} onChange={setChosen} />
      {hasMore ? (
        <div className="picker-grid__more">
          <Button variant="link" onClick={() => void pages.setSize(pages.size + 1)}>
            {intl.formatMessage(messages.more)}
          </Button>
        </div>
      ) : null}
      {state === 'failed' ? (
        <p className="modal__error" role="alert">
          {intl.formatMessage(messages.error)}
        </p>
      ) : null}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose} disabled={state === 'pending'}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button onClick={add} disabled={chosen.size === 0 || state === 'pending'}>
          {state === 'pending'
            ? intl.formatMessage(messages.adding)
            : intl.formatMessage(messages.add, { count: chosen.size })}
        </Button>
      </div>
    </>
  );
}
