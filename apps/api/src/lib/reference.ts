import { randomBytes } from 'node:crypto';

/** A unique, human-quotable transaction reference, e.g. OWO-NIP-20261122-8F3A9C1B2D. */
export function newReference(rail: string): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `OWO-${rail.toUpperCase()}-${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}
