import { describe, expect, it } from 'vitest';
import { attachment } from './attachment.ts';

describe('attachment', () => {
  it('keeps a plain name as it is', () => {
    expect(attachment('owo-receipt-NIP-20261128-AB12.pdf')).toBe(
      'attachment; filename="owo-receipt-NIP-20261128-AB12.pdf"',
    );
  });

  it('cannot be made to name another file or break the header by what someone typed', () => {
    // An inflow's reference is the payer's text: it reaches a receipt's file name.
    const header = attachment(`owo-receipt-INFLOW-x"; filename*=UTF-8''a.html; x=".pdf`);
    expect(header).toBe('attachment; filename="owo-receipt-INFLOW-x-filename-UTF-8-a.html-x-.pdf"');
    expect(header.match(/"/g)).toHaveLength(2);
    expect(attachment('owo-payout-Salaries\r\nSet-Cookie: a=1.csv')).toBe(
      'attachment; filename="owo-payout-Salaries-Set-Cookie-a-1.csv"',
    );
  });
});
