import { useEffect, useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { listAlbumPhotos } from '#contracts/albums';
import { PHOTOS_PAGE_SIZE, type Photo } from '#contracts/photos';
import { apiCall } from '#platform/api/api-request';
import { thumbnailUrl } from '#ui/photos/PhotoTile';
import { timelineMessages } from '#ui/photos/timeline-messages';

const messages = {
  ...defineMessages({
    inAlbum: { id: 'albums.add.inAlbum', defaultMessage: 'In the album' },
  }),
  inAlbumLabel: defineMessage<{ name: string }>({
    id: 'albums.add.inAlbumLabel',
    defaultMessage: '{name}, already in the album',
  }),
};

async function albumPhotoIds(albumId: string): Promise<ReadonlySet<string>> {
  const ids = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await apiCall(listAlbumPhotos, {
      params: { albumId },
      query: { cursor, limit: PHOTOS_PAGE_SIZE, sortKey: 'created', sortOrder: 'desc' },
    });
    for (const photo of page.images) ids.add(photo.imageId);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return ids;
}

/**
 * The ids of every photo the album holds (its pages read one after the other), to mark them in the picker: read
 * each time the picker opens (photos added a moment ago are in the album now); none marked if the call fails.
 */
export function useAlbumPhotoIds(albumId: string): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(EMPTY);
  useEffect(() => {
    let live = true;
    albumPhotoIds(albumId).then(
      (found) => {
        if (live) setIds(found);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [albumId]);
  return ids;
}

const EMPTY: ReadonlySet<string> = new Set();

interface PickerMonth {
  key: string;
  photos: Photo[];
}

/** The photos in groups by the month they were added (the order the picker lists them in), newest first. */
export function groupByMonth(photos: readonly Photo[]): PickerMonth[] {
  const months: PickerMonth[] = [];
  for (const photo of photos) {
    const key = photo.created.slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) last.photos.push(photo);
    else months.push({ key, photos: [photo] });
  }
  return months;
}

function monthLabel(key: string, format: (date: Date) => string): string {
  const [year, month] = key.split('-').map(Number);
  return format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 15)));
}

/**
 * The picker's photos by month, each month with its select toggle (as on the timeline) and its count; the
 * photos already in the album are marked and cannot be chosen again.
 */
export function AlbumPickerMonths({
  photos,
  inAlbum,
  chosen,
  onChange,
}: {
  photos: readonly Photo[];
  inAlbum: ReadonlySet<string>;
  chosen: ReadonlySet<string>;
  onChange(next: ReadonlySet<string>): void;
}) {
  const intl = useIntl();
  const uid = useId();
  const format = (date: Date) => intl.formatDate(date, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const toggle = (ids: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };
  return (
    <div className="picker-months">
      {groupByMonth(photos).map((month) => {
        const label = monthLabel(month.key, format);
        const free = month.photos.filter((photo) => !inAlbum.has(photo.imageId)).map((p) => p.imageId);
        const all = free.length > 0 && free.every((id) => chosen.has(id));
        return (
          <section key={month.key} className="picker-months__month" aria-labelledby={`${uid}-${month.key}`}>
            <div className="timeline-month__title picker-months__title">
              <button
                type="button"
                className={`timeline-month__select${all ? ' timeline-month__select--on' : ''}`}
                aria-pressed={all}
                disabled={free.length === 0}
                aria-label={intl.formatMessage(
                  all ? timelineMessages.deselectMonth : timelineMessages.selectMonth,
                  { month: label },
                )}
                onClick={() => toggle(free, !all)}
              >
                <span aria-hidden="true" />
              </button>
              <h3 id={`${uid}-${month.key}`}>{label}</h3>
              <span className="timeline-month__count">
                {intl.formatMessage(timelineMessages.monthCount, { count: month.photos.length })}
              </span>
            </div>
            <ul className="picker-grid">
              {month.photos.map((photo) => (
                <PickerTile
                  key={photo.imageId}
                  photo={photo}
                  on={chosen.has(photo.imageId)}
                  inAlbum={inAlbum.has(photo.imageId)}
                  onToggle={(on) => toggle([photo.imageId], on)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function PickerTile({
  photo,
  on,
  inAlbum,
  onToggle,
}: {
  photo: Photo;
  on: boolean;
  inAlbum: boolean;
  onToggle(on: boolean): void;
}) {
  const intl = useIntl();
  return (
    <li>
      <button
        type="button"
        className={`picker-grid__tile${on ? ' picker-grid__tile--on' : ''}${inAlbum ? ' picker-grid__tile--in' : ''}`}
        aria-pressed={inAlbum ? undefined : on}
        disabled={inAlbum}
        aria-label={
          inAlbum
            ? intl.formatMessage(messages.inAlbumLabel, { name: photo.localFileName })
            : photo.localFileName
        }
        onClick={() => onToggle(!on)}
      >
        <img src={thumbnailUrl(photo, 300)} alt="" loading="lazy" decoding="async" />
        {inAlbum ? (
          <span className="picker-grid__badge" aria-hidden="true">
            {intl.formatMessage(messages.inAlbum)}
          </span>
        ) : (
          <span className="picker-grid__check" aria-hidden="true" />
        )}
      </button>
    </li>
  );
}
