import { assert } from './assert.ts';

// The cells of every CSV Owo writes (statements, payout results, anything later) go through these two, so a
// file opened in a spreadsheet never runs what someone typed. A cell is either text (which may come from a
// person: a narration, a name, a reference, what they uploaded) or an amount Owo computed.

/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"): =, +, -, @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: one that a spreadsheet would run as a formula is kept as text with a leading '. */
export const csvText = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** A text cell read back from a CSV Owo wrote: the ' that `csvText` put before a formula start comes off. */
export const readCsvText = (cell: string): string =>
  cell.startsWith("'") ? cell.replace(/^'(?=[=+\-@\t\r])/, '') : cell;

/**
 * An amount cell: a plain decimal string ("-1234.50"), left as it is so spreadsheets add it up. Only Owo's
 * own figures belong here; anything a person typed is a text cell.
 */
export function csvAmount(value: string): string {
  assert(/^-?\d+(\.\d+)?$/.test(value), 'an amount cell is a plain decimal string');
  return value;
}
