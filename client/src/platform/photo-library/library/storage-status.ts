import {
  addMonths,
  differenceInCalendarDays,
  differenceInMonths,
  parseISO,
  subDays,
  subMonths,
} from 'date-fns';
import { type AccountInformation, STORAGE_PERIOD_MONTHS } from '#contracts/photo-storage';

export type StorageStatus = 'safe' | 'warning' | 'critical';

/** Safe at 3 months or more, warning at 1 or 2, critical below 1. */
export const WARNING_BELOW_MONTHS = 3;
export const CRITICAL_BELOW_MONTHS = 1;

export interface StorageInfo {
  /** The delayed deletion date when there is one, else the projected one. */
  deletionDate: Date;
  /** Whole months until the deletion date (0 once it has passed). */
  monthsRemaining: number;
  /** Days left over after those months (0 once it has passed). */
  daysRemaining: number;
  /** A later deletion date than the projected one was granted. */
  isStoragePeriodExtended: boolean;
  status: StorageStatus;
  /** What the 18 months count from: the last order, or the registration when there is none. */
  countsFrom: 'lastOrder' | 'registration';
}

export function statusOf(monthsRemaining: number): StorageStatus {
  if (monthsRemaining >= WARNING_BELOW_MONTHS) return 'safe';
  if (monthsRemaining >= CRITICAL_BELOW_MONTHS) return 'warning';
  return 'critical';
}

/** GET {photo-deletion}/accounts/getaccountinformation, converted to what the notice shows. */
export function deriveStorageInfo(info: AccountInformation, now: Date): StorageInfo {
  const projected = parseISO(info.projectedDeletionDate);
  const delayed = info.delayedDeletionDate === null ? null : parseISO(info.delayedDeletionDate);
  const deletionDate = delayed ?? projected;
  const passed = deletionDate.getTime() <= now.getTime();
  const monthsRemaining = passed ? 0 : differenceInMonths(deletionDate, now);
  const daysRemaining = passed
    ? 0
    : Math.max(0, differenceInCalendarDays(deletionDate, addMonths(now, monthsRemaining)));
  return {
    deletionDate,
    monthsRemaining,
    daysRemaining,
    isStoragePeriodExtended: delayed !== null && delayed.getTime() > projected.getTime(),
    status: statusOf(monthsRemaining),
    countsFrom: info.lastOrderDate === null ? 'registration' : 'lastOrder',
  };
}

/**
 * The built-in sample the PhotoManagementUseReactivationMockData flag shows instead of the service's answer: an
 * account whose last order was a little over 17 months ago (so the notice is critical), relative to `now`.
 */
export function sampleAccountInformation(now: Date): AccountInformation {
  const lastOrder = subDays(subMonths(now, STORAGE_PERIOD_MONTHS - 1), 12);
  return {
    delayedDeletionDate: null,
    lastOrderDate: lastOrder.toISOString(),
    projectCount: 2,
    projectedDeletionDate: addMonths(lastOrder, STORAGE_PERIOD_MONTHS).toISOString(),
    registrationDate: subMonths(now, 40).toISOString(),
  };
}

/** The session cookie that says the critical status has opened its modal in this browser session. */
export const CRITICAL_SHOWN_COOKIE = 'photoStorageCriticalShown';

/**
 * True once per browser session, across its tabs: the critical status opens the 'Photo storage status' modal by
 * itself only the first time. Where cookies cannot be written it never opens by itself.
 */
export function takeFirstCriticalOfSession(doc: Pick<Document, 'cookie'> = document): boolean {
  return takeOncePerBrowserSession(CRITICAL_SHOWN_COOKIE, doc);
}

/**
 * True the first time it is asked for `name` in this browser session, across its tabs; false after, and false
 * where cookies cannot be written. A cookie without an expiry is what the browser shares between tabs and drops
 * when it closes (sessionStorage is per tab).
 */
export function takeOncePerBrowserSession(name: string, doc: Pick<Document, 'cookie'> = document): boolean {
  try {
    if (doc.cookie.split(/;\s*/).includes(`${name}=1`)) return false;
    doc.cookie = `${name}=1; path=/; SameSite=Lax`;
    return doc.cookie.split(/;\s*/).includes(`${name}=1`);
  } catch {
    return false;
  }
}
