import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useConfig } from '#platform/config/ConfigProvider';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { ExternalLink } from '#ui/ExternalLink';

const messages = defineMessages({
  intro: {
    id: 'photos.info.intro',
    defaultMessage: 'All the photos you upload or use in your creations are kept safe here, in one place.',
  },
  introAlbums: {
    id: 'photos.info.introAlbums',
    defaultMessage:
      'All the photos you upload or use in your creations are kept safe here, in one place, and you can sort them into albums.',
  },
  more: {
    id: 'photos.info.more',
    defaultMessage:
      'Browse them by the month they were taken, select the ones you need and download them, or delete the ones you no longer want. Your photos stay private: only you can see them.',
  },
  moreAlbums: {
    id: 'photos.info.moreAlbums',
    defaultMessage:
      'Browse them by the month they were taken, gather them into albums for your next photo book, download them, or delete the ones you no longer want. Your photos stay private: only you can see them.',
  },
  faq: { id: 'photos.info.faq', defaultMessage: 'Read the questions and answers about your photos' },
  showMore: { id: 'photos.info.showMore', defaultMessage: 'Show more' },
  showLess: { id: 'photos.info.showLess', defaultMessage: 'Show less' },
});

/**
 * What My photos is for, with show more / show less and the photo FAQ; worded by whether albums are on. Closed,
 * it takes one line (the intro cut short), so the first photos show on a phone without scrolling.
 */
export function InfoBanner() {
  const intl = useIntl();
  const albums = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const faq = useConfig().routes?.PhotoManagementFAQ;
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  return (
    <section
      className={`info-banner${expanded ? ' info-banner--expanded' : ''}`}
      aria-label={intl.formatMessage(messages.showMore)}
    >
      <div className="info-banner__line">
        <p className="info-banner__intro">
          {intl.formatMessage(albums ? messages.introAlbums : messages.intro)}
        </p>
        <button
          type="button"
          className="button button--link info-banner__toggle"
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded(!expanded)}
        >
          {intl.formatMessage(expanded ? messages.showLess : messages.showMore)}
        </button>
      </div>
      <div id={moreId} hidden={!expanded}>
        <p>{intl.formatMessage(albums ? messages.moreAlbums : messages.more)}</p>
        {faq ? (
          <p>
            <ExternalLink href={faq}>{intl.formatMessage(messages.faq)}</ExternalLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
