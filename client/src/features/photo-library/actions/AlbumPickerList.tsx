import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Album } from '#contracts/albums';
import type { useAlbumPages } from '#platform/photo-library/albums';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';
import { thumbnailUrl } from '#ui/photos/PhotoTile';

const messages = {
  ...defineMessages({
    empty: { id: 'albums.picker.empty', defaultMessage: 'You have no albums yet.' },
    error: {
      id: 'albums.picker.error',
      defaultMessage: 'Unable to display albums. Please refresh the page or try again later.',
    },
    retry: { id: 'albums.picker.retry', defaultMessage: 'Try again' },
    more: { id: 'albums.picker.more', defaultMessage: 'Show more albums' },
    copying: { id: 'albums.picker.copying', defaultMessage: 'Copying…' },
  }),
  count: defineMessage<{ count: number }>({
    id: 'albums.picker.count',
    defaultMessage: '{count, plural, one {# photo} other {# photos}}',
  }),
};

interface AlbumPickerListProps {
  /** useAlbumPages() of the screen: it refreshes the same pages after a copy. */
  albums: ReturnType<typeof useAlbumPages>;
  /** The list's accessible name (the heading above it). */
  labelledBy: string;
  /** The album being copied into: it says so, and every album is disabled meanwhile. */
  pendingId: string | null;
  disabled: boolean;
  onPick(album: Album): void;
}

/**
 * Your albums as targets (GET /albums, 50 a page, 'Show more albums' for the next): cover, name and count. Only
 * your own albums that are not shared are listed: shared albums cannot have photos added.
 */
export function AlbumPickerList({
  albums: pages,
  labelledBy,
  pendingId,
  disabled,
  onPick,
}: AlbumPickerListProps) {
  const intl = useIntl();
  const { data, error, size, setSize, mutate, isValidating } = pages;
  // Shared albums cannot have photos added (the service refuses them): only your own private albums are offered.
  const albums = data?.flatMap((page) => page.albums).filter((album) => !album.isShared) ?? [];
  const more = data !== undefined && data.at(-1)?.cursor != null;
  const loadingMore = data !== undefined && size > data.length && isValidating;
  // After a page failed, the same button asks for that page again instead of skipping past it.
  const showMore = () => void (data !== undefined && data.length < size ? mutate() : setSize(size + 1));

  if (data === undefined && error !== undefined) {
    return (
      <div className="album-picker__state" role="alert">
        <p>{intl.formatMessage(messages.error)}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    );
  }
  if (data === undefined) return <Loader />;
  if (albums.length === 0) return <p className="album-picker__state">{intl.formatMessage(messages.empty)}</p>;

  return (
    <div className="album-picker">
      <ul className="album-picker__list" aria-labelledby={labelledBy}>
        {albums.map((album) => (
          <li key={album.albumId}>
            <button
              type="button"
              className="album-picker__album"
              disabled={disabled}
              aria-busy={pendingId === album.albumId || undefined}
              onClick={() => onPick(album)}
            >
              {album.coverPhoto ? (
                <img
                  className="album-picker__cover"
                  src={thumbnailUrl(album.coverPhoto, 300)}
                  alt=""
                  loading="lazy"
                />
              ) : (
                <span className="album-picker__cover album-picker__cover--empty" aria-hidden="true" />
              )}
              <span className="album-picker__text">
                <span className="album-picker__name">{album.albumName}</span>
                <span className="album-picker__count">
                  {pendingId === album.albumId
                    ? intl.formatMessage(messages.copying)
                    : intl.formatMessage(messages.count, { count: album.photosCount })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {loadingMore ? <Loader /> : null}
      {more && !loadingMore ? (
        <Button variant="link" className="album-picker__more" onClick={showMore}>
          {intl.formatMessage(messages.more)}
        </Button>
      ) : null}
      {error !== undefined && data !== undefined ? (
        <p className="album-picker__state" role="alert">
          {intl.formatMessage(messages.error)}
        </p>
      ) : null}
    </div>
  );
}
