import { defineMessage, useIntl } from 'react-intl';
import type { Album, SharedAlbum } from '#contracts/albums';
import { AppLink } from '#platform/query/AppLink';
import { thumbnailUrl } from '#ui/photos/PhotoTile';

const messages = {
  photos: defineMessage<{ count: number }>({
    id: 'albums.tile.photos',
    defaultMessage: '{count, plural, one {# photo} other {# photos}}',
  }),
  created: defineMessage<{ date: string }>({ id: 'albums.tile.created', defaultMessage: 'Created {date}' }),
};

/**
 * An album in the list: its cover (or a placeholder), the photo count, the name and 'Created {date}'. `priority`:
 * the first cover shown (the likely LCP image) loads first; `eager`: a cover above the fold loads without waiting for
 * layout (the LCP can be any of them); the others lazily.
 */
export function AlbumTile({
  album,
  to,
  priority = false,
  eager = priority,
}: {
  album: Album | SharedAlbum;
  to: string;
  priority?: boolean;
  eager?: boolean;
}) {
  const intl = useIntl();
  const date = intl.formatDate(album.created, { day: '2-digit', month: 'short', year: 'numeric' });
  const cover = album.coverPhoto;
  return (
    <li className="album-tile">
      <AppLink to={to} className="album-tile__link">
        {/* Read name first: the cover comes first on screen through CSS order. */}
        <span className="album-tile__name">{album.albumName}</span>
        <span className="album-tile__created">{intl.formatMessage(messages.created, { date })}</span>
        <span className="album-tile__cover">
          {cover ? (
            <img
              src={thumbnailUrl(cover, 300)}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
            />
          ) : (
            <span className="album-tile__placeholder" aria-hidden="true" />
          )}
          <span className="album-tile__count">
            {intl.formatMessage(messages.photos, { count: Math.max(0, album.photosCount) })}
          </span>
        </span>
      </AppLink>
    </li>
  );
}
