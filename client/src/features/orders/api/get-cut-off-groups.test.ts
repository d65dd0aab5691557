import { describe, expect, it } from 'vitest';
import type { CutOffGroup } from '#contracts/campaigns';
import { comingCutOff } from './get-cut-off-groups';

const group = (id: string, cutOffDate: string): CutOffGroup => ({
  id,
  name: id,
  articleTypes: ['PhotoBook'],
  cutOffDate,
  deliveredBy: '2026-12-24T23:59:59.000Z',
});
const now = Date.parse('2026-11-25T12:00:00Z');

describe('the coming cut-off', () => {
  it('is the soonest one still to come', () => {
    const groups = [group('gifts', '2026-12-17T23:59:59Z'), group('wall', '2026-12-10T23:59:59Z')];
    expect(comingCutOff(groups, now)?.id).toBe('wall');
  });

  it('leaves out deadlines that have passed or are more than 45 days away', () => {
    expect(comingCutOff([group('past', '2026-11-20T23:59:59Z')], now)).toBeNull();
    expect(comingCutOff([group('far', '2027-02-10T23:59:59Z')], now)).toBeNull();
    expect(comingCutOff([], now)).toBeNull();
  });
});
