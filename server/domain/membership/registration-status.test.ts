import { describe, expect, it } from 'vitest';
import { displayStatus, displayStatusLabel, publicStatus } from './registration-status';

describe('displayStatus', () => {
  it('is the stored state through the season’s last day, and 已过期 the day after', () => {
    expect(displayStatus('active', '2027-12-31', '2027-12-31')).toBe('active');
    expect(displayStatus('awaiting_payment', '2027-12-31', '2027-06-01')).toBe('awaiting_payment');
    expect(displayStatus('active', '2027-12-31', '2028-01-01')).toBe('expired');
    expect(displayStatus('draft', '2027-12-31', '2028-01-01')).toBe('expired');
    expect(displayStatusLabel('rejected', '2027-12-31', '2027-03-01')).toBe('已驳回');
    expect(displayStatusLabel('active', '2027-12-31', '2028-03-01')).toBe('已过期');
  });
});

describe('publicStatus', () => {
  const r = (seasonId: number, status: 'active' | 'awaiting_review', endsOn: string) => ({
    seasonId,
    status,
    endsOn,
  });
  it('says 有效 for this season’s active registration, 已过期 for an earlier one, 未注册 otherwise', () => {
    expect(publicStatus([r(2, 'active', '2028-12-31')], 2, '2028-03-01')).toBe('active');
    expect(publicStatus([r(1, 'active', '2027-12-31')], 2, '2028-03-01')).toBe('expired');
    expect(publicStatus([r(2, 'awaiting_review', '2028-12-31')], 2, '2028-03-01')).toBe(
      'unregistered',
    );
    expect(publicStatus([], null, '2028-03-01')).toBe('unregistered');
  });
});
