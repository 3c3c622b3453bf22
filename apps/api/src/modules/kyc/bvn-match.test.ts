import { describe, expect, it } from 'vitest';
import { comparableName, matchBvnRecord } from './bvn-match.ts';

const record = {
  bvn: '22212345678',
  firstname: 'Oluwaseun',
  middlename: 'Ngozi',
  lastname: 'Okonkwo',
  dob: '1991-07-23',
};
const typed = (
  o: Partial<{ firstname: string; middlename: string; lastname: string; dob: string }> = {},
) => ({
  firstname: 'Oluwaseun',
  middlename: '',
  lastname: 'Okonkwo',
  dob: '1991-07-23',
  ...o,
});

describe('comparing what a customer typed with their BVN record', () => {
  it('ignores case, accents, spaces and dashes in names', () => {
    expect(comparableName('  Olúwasẹ̀ún ')).toBe('oluwaseun');
    expect(comparableName('OKON-KWO')).toBe('okonkwo');
    expect(matchBvnRecord(typed({ firstname: 'OLÚWASẸ̀ÚN', lastname: 'okonkwo' }), record).mismatched).toEqual(
      [],
    );
  });

  it('accepts first and last name in either order and gives back the record order', () => {
    const m = matchBvnRecord(typed({ firstname: 'Okonkwo', lastname: 'Oluwaseun' }), record);
    expect(m).toEqual({
      mismatched: [],
      names: { firstname: 'Oluwaseun', middlename: null, lastname: 'Okonkwo' },
    });
  });

  it('says which part is not the record', () => {
    expect(matchBvnRecord(typed({ firstname: 'Ada' }), record).mismatched).toEqual(['firstname']);
    expect(matchBvnRecord(typed({ lastname: 'Obi' }), record).mismatched).toEqual(['lastname']);
    expect(matchBvnRecord(typed({ dob: '1991-07-24' }), record).mismatched).toEqual(['dob']);
    expect(
      matchBvnRecord(typed({ firstname: 'Ada', lastname: 'Obi', dob: '1990-01-01' }), record).mismatched,
    ).toEqual(['firstname', 'lastname', 'dob']);
    // The same name twice is not the whole name.
    expect(matchBvnRecord(typed({ lastname: 'Oluwaseun' }), record).mismatched).toEqual(['lastname']);
  });

  it('compares a middle name only when one is given', () => {
    expect(matchBvnRecord(typed({ middlename: 'ngozi' }), record)).toEqual({
      mismatched: [],
      names: { firstname: 'Oluwaseun', middlename: 'Ngozi', lastname: 'Okonkwo' },
    });
    expect(matchBvnRecord(typed({ middlename: 'Chioma' }), record).mismatched).toEqual(['middlename']);
  });
});
