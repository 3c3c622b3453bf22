import { maskPhone } from '@owo/contract/phone-format';

// One home for masking a person's contact details (issue 25): the console for roles without `customers.pii`,
// a complaint's and a refund's customer, and a customer's list of friends they referred.
// What a staff role without `customers.pii` sees of a customer's contact and identity details: enough to
// recognise the person on the phone ("the number ending 4567"), not enough to copy their data out.
// Nobody in the console ever sees a PIN, a password, a full card number or a one-time code: they are not
// read at all. A BVN is only ever held as its HMAC and last four digits. A phone is masked by the contract's
// one rule (+234 803 *** 4567), which a team invitation's page writes in the national form.

/** adaeze.okafor@example.ng → a***r@example.ng */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const edge = local.length > 2 ? `${local[0]}***${local.at(-1)}` : `${local[0]}***`;
  return `${edge}${email.slice(at)}`;
}

/** 1994-03-12 → 1994-**-** (the year tells an age band; the day is a security answer). */
export const maskDob = (dob: string | null) => (dob ? `${dob.slice(0, 4)}-**-**` : null);

/** A document number's last three characters. */
export const maskDocument = (n: string) =>
  `${'•'.repeat(Math.max(0, Math.min(8, n.length - 3)))}${n.slice(-3)}`;

/** A BVN as Owo holds it: its last four digits. */
export const bvnShown = (last4: string) => `•••••••${last4}`;

export interface Masker {
  masked: boolean;
  phone(p: string): string;
  email(e: string): string;
  dob(d: string | null): string | null;
  document(n: string): string;
}

export function maskerFor(seesPii: boolean): Masker {
  if (seesPii) {
    return { masked: false, phone: (p) => p, email: (e) => e, dob: (d) => d, document: (n) => n };
  }
  return { masked: true, phone: maskPhone, email: maskEmail, dob: maskDob, document: maskDocument };
}
