import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { generatePath } from 'react-router';
import { paths } from '#contracts/routes';
import { useLibraryCounts } from '#platform/photo-library/get-library-counts';
import { AppLink } from '#platform/query/AppLink';
import { Loader } from '#ui/Loader';
import { thumbnailUrl } from '#ui/photos/PhotoTile';
import { useRecentPhotos } from './api/get-recent-photos';
import { CardEmpty, CardError, OverviewCard } from './OverviewCard';

const messages = defineMessages({
  title: { id: 'home.photos.title', defaultMessage: 'My photos' },
  open: { id: 'home.photos.open', defaultMessage: 'Go to My photos' },
  error: { id: 'home.photos.error', defaultMessage: 'Your photos could not be loaded.' },
  empty: {
    id: 'home.photos.empty',
    defaultMessage: 'Your photo library is empty. Photos you upload are kept here, safe and private.',
  },
  recent: { id: 'home.photos.recent', defaultMessage: 'Recently added' },
});

const count = defineMessage<{ count: number }>({
  id: 'home.photos.count',
  defaultMessage: '{count, plural, one {# photo} other {# photos}}',
});

/** The photo library at a glance: how many photos, the latest uploads and a way in. */
export function PhotosCard() {
  const counts = useLibraryCounts();
  const recent = useRecentPhotos();
  let body: ReactNode;
  if ((!counts.data && counts.error) || (!recent.data && recent.error)) {
    body = (
      <CardError
        message={messages.error}
        onRetry={() => {
          void counts.mutate();
          void recent.mutate();
        }}
      />
    );
  } else if (!counts.data || !recent.data) body = <Loader />;
  else if (counts.data.photosCount === 0 || recent.data.length === 0)
    body = <CardEmpty message={messages.empty} />;
  else {
    body = (
      <>
        <p className="overview-photos__count">
          <FormattedMessage {...count} values={{ count: counts.data.photosCount }} />
        </p>
        <h3 className="overview-card__subtitle">
          <FormattedMessage {...messages.recent} />
        </h3>
        <ul className="overview-photos">
          {recent.data.map((photo) => (
            <li key={photo.imageId}>
              <AppLink
                to={generatePath(paths.photoPreview, { id: photo.imageId })}
                className="overview-photos__photo"
                aria-label={photo.localFileName}
              >
                <img src={thumbnailUrl(photo, 300)} alt="" loading="lazy" decoding="async" />
              </AppLink>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <OverviewCard title={messages.title} link={{ to: paths.photos, label: messages.open }}>
      {body}
    </OverviewCard>
  );
}
