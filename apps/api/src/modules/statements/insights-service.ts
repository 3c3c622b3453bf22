import { toMajorString } from '@owo/contract/money';
import type { Insights } from '@owo/contract/statements';
import type { Deps } from '#app-types';
import { monthlyFlows, outByKind } from './statements-repository.ts';

/** Insights cover this month and the five before it. */
export const INSIGHT_MONTHS = 6;

const KINDS = [
  { kind: 'transfers', label: 'Transfers' },
  { kind: 'card', label: 'Card' },
  { kind: 'fees', label: 'Fees' },
  { kind: 'bills', label: 'Bills' },
] as const;

/** Money in and out per month and money out by kind, summed in SQL in minor units, sent as decimal strings. */
export async function insights(deps: Deps, userId: bigint): Promise<Insights> {
  const [months, byKind] = await Promise.all([
    monthlyFlows(deps.db, userId, INSIGHT_MONTHS),
    outByKind(deps.db, userId, INSIGHT_MONTHS),
  ]);
  return {
    currency: 'NGN',
    months: months.map((m) => ({
      month: m.month,
      money_in: toMajorString(m.money_in),
      money_out: toMajorString(m.money_out),
    })),
    out_by_kind: KINDS.map(({ kind, label }) => ({ kind, label, amount: toMajorString(byKind[kind]) })),
  };
}
