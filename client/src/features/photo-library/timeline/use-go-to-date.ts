import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessage, type IntlShape, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import {
  type DateTarget,
  findLanding,
  formatDateParam,
  hasScrollPosition,
  monthLabel,
  parseDateParam,
  saveVisibleSections,
  type TimelineLanding,
  type TimelineStore,
} from '#platform/photo-library/timeline';
import { useToast } from '#ui/toast/ToastProvider';

const nearestMonth = defineMessage<{ date: string; nearest: string }>({
  id: 'photos.goToDate.nearestMonth',
  defaultMessage: 'No photos from {date}: here is {nearest}, the nearest month with photos.',
});
const nearestDay = defineMessage<{ date: string }>({
  id: 'photos.goToDate.nearestDay',
  defaultMessage: 'No photos on {date}: here are the nearest.',
});

/** The address's parameter that holds the place in the timeline: `2016`, `2016-08` or `2016-08-14`. */
const PARAM = 'date';

/** '2016', 'August 2016' or '14 August 2016', in the brand's language. */
export function dateLabel(target: DateTarget, intl: IntlShape): string {
  if (target.month === undefined) return String(target.year);
  if (target.day === undefined)
    return monthLabel({ year: target.year, month: target.month }, intl.locale) ?? '';
  const at = Date.UTC(target.year, target.month - 1, target.day);
  return intl.formatDate(at, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Go to a date on My photos, and the address that holds the place: `?date=` is set on landing and follows the
 * month at the top as the user scrolls (replaced, not pushed, once scrolling settles), so a reload or a shared
 * link opens there again. The way back from the preview (an exact scroll position, or the photo to reveal) goes
 * before the address: it is the same tab coming back. Decision 489.
 */
export function useGoToDate(store: TimelineStore, ready: boolean, revealing: boolean) {
  const intl = useIntl();
  const toast = useToast();
  const [, setSearch] = useSearchParams();
  // The timeline's own address (as last rendered): a write is dropped once the tab is elsewhere (a photo's preview
  // opening while the timeline is still on screen), since it would replace the preview's address with the timeline's.
  const { pathname } = useLocation();
  // A landing belongs to its store: another order (a new store) opens at its top, not at the last landing.
  const [landed, setLanded] = useState<{ store: TimelineStore; landing: TimelineLanding } | null>(null);
  const landing = landed?.store === store ? landed.landing : null;
  // Read in the first render, before the restore of the way back takes the saved position.
  const [fromAddress] = useState(() =>
    revealing || hasScrollPosition()
      ? null
      : parseDateParam(new URLSearchParams(window.location.search).get(PARAM)),
  );
  // While a landing is looked for, the months on screen are not the place to write into the address.
  const seeking = useRef(false);
  /** The month the last landing put at the top. */
  const landedMonth = useRef<string | null>(null);

  const writeParam = useCallback(
    (value: string | null) => {
      if (window.location.pathname !== pathname) return;
      if (new URLSearchParams(window.location.search).get(PARAM) === value) return;
      setSearch(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (value === null) params.delete(PARAM);
          else params.set(PARAM, value);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearch, pathname],
  );

  const goTo = useCallback(
    async (target: DateTarget) => {
      seeking.current = true;
      try {
        const found = await findLanding(store, target);
        if (!found) return;
        setLanded({ store, landing: found.landing });
        landedMonth.current = found.landing.monthKey;
        const { monthKey } = found.landing;
        if (found.exact || target.day !== undefined) writeParam(formatDateParam(target));
        else writeParam(monthKey);
        if (found.exact) return;
        const month = store.month(monthKey);
        // A day of a month with photos, none of them on that day: the nearest photos of the month are shown.
        const message =
          target.day !== undefined && found.landing.index !== null
            ? intl.formatMessage(nearestDay, { date: dateLabel(target, intl) })
            : intl.formatMessage(nearestMonth, {
                date: dateLabel(target, intl),
                nearest: month ? dateLabel(month, intl) : monthKey,
              });
        toast.show({ message, id: 'go-to-date' });
      } finally {
        seeking.current = false;
      }
    },
    [store, writeParam, intl, toast],
  );

  // A reload or a shared link: the address's date, once the months are known.
  const opened = useRef(false);
  useEffect(() => {
    if (!ready || opened.current || fromAddress === null) return;
    opened.current = true;
    void goTo(fromAddress);
  }, [ready, fromAddress, goTo]);

  /** The months on screen once scrolling settles: the top one goes into the address (none at the list's top). */
  const onVisibleMonths = useCallback(
    (keys: string[], top: string | undefined) => {
      saveVisibleSections(keys);
      if (seeking.current || top === undefined || top === 'unknown') return;
      const current = new URLSearchParams(window.location.search).get(PARAM);
      // Still the landed day (or month) at the top: the address keeps it; a landed year too, while the month it
      // landed on is at the top.
      if (current?.startsWith(top)) return;
      if (current && top === landedMonth.current && top.startsWith(current)) return;
      writeParam(top === store.months[0]?.key ? null : top);
    },
    [store, writeParam],
  );

  /** The place the address holds now: where the dialog's choices start. */
  const place = useCallback(() => parseDateParam(new URLSearchParams(window.location.search).get(PARAM)), []);

  return { landing, goTo, onVisibleMonths, place };
}
