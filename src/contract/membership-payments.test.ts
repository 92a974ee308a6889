// The console's 现场缴费 form: an amount typed in yuan becomes whole fen, and what cannot be an
// amount or a day is refused in Chinese before anything is sent.
import { describe, expect, it } from 'vitest';
import { fenOf, inPersonForm } from './membership-payments';

const messages = (values: { amount: string; paidOn: string }) => {
  const parsed = inPersonForm.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('inPersonForm', () => {
  it('takes yuan with up to two decimals and sends them as fen', () => {
    expect(messages({ amount: '188.00', paidOn: '2027-03-01' })).toEqual([]);
    expect(fenOf('188.00')).toBe(18800);
    expect(fenOf('0.29')).toBe(29);
  });

  it('refuses a zero, a third decimal, text and a day that does not exist', () => {
    expect(messages({ amount: '0', paidOn: '2027-03-01' })).toEqual(['金额必须大于 0']);
    expect(messages({ amount: '1.005', paidOn: '2027-03-01' })).toEqual(['金额最多两位小数']);
    expect(messages({ amount: '一百', paidOn: '2027-03-01' })).toEqual(['金额必须是数字']);
    expect(messages({ amount: '10', paidOn: '2027-02-30' })).toEqual(['收款日期不是有效的日期']);
  });
});
