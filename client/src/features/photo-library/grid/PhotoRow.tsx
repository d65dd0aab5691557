import { useIntl } from 'react-intl';
import type { Photo } from '#contracts/photos';
import { TIMELINE_PAGE_SIZE } from '#contracts/photos';
import type { SelectionSnapshot } from '#platform/photo-library/selection';
import type { MonthState } from '#platform/photo-library/timeline';
import { PhotoTile } from '#ui/photos/PhotoTile';
import { timelineMessages as m } from './timeline-messages';

interface PhotoRowProps {
  month: MonthState;
  label: string;
  start: number;
  end: number;
  /** The tile's width in CSS pixels. */
  tilePx: number;
  /** The first row of the first month: its photos load first (the likely LCP image). */
  priority: boolean;
  selection: SelectionSnapshot;
  focusableId: string | null;
  onActivate(photo: Photo, event: { shiftKey: boolean }): void;
  onExpand(month: MonthState): void;
}

/**
 * One row of a month: its loaded photos, skeletons where photos are still coming (pulsing while they load), and
 * in a month not yet expanded the '+N' tile after its first page.
 */
export function PhotoRow({
  month,
  label,
  start,
  end,
  tilePx,
  priority,
  selection,
  focusableId,
  onActivate,
  onExpand,
}: PhotoRowProps) {
  const intl = useIntl();
  const cells = [];
  const loading = month.status === 'pending' || month.status === 'uninitialized' || month.loadingMore;
  for (let slot = start; slot < end; slot += 1) {
    const photo = month.photos.at(slot);
    if (!month.expanded && slot === TIMELINE_PAGE_SIZE && month.count > TIMELINE_PAGE_SIZE) {
      const more = month.count - Math.min(month.photos.length, TIMELINE_PAGE_SIZE);
      cells.push(
        <div role="gridcell" key="more" className="timeline__cell">
          <button
            type="button"
            className="more-tile"
            aria-label={intl.formatMessage(m.moreLabel, { count: more, month: label })}
            onClick={() => onExpand(month)}
          >
            {intl.formatMessage(m.more, { count: more })}
          </button>
        </div>,
      );
    } else if (photo) {
      cells.push(
        <div
          role="gridcell"
          key={photo.imageId}
          className="timeline__cell"
          aria-selected={selection.active ? selection.isSelected(photo.imageId, month.key, slot) : undefined}
        >
          <PhotoTile
            photo={photo}
            tilePx={tilePx}
            priority={priority}
            selecting={selection.active}
            selected={selection.isSelected(photo.imageId, month.key, slot)}
            focusable={photo.imageId === focusableId}
            onActivate={onActivate}
          />
        </div>,
      );
    } else {
      cells.push(
        <div role="gridcell" key={`skeleton-${slot}`} className="timeline__cell">
          <span className={`skeleton${loading ? ' skeleton--loading' : ''}`} aria-hidden="true" />
        </div>,
      );
    }
  }
  return (
    <div role="row" className="timeline__photos">
      {cells}
    </div>
  );
}
