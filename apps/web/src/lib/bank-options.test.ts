import { describe, expect, it } from 'vitest';
import { filterOptions } from '#ui/use-select';
import { bankOptions } from './bank-options';

// Part of the bank list the API serves (GET /transfer/banks), in its order.
const BANKS = [
  ['Access Bank', '044'],
  ['Access Bank (Diamond)', '063'],
  ['First Bank of Nigeria', '011'],
  ['First City Monument Bank', '214'],
  ['Guaranty Trust Bank', '058'],
  ['Kuda Microfinance Bank', '50211'],
  ['Moniepoint Microfinance Bank', '50515'],
  ['OPay', '999992'],
  ['United Bank For Africa', '033'],
  ['Zenith Bank', '057'],
].map(([BankName, CBNBankCode]) => ({ BankName: BankName!, CBNBankCode: CBNBankCode! }));

const firstFound = (query: string) => filterOptions(bankOptions(BANKS), query)[0]?.label;

describe('finding a bank by the name people say', () => {
  it.each([
    ['GTB', 'Guaranty Trust Bank'],
    ['GTBank', 'Guaranty Trust Bank'],
    ['gt bank', 'Guaranty Trust Bank'],
    ['UBA', 'United Bank For Africa'],
    ['First', 'First Bank of Nigeria'],
    ['Zenith', 'Zenith Bank'],
    ['Opay', 'OPay'],
    ['Kuda', 'Kuda Microfinance Bank'],
    ['Moniepoint', 'Moniepoint Microfinance Bank'],
    ['Access (Diamond)', 'Access Bank (Diamond)'],
    ['Diamond', 'Access Bank (Diamond)'],
    ['FCMB', 'First City Monument Bank'],
  ])('"%s" finds %s first', (query, bank) => {
    expect(firstFound(query)).toBe(bank);
  });

  it('still finds every bank whose name holds the words typed, the closest first', () => {
    expect(filterOptions(bankOptions(BANKS), 'first').map((o) => o.label)).toEqual([
      'First Bank of Nigeria',
      'First City Monument Bank',
    ]);
    expect(filterOptions(bankOptions(BANKS), 'Access').map((o) => o.label)).toEqual([
      'Access Bank',
      'Access Bank (Diamond)',
    ]);
  });

  it('finds nothing for a name no bank has', () => {
    expect(filterOptions(bankOptions(BANKS), 'Barclays')).toEqual([]);
  });
});
