import { isCalendarDate } from '@owo/contract/common';
import { toMajorString, toMinor } from '@owo/contract/money';
import type { ReconRail } from '@owo/contract/reconciliation';
import { csvAmount, csvText } from '#lib/csv.ts';

// The partners' daily settlement files (CSV with a header line), one format per rail, as each kind of partner
// writes it: the NIP switch's session report, a US wire partner's confirmations, a mobile money aggregator's
// disbursement report, a card processor's load report, a bills aggregator's payment report. The sandbox rails
// write them (rails/sandbox-settlements.ts) and reconciliation reads them (modules/reconciliation/), through
// this one description; the README's sandbox guide shows each. Amounts are decimal major units.

/** One line of a partner's file, whatever its format. */
export interface SettlementLine {
  /** The NIP session ID (NIP only). */
  sessionId: string | null;
  /** Owo's reference, as Owo sent it to the partner. */
  reference: string;
  /** The partner's own id of the line (its wire id, transaction id…); for NIP, the session ID. */
  partnerId: string | null;
  currency: string;
  amountMinor: bigint;
  /** What the partner charged (or, for bills, paid Owo as commission) for the line. */
  feeMinor: bigint;
  /** Money out of Owo (a payout) or into it (an inbound transfer, a card load). */
  direction: 'out' | 'in';
  status: 'successful' | 'failed';
  /** YYYY-MM-DD, Lagos. */
  valueDate: string;
  counterparty: string | null;
}

export interface SettlementFormat {
  columns: readonly string[];
  /** The cells of one line, in `columns` order. */
  write(line: SettlementLine): string[];
  /** One record (by column name) as a line, or what is wrong with it. */
  read(record: Record<string, string>): SettlementLine | string;
}

const SESSION_ID = /^\d{30}$/;

const amountCell = (minor: bigint) => csvAmount(toMajorString(minor));
const text = (value: string | null) => csvText(value ?? '');

/** Reads the fields every format has; `words` are the partner's status words for successful and failed. */
function common(
  r: Record<string, string>,
  c: { reference: string; amount: string; fee: string; date: string; status: string; currency?: string },
  words: readonly [string, string],
  currency: string,
): Omit<SettlementLine, 'sessionId' | 'partnerId' | 'direction' | 'counterparty'> | string {
  const reference = (r[c.reference] ?? '').trim();
  if (!reference || reference.length > 64) return `${c.reference} must be 1 to 64 characters`;
  const amountMinor = toMinor(r[c.amount] ?? '');
  if (amountMinor === null || amountMinor <= 0n) return `${c.amount} must be a positive decimal amount`;
  const feeMinor = toMinor(r[c.fee] || '0');
  if (feeMinor === null) return `${c.fee} must be a decimal amount`;
  const valueDate = (r[c.date] ?? '').trim();
  if (!isCalendarDate(valueDate)) return `${c.date} must be YYYY-MM-DD`;
  const word = (r[c.status] ?? '').trim().toUpperCase();
  if (word !== words[0] && word !== words[1]) return `${c.status} must be ${words[0]} or ${words[1]}`;
  const cur = c.currency ? (r[c.currency] ?? '').trim().toUpperCase() : currency;
  if (!/^[A-Z]{3}$/.test(cur)) return `${c.currency} must be a 3-letter currency code`;
  return {
    reference,
    currency: cur,
    amountMinor,
    feeMinor,
    status: word === words[0] ? 'successful' : 'failed',
    valueDate,
  };
}

const statusWord = (line: SettlementLine, words: readonly [string, string]) =>
  line.status === 'successful' ? words[0] : words[1];

const NIP_WORDS = ['SUCCESSFUL', 'FAILED'] as const;
const nip: SettlementFormat = {
  columns: [
    'session_id',
    'reference',
    'amount',
    'fee',
    'direction',
    'status',
    'value_date',
    'counterparty_bank',
  ],
  write: (l) => [
    text(l.sessionId),
    text(l.reference),
    amountCell(l.amountMinor),
    amountCell(l.feeMinor),
    l.direction === 'out' ? 'OUTWARD' : 'INWARD',
    statusWord(l, NIP_WORDS),
    l.valueDate,
    text(l.counterparty),
  ],
  read(r) {
    const sessionId = (r.session_id ?? '').trim();
    if (!SESSION_ID.test(sessionId)) return 'session_id must be 30 digits';
    const direction = (r.direction ?? '').trim().toUpperCase();
    if (direction !== 'OUTWARD' && direction !== 'INWARD') return 'direction must be OUTWARD or INWARD';
    const c = common(
      r,
      { reference: 'reference', amount: 'amount', fee: 'fee', date: 'value_date', status: 'status' },
      NIP_WORDS,
      'NGN',
    );
    if (typeof c === 'string') return c;
    return {
      ...c,
      sessionId,
      partnerId: sessionId,
      direction: direction === 'OUTWARD' ? 'out' : 'in',
      counterparty: r.counterparty_bank?.trim() || null,
    };
  },
};

