import { formatToken } from '@owo/contract/bills';
import { formatMinor, type MoneyFormat } from '@owo/contract/money-format';
import { RAIL_NAMES } from '@owo/contract/rail-names';
import type { TransactionDescription } from '@owo/contract/transaction-description';

// One movement, told once (issue 24, docs/decisions/025-one-description-of-a-movement.md). Every surface that
// tells a customer about money — alerts, the inbox, the history, the detail, receipts, the verify page,
// statements, a payment link's page — prints what these pure functions make from the history row, so the
// amount, the fee, the total, the status, the other party and the reference read the same everywhere.

type Status = 'pending' | 'successful' | 'failed' | 'reversed';

/** What a description is made from: a history row (or an event's copy of one) and the link it paid, if any. */
export interface Movement {
  direction: 'debit' | 'credit';
  rail: string;
  status: Status;
  currency: string;
  amount_minor: bigint;
  fee_minor: bigint;
  reference: string;
  counterparty_name: string | null;
  counterparty_account: string | null;
  counterparty_bank: string | null;
  narration: string | null;
  meta: Record<string, unknown>;
  /** The payment link this credit paid (payment_link_payments), read beside the row. */
  link?: { description: string; payer_name: string | null } | null;
}

export interface DescribeOptions {
  /** Public pages and texts that a lock screen shows: people's names as "Ada O.", numbers as ******5678. */
  masked?: boolean;
  /**
   * A public page (the verify page, a payment link's page): masked, and without what only the customer needs
   * (a meter's token, the narration).
   */
  public?: boolean;
  /** The operations console: as the customer reads it, less a meter's token (it is worth money, and the staff never need it). */
  staff?: boolean;
  /** 'code' for PDFs, whose fonts have no ₦. */
  money?: MoneyFormat['style'];
}

/** "Ada Obi" → "Ada O.": the first name and the last name's initial. */
export function maskName(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Owo customer';
  const first = words[0]!;
  if (words.length === 1) return first;
  return `${first} ${words[words.length - 1]!.charAt(0).toUpperCase()}.`;
}

/** Account and mobile numbers keep their last 4 digits; an alias its first 2 characters; a card label stays. */
export function maskAccount(account: string | null): string | null {
  if (!account) return null;
  const s = account.trim();
  if (s.includes('•')) return s;
  const digits = s.replace(/[\s+-]/g, '');
  if (/^\d{5,}$/.test(digits)) return `******${digits.slice(-4)}`;
  if (s.length <= 3) return '***';
  return `${s.slice(0, 2)}${'*'.repeat(Math.min(6, s.length - 2))}`;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};

/** The words for a status, from the customer's side: an accepted send that has not settled is on its way. */
export function statusLabel(status: Status, direction: 'debit' | 'credit'): string {
  if (status === 'pending') return 'On its way';
  if (status === 'successful') return direction === 'credit' ? 'Received' : 'Paid';
  return status === 'reversed' ? 'Reversed' : 'Failed';
}

/** What a bill's number is called: the meter, the smartcard, the phone line. */
const BILL_NUMBER_NAMES: Readonly<Record<string, string>> = {
  electricity: 'Meter',
  cable: 'Smartcard',
  airtime: 'Line',
  data: 'Line',
};

function kindOf(m: Movement): TransactionDescription['kind'] {
  if (m.rail === 'bills') return 'bill';
  if (m.rail === 'card') return 'card';
  if (m.direction === 'credit' && m.link) return 'payment_link';
  if (m.rail === 'inflow') return 'deposit';
  return 'transfer';
}

