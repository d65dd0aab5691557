import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import './date-scrubber.scss';
import { useElementHeight } from './use-element-width';

export interface ScrubberMonth {
  key: string;
  year: number;
  label: string;
  /** Where the month starts in the timeline, in px from its top. */
  offset: number;
}

interface DateScrubberProps {
  months: readonly ScrubberMonth[];
  totalHeight: number;
  /** The timeline's current scroll offset (px from its top). */
  offset: number;
  label: string;
  onJump(offset: number): void;
}

/** The month at a timeline offset: the last one starting at or before it. */
export function monthAt(months: readonly ScrubberMonth[], offset: number): number {
  let low = 0;
  let high = months.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((months[mid]?.offset ?? 0) <= offset + 1) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The month a key moves the scrubber to: by month (arrows), by year (Page Up/Down), to the ends (Home/End). */
export function targetMonth(months: readonly ScrubberMonth[], current: number, key: string): number | null {
  const year = months[current]?.year;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return current + 1;
    case 'ArrowUp':
    case 'ArrowLeft':
      return current - 1;
    case 'Home':
      return 0;
    case 'End':
      return months.length - 1;
    case 'PageDown': {
      const next = months.findIndex((m, i) => i > current && m.year !== year);
      return next < 0 ? months.length - 1 : next;
    }
    case 'PageUp': {
      const previousYear = months.slice(0, current).findLast((m) => m.year !== year)?.year;
      return previousYear === undefined ? 0 : months.findIndex((m) => m.year === previousYear);
    }
    default:
      return null;
  }
}

/** Height of a year label (px): a label starts where its month starts and stays inside the track. */
const LABEL_HEIGHT = 14;

/**
 * The years to label, each at the top of its first month in the list, kept inside the track; labels closer than
 * `minGap` to the previous one are left out.
 */
export function yearMarks(
  months: readonly ScrubberMonth[],
  totalHeight: number,
  trackHeight: number,
  minGap = 18,
) {
  const marks: { year: number; top: number }[] = [];
  let lastTop = Number.NEGATIVE_INFINITY;
  let lastYear: number | null = null;
  for (const month of months) {
    if (month.year === lastYear) continue;
    lastYear = month.year;
    const at = totalHeight > 0 ? (month.offset / totalHeight) * trackHeight : 0;
    const top = Math.max(0, Math.min(at, trackHeight - LABEL_HEIGHT));
    if (top - lastTop >= minGap) {
      marks.push({ year: month.year, top });
      lastTop = top;
    }
  }
  return marks;
}

/**
 * A date scrubber beside the timeline (as in Google Photos): the years along a track; a click or a drag jumps to
 * that month without loading the months in between. As a slider it moves by month (arrows), by year (Page Up and
 * Page Down) and to the ends (Home, End).
 */
export function DateScrubber({ months, totalHeight, offset, label, onJump }: DateScrubberProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ index: number; top: number } | null>(null);
  const dragging = useRef(false);
  const current = monthAt(months, offset);
  // Measured (and followed as the window resizes), so the labels sit at their months from the first render.
  const trackHeight = useElementHeight(trackRef);

  const indexAtPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const top = Math.min(Math.max(event.clientY - rect.top, 0), rect.height);
    return { index: monthAt(months, (top / Math.max(rect.height, 1)) * totalHeight), top };
  };

  const jumpTo = (index: number) => {
    const month = months[Math.min(Math.max(index, 0), months.length - 1)];
    if (month) onJump(month.offset);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = targetMonth(months, current, event.key);
    if (target === null) return;
    event.preventDefault();
    jumpTo(target);
  };

  const marks = yearMarks(months, totalHeight, trackHeight);
  const thumbTop = totalHeight > 0 ? (offset / totalHeight) * trackHeight : 0;
  return (
    <div className="scrubber">
      <div
        ref={trackRef}
        className="scrubber__track"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-orientation="vertical"
        aria-valuemin={0}
        aria-valuemax={months.length - 1}
        aria-valuenow={current}
        aria-valuetext={months[current]?.label}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          jumpTo(indexAtPointer(event).index);
        }}
        onPointerMove={(event) => {
          const at = indexAtPointer(event);
          setHover(at);
          if (dragging.current) jumpTo(at.index);
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onPointerLeave={() => setHover(null)}
      >
        {marks.map((mark) => (
          <span key={mark.year} className="scrubber__year" style={{ top: mark.top }} aria-hidden="true">
            {mark.year === 0 ? '?' : mark.year}
          </span>
        ))}
        <span className="scrubber__thumb" style={{ top: thumbTop }} aria-hidden="true" />
        {hover ? (
          <span className="scrubber__bubble" style={{ top: hover.top }} aria-hidden="true">
            {months[hover.index]?.label}
          </span>
        ) : null}
      </div>
    </div>
  );
}
