import { describe, expect, it } from 'vitest';
import type { AccountInformation } from '#contracts/photo-storage';
import {
  deriveStorageInfo,
  sampleAccountInformation,
  statusOf,
  takeFirstCriticalOfSession,
} from './storage-status';

const now = new Date('2026-11-22T12:00:00Z');

function info(projected: string, delayed: string | null = null): AccountInformation {
  return {
    delayedDeletionDate: delayed,
    lastOrderDate: '2025-08-01',
    projectCount: 0,
    projectedDeletionDate: projected,
    registrationDate: '2020-01-01',
  };
}

describe('storage status', () => {
  it('is safe at 3 months or more, warning at 1 and 2, critical below 1', () => {
    expect(statusOf(18)).toBe('safe');
    expect(statusOf(3)).toBe('safe');
    expect(statusOf(2)).toBe('warning');
    expect(statusOf(1)).toBe('warning');
    expect(statusOf(0)).toBe('critical');
  });

  it('counts whole months and the days after them up to the deletion date', () => {
    const exactlyThree = deriveStorageInfo(info('2027-02-22T12:00:00Z'), now);
    expect(exactlyThree).toMatchObject({ monthsRemaining: 3, daysRemaining: 0, status: 'safe' });

    const justUnderThree = deriveStorageInfo(info('2027-02-21T12:00:00Z'), now);
    expect(justUnderThree).toMatchObject({ monthsRemaining: 2, daysRemaining: 30, status: 'warning' });

    const oneMonth = deriveStorageInfo(info('2026-12-22T12:00:00Z'), now);
    expect(oneMonth).toMatchObject({ monthsRemaining: 1, daysRemaining: 0, status: 'warning' });

    const underOne = deriveStorageInfo(info('2026-12-21T12:00:00Z'), now);
    expect(underOne).toMatchObject({ monthsRemaining: 0, daysRemaining: 29, status: 'critical' });
  });

  it('is critical with nothing remaining once the date has passed', () => {
    expect(deriveStorageInfo(info('2026-11-01'), now)).toMatchObject({
      monthsRemaining: 0,
      daysRemaining: 0,
      status: 'critical',
    });
  });

  it('takes the delayed date over the projected one and calls that an extension', () => {
    const extended = deriveStorageInfo(info('2026-12-01', '2027-06-01T00:00:00Z'), now);
    expect(extended.deletionDate.toISOString()).toBe('2027-06-01T00:00:00.000Z');
    expect(extended.isStoragePeriodExtended).toBe(true);
    expect(extended.status).toBe('safe');
    expect(deriveStorageInfo(info('2027-06-01'), now).isStoragePeriodExtended).toBe(false);
  });

  it('says what the period counts from', () => {
    expect(deriveStorageInfo(info('2027-06-01'), now).countsFrom).toBe('lastOrder');
    expect(deriveStorageInfo({ ...info('2027-06-01'), lastOrderDate: null }, now).countsFrom).toBe(
      'registration',
    );
  });

  it('has built-in sample data that shows the critical notice', () => {
    expect(deriveStorageInfo(sampleAccountInformation(now), now).status).toBe('critical');
  });
});

describe('takeFirstCriticalOfSession', () => {
  /** A browser's cookie jar as one tab sees it; two tabs of one browser share it. */
  function jar() {
    const cookies = new Map<string, string>();
    return {
      get cookie() {
        return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(text: string) {
        const [pair = ''] = text.split(';');
        const [name = '', value = ''] = pair.split('=');
        cookies.set(name.trim(), value.trim());
      },
    };
  }

  it('says yes once per browser session: a second tab (the same cookie jar) or a reload gets no', () => {
    const browser = jar();
    expect(takeFirstCriticalOfSession(browser)).toBe(true);
    expect(takeFirstCriticalOfSession(browser)).toBe(false);
    expect(browser.cookie).toBe('photoStorageCriticalShown=1');
  });

  it('a new browser session (no cookie) asks again', () => {
    expect(takeFirstCriticalOfSession(jar())).toBe(true);
  });

  it('never opens by itself where cookies cannot be written', () => {
    const blocked = {
      get cookie() {
        return '';
      },
      set cookie(_v: string) {},
    };
    expect(takeFirstCriticalOfSession(blocked)).toBe(false);
  });
});