/** Who or what, and the line under it. */
function parties(m: Movement, kind: TransactionDescription['kind'], masked: boolean) {
  const person = (name: string | null) => (masked ? maskName(name) : (name ?? 'Owo customer'));
  if (kind === 'bill') {
    const bill = record(m.meta.bill);
    const biller = text(bill.biller_name) ?? m.counterparty_bank ?? 'Biller';
    const number = text(bill.customer_id) ?? m.counterparty_account;
    const shown = masked ? maskAccount(number) : number;
    const numberName = BILL_NUMBER_NAMES[String(bill.category)] ?? 'Number';
    const line = [text(bill.product_name), shown ? `${numberName} ${shown}` : null]
      .filter(Boolean)
      .join(' · ');
    return { title: biller, subtitle: line || null };
  }
  // Funding the card: the naira side pays the card ("Dollar card · VISA •••• 1234"); the card's side is paid
  // from the customer's own naira account, named like any other party below.
  if (kind === 'card' && m.direction === 'debit') {
    return { title: RAIL_NAMES.card!, subtitle: m.counterparty_name };
  }
  if (kind === 'payment_link' && m.link) {
    const payer = m.link.payer_name ?? m.counterparty_name;
    return {
      title: payer ? person(payer) : 'Bank transfer',
      subtitle: `Payment link “${m.link.description}”`,
    };
  }
  const bankLine = [m.counterparty_bank, maskAccount(m.counterparty_account)].filter(Boolean).join(' ');
  const name = m.counterparty_name;
  // A staff refund or adjustment says what it is: "Owo (Refund of OWO-…)".
  if ((m.rail === 'refund' || m.rail === 'adjustment') && name && m.narration) {
    return { title: `${name} (${m.narration})`, subtitle: bankLine || null };
  }
  return {
    title: name ? person(name) : (RAIL_NAMES[m.rail] ?? 'Transfer'),
    subtitle: bankLine || null,
  };
}

/** The one description of a movement (see the file's head). */
export function describeMovement(m: Movement, options: DescribeOptions = {}): TransactionDescription {
  const money = (minor: bigint) => formatMinor(minor, m.currency, { style: options.money ?? 'symbol' });
  const kind = kindOf(m);
  const isPublic = options.public === true;
  const { title, subtitle } = parties(m, kind, options.masked === true || isPublic);
  const debit = m.direction === 'debit';
  const amount = money(m.amount_minor);
  const fee = money(m.fee_minor);
  const total = money(debit ? m.amount_minor + m.fee_minor : m.amount_minor);
  const amountLine = debit && m.fee_minor > 0n ? `${total} (${amount} + ${fee} fee)` : amount;
  const who = subtitle ? `${title} · ${subtitle}` : title;
  const token = isPublic || options.staff === true ? null : text(m.meta.token);
  return {
    kind,
    title,
    subtitle,
    status_label: statusLabel(m.status, m.direction),
    amount,
    fee,
    total,
    amount_line: amountLine,
    summary: debit ? `Debit ${amountLine} to ${who}` : `Credit ${amountLine} from ${who}`,
    narration: isPublic ? null : m.narration,
    reference: m.reference,
    token: token ? formatToken(token) : null,
    units: isPublic ? null : text(m.meta.units),
  };
}

/**
 * What happened, in one sentence, for an event of the movement: a new debit or credit, or a later change of
 * its status (settled, returned, failed). The alerts and the inbox say it; `status` is the event's own.
 */
export function movementSentence(
  d: TransactionDescription,
  event: 'debit' | 'credit' | 'status',
  status: Status,
) {
  const who = d.subtitle ? `${d.title} · ${d.subtitle}` : d.title;
  const what = d.kind === 'bill' ? 'payment' : 'transfer';
  if (event === 'status') {
    if (status === 'successful') {
      if (d.kind !== 'bill') return `Arrived: ${d.amount_line} to ${who}`;
      const token = d.token ? ` · Token ${d.token}${d.units ? ` (${d.units} kWh)` : ''}` : '';
      return `Paid: ${d.amount_line} to ${who}${token}`;
    }
    if (status === 'reversed')
      return `Returned ${d.total} to your account: the ${what} to ${who} did not go through`;
    if (status === 'failed') return `Failed: ${d.amount_line} to ${who}`;
    return `${d.status_label}: ${d.amount_line} to ${who}`;
  }
  return d.summary;
}
