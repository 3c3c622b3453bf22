import { createHash } from 'node:crypto';
import type { BillCategory } from '@owo/contract/bills';
import { assert } from '#lib/assert.ts';
import { BILLER_CATALOGUE, type CatalogueBiller } from './biller-catalogue.ts';
import { sandboxName } from './names.ts';
import { type PayoutRail, SANDBOX_REFUSED_MINOR } from './payout.ts';
import { findSandboxPayout, recordSandboxPayout } from './payout-repository.ts';

/** Who a biller knows by a customer number: the name, and a meter's address or a smartcard's bouquet. */
export interface BillCustomer {
  name: string;
  address: string | null;
  currentBouquet: string | null;
}

/**
 * A bills aggregator (airtime, data, electricity, cable TV): its catalogue, customer lookup, and payment.
 * pay() is the payout rail's: idempotent by Owo's reference, so the settlement worker may ask again; the
 * order's destination carries `biller`, `product` and `customer_id`. A paid prepaid-meter purchase answers
 * with details `token` (20 digits) and `units` (kWh, 2 decimals).
 */
export interface Biller extends PayoutRail {
  billers(category: BillCategory): Promise<readonly CatalogueBiller[]>;
  /** The biller with this code, or null. */
  biller(code: string): Promise<CatalogueBiller | null>;
  /** The customer behind a well-formed number, or null when the biller has none. */
  lookup(biller: CatalogueBiller, customerId: string): Promise<BillCustomer | null>;
}

const digest = (seed: string) => createHash('sha256').update(seed).digest();

const STREETS = ['Adeola Odeku Street', 'Awolowo Road', 'Allen Avenue', 'Ahmadu Bello Way', 'Aba Road'];

/** A sandbox meter's service address: a house number and street from the number, in the DisCo's city. */
function sandboxAddress(b: CatalogueBiller, meter: string): string {
  const h = digest(`address:${meter}`);
  return `${(h[0]! % 90) + 1} ${STREETS[h[1]! % STREETS.length]}, ${b.city ?? 'Lagos'}`;
}

/** 20 digits from the reference and meter: the same purchase always gets the same token. */
export function sandboxToken(reference: string, meter: string): string {
  const n = BigInt(`0x${digest(`token:${reference}:${meter}`).toString('hex')}`) % 10n ** 20n;
  return n.toString().padStart(20, '0');
}

/** kWh for an amount at a tariff (both kobo), rounded down to 2 decimals: "47.73". */
export function unitsFor(amountMinor: bigint, tariffMinorPerKwh: bigint): string {
  const centiKwh = (amountMinor * 100n) / tariffMinorPerKwh;
  return `${centiKwh / 100n}.${String(centiKwh % 100n).padStart(2, '0')}`;
}

/**
 * Sandbox test values: every well-formed number resolves to a stable name made from it (a meter also has
 * an address, a smartcard a current bouquet), except all zeros (not found). Payments settle; an amount of
 * exactly ₦999 is refused and reversed. Prepaid meters get a token and units at the DisCo's tariff.
 */
export const sandboxBiller: Biller = {
  async billers(category) {
    return BILLER_CATALOGUE.filter((b) => b.category === category);
  },
  async biller(code) {
    return BILLER_CATALOGUE.find((b) => b.code === code) ?? null;
  },
  async lookup(b, customerId) {
    if (/^0+$/.test(customerId.replace(/^\+234/, ''))) return null;
    const name = sandboxName(`bills:${b.category}:${customerId}`);
    const bouquets = b.products;
    return {
      name,
      address: b.category === 'electricity' ? sandboxAddress(b, customerId) : null,
      currentBouquet:
        b.category === 'cable' && bouquets.length > 0
          ? (bouquets[digest(`bouquet:${customerId}`)[0]! % bouquets.length]?.name ?? null)
          : null,
    };
  },
  async pay(q, order) {
    const refused = order.amountMinor === SANDBOX_REFUSED_MINOR;
    await recordSandboxPayout(q, {
      reference: order.reference,
      rail: 'bills',
      currency: order.currency,
      amountMinor: order.amountMinor,
      sessionId: order.sessionId,
      destination: order.destination,
      status: refused ? 'refused' : 'paid',
      reason: refused ? 'The biller declined the payment (sandbox: amount 999)' : null,
    });
    const row = await findSandboxPayout(q, order.reference);
    assert(row, 'a sandbox bill payment is recorded before it is read back');
    if (row.status === 'refused') return { status: 'refused', reason: row.reason ?? 'Refused by the biller' };
    const railReference = `SBX-BILLS-${order.reference}`;
    const b = BILLER_CATALOGUE.find((x) => x.code === order.destination.biller);
    if (!b?.tariffMinorPerKwh) return { status: 'paid', railReference };
    const meter = String(order.destination.customer_id);
    return {
      status: 'paid',
      railReference,
      details: {
        token: sandboxToken(order.reference, meter),
        units: unitsFor(order.amountMinor, b.tariffMinorPerKwh),
      },
    };
  },
};
