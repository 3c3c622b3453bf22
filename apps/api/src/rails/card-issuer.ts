import { createHmac } from 'node:crypto';

export interface IssuedCard {
  brand: 'visa';
  pan: string;
  cvv: string;
  expiryMonth: number;
  expiryYear: number;
}

/** One request for a card: Owo's reference for it (claimed before the call) and the name to emboss. */
export interface CardOrder {
  reference: string;
  nameOnCard: string;
}

/**
 * The card processor that issues virtual cards (Owo holds the money; the processor issues the number).
 * issue() is idempotent by reference, as a payout rail's pay() is: asking again answers the same card and never
 * issues a second, so a double tap or a retry after a crash cannot leave a card at the issuer that Owo does not
 * know. It throws only when the issuer cannot be reached (ask again later, with the same reference).
 */
export interface CardIssuerRail {
  issue(order: CardOrder): Promise<IssuedCard>;
}

/** Luhn check digit of the digits before it. */
export function luhnCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export const isValidLuhn = (pan: string) =>
  /^\d{12,19}$/.test(pan) && luhnCheckDigit(pan.slice(0, -1)) === Number(pan.at(-1));

// Visa's test range: never routable to a real issuer.
const SANDBOX_BIN = '400000';
const VALID_YEARS = 3;

/**
 * Sandbox: Luhn-valid 16-digit Visa numbers in the test range, valid three years. The number and CVV are an
 * HMAC of the reference under a server secret, which is what makes asking again answer the same card (a real
 * issuer keeps a record instead) while nobody without the secret can work them out from anything Owo shows.
 */
export function sandboxCardIssuer(secret: string): CardIssuerRail {
  return {
    async issue(order) {
      const digits = [...createHmac('sha256', secret).update(`sandbox-card:${order.reference}`).digest()].map(
        (byte) => byte % 10,
      );
      const body = `${SANDBOX_BIN}${digits.slice(0, 9).join('')}`;
      const now = new Date();
      return {
        brand: 'visa',
        pan: `${body}${luhnCheckDigit(body)}`,
        cvv: digits.slice(9, 12).join(''),
        expiryMonth: now.getUTCMonth() + 1,
        expiryYear: now.getUTCFullYear() + VALID_YEARS,
      };
    },
  };
}