const USD_WORDS = ['COMPLETED', 'RETURNED'] as const;
const usd: SettlementFormat = {
  columns: [
    'wire_id',
    'client_reference',
    'currency',
    'amount',
    'fee',
    'status',
    'value_date',
    'beneficiary_bank',
  ],
  write: (l) => [
    text(l.partnerId),
    text(l.reference),
    l.currency,
    amountCell(l.amountMinor),
    amountCell(l.feeMinor),
    statusWord(l, USD_WORDS),
    l.valueDate,
    text(l.counterparty),
  ],
  read(r) {
    const c = common(
      r,
      {
        reference: 'client_reference',
        amount: 'amount',
        fee: 'fee',
        date: 'value_date',
        status: 'status',
        currency: 'currency',
      },
      USD_WORDS,
      'USD',
    );
    if (typeof c === 'string') return c;
    return {
      ...c,
      sessionId: null,
      partnerId: r.wire_id?.trim() || null,
      direction: 'out',
      counterparty: r.beneficiary_bank?.trim() || null,
    };
  },
};

const MOMO_WORDS = ['SUCCESSFUL', 'FAILED'] as const;
const momo: SettlementFormat = {
  columns: [
    'transaction_id',
    'external_id',
    'msisdn',
    'operator',
    'currency',
    'amount',
    'fee',
    'status',
    'date',
  ],
  write: (l) => {
    const [operator, msisdn] = (l.counterparty ?? ':').split(':');
    return [
      text(l.partnerId),
      text(l.reference),
      text(msisdn ?? ''),
      text(operator ?? ''),
      l.currency,
      amountCell(l.amountMinor),
      amountCell(l.feeMinor),
      statusWord(l, MOMO_WORDS),
      l.valueDate,
    ];
  },
  read(r) {
    const c = common(
      r,
      {
        reference: 'external_id',
        amount: 'amount',
        fee: 'fee',
        date: 'date',
        status: 'status',
        currency: 'currency',
      },
      MOMO_WORDS,
      'GHS',
    );
    if (typeof c === 'string') return c;
    const party = [r.operator?.trim(), r.msisdn?.trim()].filter(Boolean).join(':');
    return {
      ...c,
      sessionId: null,
      partnerId: r.transaction_id?.trim() || null,
      direction: 'out',
      counterparty: party || null,
    };
  },
};

const CARD_WORDS = ['APPROVED', 'DECLINED'] as const;
const card: SettlementFormat = {
  columns: [
    'processor_ref',
    'client_reference',
    'card_last4',
    'type',
    'currency',
    'amount',
    'status',
    'settlement_date',
  ],
  write: (l) => [
    text(l.partnerId),
    text(l.reference),
    text(l.counterparty),
    'LOAD',
    l.currency,
    amountCell(l.amountMinor),
    statusWord(l, CARD_WORDS),
    l.valueDate,
  ],
  read(r) {
    if ((r.type ?? '').trim().toUpperCase() !== 'LOAD') return 'type must be LOAD';
    const c = common(
      r,
      {
        reference: 'client_reference',
        amount: 'amount',
        fee: 'fee',
        date: 'settlement_date',
        status: 'status',
        currency: 'currency',
      },
      CARD_WORDS,
      'USD',
    );
    if (typeof c === 'string') return c;
    return {
      ...c,
      sessionId: null,
      partnerId: r.processor_ref?.trim() || null,
      direction: 'in',
      counterparty: r.card_last4?.trim() || null,
    };
  },
};

const BILLS_WORDS = ['SUCCESSFUL', 'FAILED'] as const;
const bills: SettlementFormat = {
  columns: [
    'biller_reference',
    'client_reference',
    'biller',
    'customer_id',
    'amount',
    'commission',
    'status',
    'date',
  ],
  write: (l) => {
    const [biller, customer] = (l.counterparty ?? ':').split(':');
    return [
      text(l.partnerId),
      text(l.reference),
      text(biller ?? ''),
      text(customer ?? ''),
      amountCell(l.amountMinor),
      amountCell(l.feeMinor),
      statusWord(l, BILLS_WORDS),
      l.valueDate,
    ];
  },
  read(r) {
    const c = common(
      r,
      { reference: 'client_reference', amount: 'amount', fee: 'commission', date: 'date', status: 'status' },
      BILLS_WORDS,
      'NGN',
    );
    if (typeof c === 'string') return c;
    const party = [r.biller?.trim(), r.customer_id?.trim()].filter(Boolean).join(':');
    return {
      ...c,
      sessionId: null,
      partnerId: r.biller_reference?.trim() || null,
      direction: 'out',
      counterparty: party || null,
    };
  },
};

export const SETTLEMENT_FORMATS: Readonly<Record<ReconRail, SettlementFormat>> = {
  nip,
  usd,
  momo,
  card,
  bills,
};
