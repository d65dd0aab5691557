import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { listAlbumPhotos } from '#contracts/albums';
import { PHOTOS_PAGE_SIZE, type Photo } from '#contracts/photos';
import { timelineMessages } from '#features/photo-library/grid/timeline-messages';
import { apiCall } from '#platform/api/api-request';
import type { SelectionSnapshot } from '#platform/photo-library/selection';
import type { MonthState } from '#platform/photo-library/timeline';
import { monthKeyOfPhoto, monthLabel } from '#platform/photo-library/timeline';
import { Button } from '#ui/Button';
import { thumbnailUrl } from '#ui/photos/PhotoTile';

const messages = {
  ...defineMessages({
    inAlbum: { id: 'albums.add.inAlbum', defaultMessage: 'In the album' },
  }),
  inAlbumLabel: defineMessage<{ name: string }>({
    id: 'albums.add.inAlbumLabel',
    defaultMessage: '{name}, already in the album',
  }),
};

/** The album's photos: each id with the month (of date taken) the picker shows it under. */
export type AlbumPhotoMonths = ReadonlyMap<string, string>;

async function albumPhotoMonths(albumId: string): Promise<AlbumPhotoMonths> {
  const months = new Map<string, string>();
  let cursor: string | undefined;
  do {
    const page = await apiCall(listAlbumPhotos, {
      params: { albumId },
      query: { cursor, limit: PHOTOS_PAGE_SIZE, sortKey: 'created', sortOrder: 'desc' },
    });
    for (const photo of page.images) months.set(photo.imageId, monthKeyOfPhoto(photo, 'dateTaken'));
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return months;
}

/**
 * Every photo the album holds with its month (its pages read one after the other), to mark them in the picker
 * and leave them out of the count and of what is added: read each time the picker opens (photos added a moment
 * ago are in the album now). Null until known; an empty map if the call fails (adding twice is harmless: the
 * album keeps a photo once).
 */
export function useAlbumPhotoMonths(albumId: string): AlbumPhotoMonths | null {
  const [months, setMonths] = useState<AlbumPhotoMonths | null>(null);
  useEffect(() => {
    let live = true;
    albumPhotoMonths(albumId).then(
      (found) => {
        if (live) setMonths(found);
      },
      () => {
        if (live) setMonths(new Map());
      },
    );
    return () => {
      live = false;
    };
  }, [albumId]);
  return months;
}

/** How many photos of each month the album already holds. */
export function inAlbumPerMonth(inAlbum: AlbumPhotoMonths): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const month of inAlbum.values()) counts.set(month, (counts.get(month) ?? 0) + 1);
  return counts;
}

export interface AlbumPickerMonthsProps {
  months: readonly MonthState[];
  selected: SelectionSnapshot;
  inAlbum: AlbumPhotoMonths;
  onToggle(photo: Photo, month: string): void;
  onToggleMonth(month: MonthState): void;
  /** The month's first page, when it comes near (or its retry). */
  onLoadMonth(key: string): void;
  onLoadMore(key: string): void;
}

/**
 * The picker's library by month of date taken, newest first, as the timeline shows it: each month with its select
 * toggle (the whole month, loaded or not), its count and its loaded photos; the photos already in the album are
 * marked and cannot be chosen. A month loads its first page as it scrolls near.
 */
export function AlbumPickerMonths({
  months,
  selected,
  inAlbum,
  onToggle,
  onToggleMonth,
  onLoadMonth,
  onLoadMore,
}: AlbumPickerMonthsProps) {
  const intl = useIntl();
  const uid = useId();
  const perMonth = inAlbumPerMonth(inAlbum);
  return (
    <div className="picker-months">
      {months.map((month) => {
        const label = monthLabel(month, intl.locale) ?? intl.formatMessage(timelineMessages.unknownDate);
        const all = selected.monthSelected(month.key, month.count);
        const free = month.count - (perMonth.get(month.key) ?? 0);
        const left = month.count - month.photos.length;
        return (
          <PickerMonth key={month.key} month={month} labelledBy={`${uid}-${month.key}`} onNear={onLoadMonth}>
            <div className="timeline-month__title picker-months__title">
              <button
                type="button"
                className={`timeline-month__select${all ? ' timeline-month__select--on' : ''}`}
                aria-pressed={all}
                disabled={free <= 0}
                aria-label={intl.formatMessage(
                  all ? timelineMessages.deselectMonth : timelineMessages.selectMonth,
                  { month: label },
                )}
                onClick={() => onToggleMonth(month)}
              >
                <span aria-hidden="true" />
              </button>
              <h3 id={`${uid}-${month.key}`}>{label}</h3>
              <span className="timeline-month__count">
                {intl.formatMessage(timelineMessages.monthCount, { count: month.count })}
              </span>
            </div>
            {month.status === 'rejected' ? (
              <p className="modal__error" role="alert">
                {intl.formatMessage(timelineMessages.loadError)}{' '}
                <Button variant="link" onClick={() => onLoadMonth(month.key)}>
                  {intl.formatMessage(timelineMessages.retry)}
                </Button>
              </p>
            ) : null}
            <ul className="picker-grid">
              {month.photos.map((photo) => (
                <PickerTile
                  key={photo.imageId}
                  photo={photo}
                  on={selected.isSelected(photo.imageId, month.key)}
                  inAlbum={inAlbum.has(photo.imageId)}
                  onToggle={() => onToggle(photo, month.key)}
                />
              ))}
            </ul>
            {month.status === 'fulfilled' && month.cursor !== null && left > 0 ? (
              <div className="picker-grid__more">
                <Button variant="link" disabled={month.loadingMore} onClick={() => onLoadMore(month.key)}>
                  {intl.formatMessage(timelineMessages.moreLabel, { count: left, month: label })}
                </Button>
              </div>
            ) : null}
          </PickerMonth>
        );
      })}
    </div>
  );
}

/** A month's section; it asks for its first page once it comes within a screen of the picker's viewport. */
function PickerMonth({
  month,
  labelledBy,
  onNear,
  children,
}: {
  month: MonthState;
  labelledBy: string;
  onNear(key: string): void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const waiting = month.status === 'uninitialized';
  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear(month.key);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear(month.key);
      },
      { root: element.parentElement, rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, month.key, onNear]);
  // Until its photos come, a month holds the height of its first row, so the months below do not all come near.
  return (
    <section
      ref={ref}
      aria-labelledby={labelledBy}
      className={`picker-months__month${waiting ? ' picker-months__month--waiting' : ''}`}
    >
      {children}
    </section>
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
  onToggle(): void;
}) {
  const intl = useIntl();
  const chosen = on && !inAlbum;
  return (
    <li>
      <button
        type="button"
        className={`picker-grid__tile${chosen ? ' picker-grid__tile--on' : ''}${inAlbum ? ' picker-grid__tile--in' : ''}`}
        aria-pressed={inAlbum ? undefined : on}
        disabled={inAlbum}
        aria-label={
          inAlbum
            ? intl.formatMessage(messages.inAlbumLabel, { name: photo.localFileName })
            : photo.localFileName
        }
        onClick={onToggle}
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
