import { X } from 'lucide-react';
import { memo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Photo, ThumbnailId } from '#contracts/photos';
import { GRID_RENDITIONS, GRID_SRC_RENDITION } from '#platform/boot/grid-constants';
import { takenOnText } from '#ui/photos/photo-dates';

export const tileMessages = {
  takenOn: defineMessage<{ date: string }>({ id: 'photos.tile.takenOn', defaultMessage: 'Taken on {date}' }),
  dateAtTime: defineMessage<{ date: string; time: string }>({
    id: 'photos.tile.dateAtTime',
    defaultMessage: '{date} at {time}',
  }),
  ...defineMessages({
    failed: { id: 'photos.tile.failed', defaultMessage: 'This photo could not be shown' },
  }),
};

/** The 'Taken on d MMMM yyyy at HH:mm:ss' tooltip, or null without a date or in January 1970. */
export function useTakenOn(photo: Photo): string | null {
  const intl = useIntl();
  const date = takenOnText(photo.dateTaken, intl.locale, (parts) =>
    intl.formatMessage(tileMessages.dateAtTime, parts),
  );
  return date === null ? null : intl.formatMessage(tileMessages.takenOn, { date });
}

/**
 * `srcset` of a photo's grid renditions. Tiles are square and cropped (cover), so each rendition is described by
 * its shorter side: the width of the square it fills.
 */
export function thumbnailSrcSet(photo: Photo): string {
  return photo.thumbnails
    .filter((t) => (GRID_RENDITIONS as readonly number[]).includes(t.id))
    .map((t) => `${t.url} ${Math.min(t.width, t.height)}w`)
    .join(', ');
}

export function thumbnailUrl(photo: Photo, size: ThumbnailId): string {
  const exact = photo.thumbnails.find((t) => t.id === size);
  const larger = photo.thumbnails.filter((t) => t.id >= size).sort((a, b) => a.id - b.id)[0];
  return (exact ?? larger ?? photo.thumbnails.at(-1))?.url ?? photo.url;
}

interface PhotoTileProps {
  photo: Photo;
  /** The tile's width in CSS pixels: the browser picks the rendition (300 or 800) by it and the pixel density. */
  tilePx: number;
  /** Above the fold at first paint (the likely LCP image): loaded eagerly, first. The rest load lazily. */
  priority?: boolean;
  selecting: boolean;
  selected: boolean;
  focusable: boolean;
  onActivate(photo: Photo, event: { shiftKey: boolean }): void;
}

/** One photo of the grid: its thumbnail (a close icon when it fails), the date tooltip and, while selecting, a check. */
export const PhotoTile = memo(function PhotoTile({
  photo,
  tilePx,
  priority = false,
  selecting,
  selected,
  focusable,
  onActivate,
}: PhotoTileProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const takenOn = useTakenOn(photo);
  return (
    <button
      type="button"
      className={`photo-tile${selected ? ' photo-tile--selected' : ''}${failed ? ' photo-tile--failed' : ''}`}
      data-photo-id={photo.imageId}
      tabIndex={focusable ? 0 : -1}
      title={takenOn ?? undefined}
      aria-label={photo.localFileName}
      aria-pressed={selecting ? selected : undefined}
      onClick={(event) => onActivate(photo, event)}
    >
      {failed ? (
        <span className="photo-tile__failed" role="img" aria-label={intl.formatMessage(tileMessages.failed)}>
          <X size={28} aria-hidden="true" />
        </span>
      ) : (
        <img
          src={thumbnailUrl(photo, GRID_SRC_RENDITION)}
          srcSet={thumbnailSrcSet(photo) || undefined}
          sizes={`${tilePx}px`}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          draggable={false}
          onError={() => setFailed(true)}
        />
      )}
      {selecting ? <span className="photo-tile__check" aria-hidden="true" /> : null}
    </button>
  );
});
