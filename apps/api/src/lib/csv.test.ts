import { describe, expect, it } from 'vitest';
import { csvAmount, csvText } from './csv.ts';

describe('CSV cells', () => {
  it('keeps a text cell that a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvText(`${start}HYPERLINK("http://x","Claim")`)).toBe(`'${start}HYPERLINK("http://x","Claim")`);
    }
    expect(csvText('March salary')).toBe('March salary');
    expect(csvText('')).toBe('');
    expect(csvText("'=already quoted")).toBe("'=already quoted");
  });

  it('leaves amounts as plain decimal strings, negative ones too, and refuses anything else as an amount', () => {
    expect(csvAmount('1234.50')).toBe('1234.50');
    expect(csvAmount('-700.25')).toBe('-700.25');
    expect(() => csvAmount('=1+1')).toThrow();
    expect(() => csvAmount('1,234.50')).toThrow();
  });
});
