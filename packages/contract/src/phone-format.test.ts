import { describe, expect, it } from 'vitest';
import { maskPhone, nationalPhone } from './phone-format.ts';
import { maskedInvitePhone } from './team-roles.ts';

describe('a Nigerian phone as people read it', () => {
  it('turns E.164 into the national form, and leaves anything else as it came', () => {
    expect(nationalPhone('+2348031234567')).toBe('08031234567');
    // The bills copy cut four characters off whatever came: "08031234567" became "01234567".
    expect(nationalPhone('08031234567')).toBe('08031234567');
    expect(nationalPhone('+233241234567')).toBe('+233241234567');
  });

  it('hides the middle of a number by one rule, in either form', () => {
    expect(maskPhone('+2348031234567')).toBe('+234 803 *** 4567');
    expect(maskPhone('+2348031234567', 'national')).toBe('0803 *** 4567');
    // The invitation's copy sliced blindly: a Ghanaian number came out as "0241 *** 4567", a Nigerian-looking one.
    expect(maskPhone('+233241234567', 'national')).toBe('+233***67');
    expect(maskedInvitePhone('+233241234567')).toBe('+233***67');
    expect(maskedInvitePhone('+2348031234567')).toBe('0803 *** 4567');
  });
});
