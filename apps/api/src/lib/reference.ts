import { randomBytes } from 'node:crypto';
import { lagosDate } from '@owo/contract/lagos-time';

/**
 * A unique, human-quotable transaction reference, e.g. OWO-NIP-20261122-8F3A9C1B2D. Its date is the day in Lagos,
 * as on the receipt and the statement: a send at 00:30 WAT carries that day, not UTC's yesterday.
 */
export function newReference(rail: string, now = new Date()): string {
  const day = lagosDate(now).replaceAll('-', '');
  return `OWO-${rail.toUpperCase()}-${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}
