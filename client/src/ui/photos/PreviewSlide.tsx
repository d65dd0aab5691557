import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Photo } from '#contracts/photos';
import { useBreakpoint } from '../../platform/breakpoints/use-breakpoint';
import { PhotoDetails } from './PhotoDetails';
import { thumbnailUrl, useTakenOn } from './PhotoTile';

const messages = defineMessages({
  loading: { id: 'preview.slide.loading', defaultMessage: 'Loading photo' },
  failed: {
    id: 'preview.slide.failed',
    defaultMessage: 'This photo could not be loaded. Please try again later.',
  },
});

type ImageState = 'loading' | 'loaded' | 'failed';

/**
 * One photo of the viewer, shown at once: the grid's thumbnail (already in the browser's cache) scaled to the
 * slide, then the 1300 rendition over it once it has loaded. A spinner only while neither is there; an image that
 * fails is taken away (never the browser's broken-image icon) and a message says so.
 */
export function PreviewSlide({ photo }: { photo: Photo }) {
  const intl = useIntl();
  const breakpoint = useBreakpoint();
  const takenOn = useTakenOn(photo);
  const [thumb, setThumb] = useState<ImageState>('loading');
  const [full, setFull] = useState<ImageState>('loading');
  const gridSize = breakpoint === 'small' || breakpoint === 'medium' ? 300 : 800;
  const nothing = thumb !== 'loaded' && full !== 'loaded';
  return (
    <figure className="preview-slide" aria-busy={nothing && full === 'loading' ? true : undefined}>
      {full !== 'loaded' && thumb !== 'failed' ? (
        <img
          className="preview-slide__image preview-slide__image--placeholder"
          src={thumbnailUrl(photo, gridSize)}
          alt=""
          draggable={false}
          onLoad={() => setThumb('loaded')}
          onError={() => setThumb('failed')}
        />
      ) : null}
      {full !== 'failed' ? (
        <img
          className={`preview-slide__image${full === 'loaded' ? '' : ' preview-slide__image--pending'}`}
          src={thumbnailUrl(photo, 1300)}
          alt={photo.localFileName}
          draggable={false}
          onLoad={() => setFull('loaded')}
          onError={() => setFull('failed')}
        />
      ) : null}
      {nothing && full === 'loading' ? (
        <span
          className="preview-slide__spinner"
          role="status"
          aria-label={intl.formatMessage(messages.loading)}
        />
      ) : null}
      {full === 'failed' ? (
        <p className="preview-slide__failed" role="alert">
          {intl.formatMessage(messages.failed)}
        </p>
      ) : null}
      <PhotoDetails photo={photo} takenOn={takenOn} />
    </figure>
  );
}
