import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { generatePath } from 'react-router';
import { paths } from '#contracts/routes';
import { useLibraryCounts } from '#platform/photo-library/counts';
import { AppLink } from '#platform/query/AppLink';
import { Loader } from '#ui/Loader';
import { thumbnailUrl } from '#ui/photos/PhotoTile';
import { RECENT_PHOTOS, useRecentPhotos } from './api/get-recent-photos';
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
  } else if (!counts.data || !recent.data) body = <PhotosCardLoading />;
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
          {recent.data.map((photo, index) => (
            <li key={photo.imageId}>
              <AppLink
                to={generatePath(paths.photoPreview, { id: photo.imageId })}
                className="overview-photos__photo"
                aria-label={photo.localFileName}
              >
                {/* The first photo is above the fold (the likely LCP image): loaded eagerly, first. */}
                <img
                  src={thumbnailUrl(photo, 300)}
                  alt=""
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
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

/**
 * While the counts and the photos load: the spinner over boxes the size of what comes (the count, the subtitle,
 * the grid of the latest photos), so nothing below the card moves when they arrive.
 */
function PhotosCardLoading() {
  return (
    <div className="overview-photos-loading">
      <Loader />
      <p className="overview-photos__count" aria-hidden="true">
        {'\u00a0'}
      </p>
      <p className="overview-card__subtitle" aria-hidden="true">
        {'\u00a0'}
      </p>
      <ul className="overview-photos" aria-hidden="true">
        {Array.from({ length: RECENT_PHOTOS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike.
          <li key={i}>
            <span className="overview-photos__photo" />
          </li>
        ))}
      </ul>
    </div>
  );
}
