import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft/transfer-draft';
import { initTransferState } from './draft/transfer-reducer';
import { reviewRows } from './review-rows';

const rates = { usd: 1500, ghs: 100 };
// Intl puts a no-break space between a currency code and the number.
const rowValue = (rows: ReturnType<typeof reviewRows>, label: string) =>
  rows.find((r) => r.label === label)?.value.replace(/\u00a0/g, ' ');

describe('the review screen', () => {
  it('totals amount plus fee for eNaira and mobile money', () => {
    const enaira = initTransferState('enaira', 'k', {
      amount: '5000',
      fee: 10.75,
      name: 'Ada',
      alias: 'ada',
    });
    expect(rowValue(reviewRows(enaira, rates), 'Total to be debited')).toBe('₦5,010.75');
    const momo = initTransferState('momo', 'k', { amount: '20000', fee: 200, name: 'Kofi' });
    const rows = reviewRows(momo, rates);
    expect(rowValue(rows, 'Total to be debited')).toBe('₦20,200.00');
    expect(rowValue(rows, 'Recipient gets')).toBe('GHS 200.00');
    expect(rowValue(rows, 'Rate')).toBe('1 GHC = 100 NGN');
  });

  it('shows the amount, the fee and the total to be debited for NGN remittance and USD reviews', () => {
    const ngn = initTransferState('remittance', 'k', { amount: '10000', fee: 26.88, name: 'Bola' });
    expect(rowValue(reviewRows(ngn, rates), 'Amount')).toBe('₦10,000.00');
    expect(rowValue(reviewRows(ngn, rates), 'Fee')).toBe('₦26.88');
    expect(rowValue(reviewRows(ngn, rates), 'Total to be debited')).toBe('₦10,026.88');
    const usd = initTransferState('remittance', 'k', { ...emptyDraft('usd'), amount: '15001', name: 'John' });
    const rows = reviewRows(usd, rates);
    expect(rowValue(rows, 'Amount')).toBe('₦15,001.00');
    expect(rowValue(rows, 'Total to be debited')).toBe('₦17,501.00');
    expect(rowValue(rows, 'Recipient gets')).toBe('US$10.00');
    expect(rowValue(rows, 'Rate')).toBe('1 USD = 1,500 NGN');
    expect(rowValue(rows, 'Fee')).toBe('₦2,500.00');
  });

  it('rounds the conversion to 2 decimals', () => {
    const momo = initTransferState('momo', 'k', { amount: '1001', fee: 100, name: 'Kofi' });
    expect(rowValue(reviewRows(momo, { usd: 1500, ghs: 13.33 }), 'Recipient gets')).toBe('GHS 75.09');
  });
});
