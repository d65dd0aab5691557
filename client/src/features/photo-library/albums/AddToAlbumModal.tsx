import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { MAX_ALBUM_PHOTO_IDS } from '#contracts/albums';
import { useSelection } from '#features/photo-library/common/use-selection';
import { timelineMessages } from '#features/photo-library/grid/timeline-messages';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { addSelectionToAlbum, countToAdd } from '#platform/photo-library/albums';
import { selectedPages } from '#platform/photo-library/selection';
import { TimelineStore } from '#platform/photo-library/timeline';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';
import { Modal } from '#ui/modal/Modal';
import { ProgressBar } from '#ui/ProgressBar';
import { AlbumPickerMonths, useAlbumPhotoMonths } from './AlbumPickerMonths';
import { AlbumUploadTab } from './AlbumUploadTab';

const messages = {
  ...defineMessages({
    title: { id: 'albums.add.title', defaultMessage: 'Add photos to the album' },
    text: { id: 'albums.add.text', defaultMessage: 'Choose photos from your library.' },
    cancel: { id: 'albums.add.cancel', defaultMessage: 'Cancel' },
    adding: { id: 'albums.add.adding', defaultMessage: 'Adding…' },
    empty: { id: 'albums.add.empty', defaultMessage: 'Your photo library is empty' },
    loadError: { id: 'albums.add.loadError', defaultMessage: 'Error: Your photos could not be loaded' },
    error: { id: 'albums.add.error', defaultMessage: 'Unable to save changes. Please try again' },
  }),
  progress: defineMessage<{ added: number; total: number }>({
    id: 'albums.add.progress',
    defaultMessage: '{added, number} of {total, number} photos added',
  }),
  add: defineMessage<{ count: number }>({
    id: 'albums.add.submit',
    defaultMessage: '{count, plural, =0 {Add photos} one {Add # photo} other {Add # photos}}',
  }),
};

/**
 * The album's 'Add photos' picker: the library by month taken, newest first (the timeline's months and pages), chosen
 * by tapping a photo or a month's toggle (the whole month, loaded or not: the one selection model); the photos
 * already in the album are marked and never added twice. Adding sends what the selection means, 500 ids a call,
 * with its progress; a failure keeps the selection, and what got in is marked so a retry sends only the rest.
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
  // The library as the timeline shows it by default (month taken, newest first), in a store of the picker's own:
  // the timeline's store (in whatever order the customer chose) stays as it is.
  const [store] = useState(() => new TimelineStore(PICKER_SORT, undefined, 1));
  const version = useSyncExternalStore(store.subscribe, store.getVersion);
  const [selection, selected] = useSelection();
  const known = useAlbumPhotoMonths(albumId);
  const [addedNow, setAddedNow] = useState<ReadonlyMap<string, string>>(new Map());
  const inAlbum = useMemo(() => new Map([...(known ?? []), ...addedNow]), [known, addedNow]);
  const [state, setState] = useState<AddState>({ kind: 'idle' });
  useEffect(() => {
    void store.load();
  }, [store]);
  const loadMonth = useCallback((key: string) => void store.loadMonth(key), [store]);
  const loadMore = useCallback((key: string) => void store.loadMore(key), [store]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store mutates; version says when.
  const count = useMemo(
    () => countToAdd(selected.value, store, inAlbum),
    [selected, store, inAlbum, version],
  );
  const pending = state.kind === 'pending';

  const add = async () => {
    const total = count;
    setState({ kind: 'pending', added: 0, total });
    try {
      await addSelectionToAlbum(
        albumId,
        selectedPages(selected.value, store, store.pageOf, MAX_ALBUM_PHOTO_IDS),
        (id) => inAlbum.has(id),
        (photos, progress) => {
          setAddedNow((before) => new Map([...before, ...photos.map((p) => [p.id, p.month ?? ''] as const)]));
          setState({ kind: 'pending', added: progress.added, total });
        },
      );
      setState({ kind: 'idle' });
      onAdded();
    } catch {
      // What got in is marked in the album now (and left out of a retry); the selection stays as it was.
      setState({ kind: 'failed' });
    }
  };

  return (
    <>
      <p>{intl.formatMessage(messages.text)}</p>
      {/* The album's photos are read too before the months show, so none shows unmarked. */}
      {store.status === 'loading' || (store.status === 'ready' && !known) ? <Loader /> : null}
      {store.status === 'error' ? (
        <p className="modal__error" role="alert">
          {intl.formatMessage(messages.loadError)}{' '}
          <Button variant="link" onClick={() => void store.load()}>
            {intl.formatMessage(timelineMessages.retry)}
          </Button>
        </p>
      ) : null}
      {store.status === 'ready' && store.months.length === 0 ? (
        <p>{intl.formatMessage(messages.empty)}</p>
      ) : null}
      {store.status === 'ready' && known ? (
        <AlbumPickerMonths
          months={store.months}
          selected={selected}
          inAlbum={inAlbum}
          onToggle={(photo, month) => selection.toggle(photo.imageId, month)}
          onToggleMonth={(month) => selection.toggleMonth(month.key, month.count)}
          onLoadMonth={loadMonth}
          onLoadMore={loadMore}
        />
      ) : null}
      {state.kind === 'pending' && state.total > MAX_ALBUM_PHOTO_IDS ? (
        <ProgressBar
          value={state.added}
          max={state.total}
          text={intl.formatMessage(messages.progress, { added: state.added, total: state.total })}
        />
      ) : null}
      {state.kind === 'failed' ? (
        <p className="modal__error" role="alert">
          {intl.formatMessage(messages.error)}
        </p>
      ) : null}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button onClick={add} disabled={count === 0 || pending}>
          {pending ? intl.formatMessage(messages.adding) : intl.formatMessage(messages.add, { count })}
        </Button>
      </div>
    </>
  );
}

const PICKER_SORT = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;

type AddState = { kind: 'idle' } | { kind: 'failed' } | { kind: 'pending'; added: number; total: number };
