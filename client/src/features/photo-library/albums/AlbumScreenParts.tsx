import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '#contracts/routes';
import { GridSizeControl } from '#features/photo-library/grid/GridSizeControl';
import { PhotoShortcuts } from '#features/photo-library/grid/PhotoShortcuts';
import { SortDropdown } from '#features/photo-library/grid/SortDropdown';
import { TimelineGrid } from '#features/photo-library/grid/TimelineGrid';
import { ApiError } from '#platform/api/api-errors';
import { AppLink } from '#platform/query/AppLink';
import { Banner } from '#ui/Banner';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Screen } from '#ui/Screen';
import type { useAlbumListScreen } from './use-album-list-screen';
import './album-screen.scss';

const messages = defineMessages({
  breadcrumb: { id: 'albums.album.breadcrumb', defaultMessage: 'My albums' },
  select: { id: 'albums.album.select', defaultMessage: 'Select' },
  retry: { id: 'albums.album.retry', defaultMessage: 'Try again' },
  empty: { id: 'albums.album.empty', defaultMessage: 'Your album is empty' },
  albumError: {
    id: 'albums.album.loadError',
    defaultMessage: 'Unable to display album. Please refresh the page or try again later.',
  },
  photosError: {
    id: 'albums.album.photosError',
    defaultMessage: 'Unable to display album photos. Please refresh the page or try again later.',
  },
  notFound: { id: 'albums.album.notFound', defaultMessage: 'This album does not exist (any more).' },
  grid: { id: 'albums.album.grid', defaultMessage: 'Photos in this album' },
});

type AlbumListScreen = ReturnType<typeof useAlbumListScreen>;

/** 'My albums' above an album's title. */
export function AlbumBreadcrumb() {
  const intl = useIntl();
  return (
    <nav className="album-breadcrumb" aria-label={intl.formatMessage(messages.breadcrumb)}>
      <AppLink to={paths.albums}>{intl.formatMessage(messages.breadcrumb)}</AppLink>
    </nav>
  );
}

/** An album screen before its album is read: the loader, or why it cannot be shown (404: it is gone). */
export function AlbumFallback({ error }: { error: unknown }) {
  const intl = useIntl();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Screen title={messages.breadcrumb} before={<AlbumBreadcrumb />} className="album-screen">
      {error ? (
        <Banner kind="error">{intl.formatMessage(notFound ? messages.notFound : messages.albumError)}</Banner>
      ) : (
        <Loader />
      )}
    </Screen>
  );
}

/** The album's photo count: the section's once listed, the album's until then. */
export function albumCount(screen: AlbumListScreen, photosCount: number | undefined): number {
  return Math.max(0, screen.store.months[0]?.count ?? photosCount ?? 0);
}

/** The bar of an album screen while not selecting: Select, what the screen adds, the sort. */
export function AlbumBar({
  screen,
  count,
  children,
}: {
  screen: AlbumListScreen;
  count: number;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { store, selection } = screen;
  const idle = (store.status === 'ready' && count === 0) || store.status !== 'ready';
  return (
    <div className="photos-bar">
      <Button variant="secondary" onClick={() => selection.start()} disabled={idle}>
        {intl.formatMessage(messages.select)}
      </Button>
      {children}
      <SortDropdown value={screen.sort} keys={screen.sortKeys} onChange={screen.changeSort} />
      <GridSizeControl />
    </div>
  );
}

/**
 * An album's photos: the loader, the error (with 'Try again' when `onRetry` is given), the empty state (with
 * `emptyAction`), or the one grid as one section; the list's keyboard shortcuts (`?`, Ctrl/⌘ + A, Delete: the
 * album's own delete action, Escape) work on it as on My photos.
 */
export function AlbumPhotos({
  screen,
  count,
  onRetry,
  emptyAction,
}: {
  screen: AlbumListScreen;
  count: number;
  onRetry?: () => void;
  emptyAction?: ReactNode;
}) {
  const intl = useIntl();
  const { store, version, selected, open, toggle, toggleGroup } = screen;
  const empty = store.status === 'ready' && count === 0;
  return (
    <>
      {store.status === 'loading' ? <Loader /> : null}
      {store.status === 'error' || store.months[0]?.status === 'rejected' ? (
        <Banner kind="error">
          {intl.formatMessage(messages.photosError)}
          {onRetry ? (
            <>
              {' '}
              <Button variant="link" onClick={onRetry}>
                {intl.formatMessage(messages.retry)}
              </Button>
            </>
          ) : null}
        </Banner>
      ) : null}
      {empty ? <EmptyState title={intl.formatMessage(messages.empty)}>{emptyAction}</EmptyState> : null}
      {store.status === 'ready' && !empty ? (
        <TimelineGrid
          store={store}
          version={version}
          selection={selected}
          onOpen={open}
          onToggle={toggle}
          onToggleMonth={toggleGroup}
          sectionHeaders={false}
          label={intl.formatMessage(messages.grid)}
        />
      ) : null}
      <PhotoShortcuts enabled={store.status === 'ready' && !empty} />
    </>
  );
}
