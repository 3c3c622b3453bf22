// How a Nigerian phone number reads, on both sides: the number stored and sent is E.164 (+2348031234567, as
// common.ts's phoneSchema makes it); people, billers and the FIU's goAML read the national form (08031234567).
// No zod here: the wallet's first screens and the invitation page import it.

/** "+2348031234567" → "08031234567". A number that is not Nigerian E.164 is returned as it came. */
export function nationalPhone(e164: string): string {
  const m = /^\+234(\d+)$/.exec(e164);
  return m ? `0${m[1]}` : e164;
}

/**
 * A phone with its middle hidden: the network's code and the last four digits stay, enough to recognise one's
 * own number ("the one ending 4567"), not enough to copy it. One rule, written in either form:
 * `international` "+234 803 *** 4567" (the console, a complaint's or a refund's customer, a referral),
 * `national` "0803 *** 4567" (a team invitation, which its holder compares with their own number).
 * A number that is not Nigerian keeps its first 4 characters and last 2.
 */
export function maskPhone(e164: string, form: 'international' | 'national' = 'international'): string {
  const m = /^\+234(\d{3})\d+(\d{4})$/.exec(e164);
  if (!m) return `${e164.slice(0, 4)}***${e164.slice(-2)}`;
  return form === 'national' ? `0${m[1]} *** ${m[2]}` : `+234 ${m[1]} *** ${m[2]}`;
}
