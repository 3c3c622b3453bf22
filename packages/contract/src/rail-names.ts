/**
 * The name of each way money moves (a transaction's `rail`): the one set of words for it, on every surface that
 * names one (the history row's type and its Type filter, the receipt's Type, a description's title when no
 * party is named). No zod here: the wallet's first screens import it.
 */
export const RAIL_NAMES: Readonly<Record<string, string>> = {
  nip: 'Bank transfer',
  owo: 'Owo transfer',
  enaira: 'eNaira transfer',
  usd_wire: 'USD wire',
  momo: 'Mobile money',
  bills: 'Bill payment',
  card: 'Dollar card',
  inflow: 'Bank deposit',
  refund: 'Refund',
  adjustment: 'Account adjustment',
};

/** A readable name for any rail, e.g. "USD wire", never "Usd_wire" (an unknown one, capitalised). */
export function railName(rail: string): string {
  const words = rail.replace(/_/g, ' ');
  return RAIL_NAMES[rail] ?? words.charAt(0).toUpperCase() + words.slice(1);
}
