import { randomInt } from 'node:crypto';

export interface IssuedCard {
  brand: 'visa';
  pan: string;
  cvv: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The card processor that issues virtual cards (Owo holds the money; the processor issues the number). */
export interface CardIssuerRail {
  issue(nameOnCard: string): Promise<IssuedCard>;
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

/** Sandbox: random Luhn-valid 16-digit Visa numbers in the test range, valid three years. */
export const sandboxCardIssuer: CardIssuerRail = {
  async issue() {
    const body = `${SANDBOX_BIN}${Array.from({ length: 9 }, () => randomInt(0, 10)).join('')}`;
    const now = new Date();
    return {
      brand: 'visa',
      pan: `${body}${luhnCheckDigit(body)}`,
      cvv: String(randomInt(0, 1000)).padStart(3, '0'),
      expiryMonth: now.getUTCMonth() + 1,
      expiryYear: now.getUTCFullYear() + VALID_YEARS,
    };
  },
};
