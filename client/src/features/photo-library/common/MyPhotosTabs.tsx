import { defineMessages, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { paths } from '#contracts/routes';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { useSharedAlbumCounts } from '#platform/photo-library/albums';
import { useLibraryCounts } from '#platform/photo-library/counts';
import { useAppQuery, withStripped } from '#platform/query/app-query';
import './my-photos-tabs.scss';

const messages = defineMessages({
  nav: { id: 'photos.tabs.label', defaultMessage: 'My photos' },
  photos: { id: 'photos.tabs.photos', defaultMessage: 'Photos' },
  albums: { id: 'photos.tabs.albums', defaultMessage: 'Albums' },
});

/**
 * The 'Photos' and 'Albums' tabs of My photos with their counts from GET /users ('-' while unknown). With shared
 * albums on, the albums count adds the shared albums the user can read.
 */
export function MyPhotosTabs() {
  const intl = useIntl();
  const { data } = useLibraryCounts();
  const albumsOn = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const sharedOn = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const shared = useSharedAlbumCounts(albumsOn && sharedOn);
  const extraAlbums = sharedOn ? Math.max(0, shared.data?.readAlbumsCount ?? 0) : 0;
  const { stripped } = useAppQuery();
  const count = (value: number | undefined) => (value === undefined ? '-' : intl.formatNumber(value));
  const tab = (to: string, label: string, value: string) => (
    <NavLink to={withStripped(to, stripped)} className="my-photos-tabs__tab" end>
      <span>{label}</span> <span className="my-photos-tabs__count">{value}</span>
    </NavLink>
  );
  return (
    <nav className="my-photos-tabs" aria-label={intl.formatMessage(messages.nav)}>
      {tab(paths.photos, intl.formatMessage(messages.photos), count(data?.photosCount))}
      {albumsOn
        ? tab(
            paths.albums,
            intl.formatMessage(messages.albums),
            count(data === undefined ? undefined : data.albumsCount + extraAlbums),
          )
        : null}
    </nav>
  );
}
