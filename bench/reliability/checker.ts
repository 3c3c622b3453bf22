import { openPostgres } from '../../apps/api/src/db/db.ts';
import { verifyLedger } from '../../apps/api/src/ledger/verify.ts';
import { toMajorString, toMinor } from '../../packages/contract/src/money.ts';
import { pool, request } from './client.ts';
import type { Customer } from './customers.ts';
import type { OpRecord } from './workload.ts';

// The invariants, checked from two sides: the database (ledger:verify, conservation, no negative balance,
// nothing pending) and the customers' own view over HTTP (history and balances against what the clients
// were told). A failure is a line in `problems`.

export interface DbFigures {
  ledger_verify_ok: boolean;
  ledger_problems: string[];
  entries: number;
  postings: number;
  negative_balances: number;
  deposited_naira: string;
  customer_total_naira: string;
  fees_naira: string;
  in_clearing_naira: string;
  paid_out_naira: string;
  conserved: boolean;
  pending: number;
}

const naira = toMajorString;

export async function checkDatabase(url: string): Promise<DbFigures> {
  const db = openPostgres(url, 2);
  try {
    const report = await verifyLedger(db);
    const { rows } = await db.query<Record<string, bigint>>(
      `SELECT
         (SELECT count(*) FROM accounts WHERE kind = 'customer' AND balance_minor < 0) AS negative,
         (SELECT coalesce(sum(balance_minor), 0)::bigint FROM accounts WHERE kind = 'customer' AND currency = 'NGN')
           AS customers,
         (SELECT -coalesce(sum(p.amount_minor), 0)::bigint FROM postings p JOIN accounts a ON a.id = p.account_id
            WHERE a.code = 'funding:inbound:NGN') AS deposited,
         (SELECT coalesce(sum(p.amount_minor), 0)::bigint FROM postings p JOIN accounts a ON a.id = p.account_id
            WHERE a.code = 'fees:NGN') AS fees,
         (SELECT coalesce(sum(p.amount_minor), 0)::bigint FROM postings p JOIN accounts a ON a.id = p.account_id
            WHERE a.code LIKE 'clearing:%') AS clearing,
         (SELECT coalesce(sum(p.amount_minor), 0)::bigint FROM postings p JOIN accounts a ON a.id = p.account_id
            WHERE a.code LIKE 'settlement:%:NGN') AS paid_out,
         (SELECT count(*) FROM transactions WHERE status = 'pending') AS pending`,
    );
    const r = rows[0]!;
    const held = r.customers! + r.fees! + r.clearing! + r.paid_out!;
    return {
      ledger_verify_ok: report.ok,
      ledger_problems: report.problems,
      entries: report.counts.entries,
      postings: report.counts.postings,
      negative_balances: Number(r.negative),
      deposited_naira: naira(r.deposited!),
      customer_total_naira: naira(r.customers!),
      fees_naira: naira(r.fees!),
      in_clearing_naira: naira(r.clearing!),
      paid_out_naira: naira(r.paid_out!),
      conserved: held === r.deposited,
      pending: Number(r.pending),
    };
  } finally {
    await db.close();
  }
}

/** Waits until no external send is pending (settled or reversed), at most `timeoutMs`; returns the seconds. */
export async function drainPending(
  url: string,
  timeoutMs: number,
): Promise<{ seconds: number; left: number }> {
  const db = openPostgres(url, 1);
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await db.query<{ n: bigint }>(
        `SELECT count(*) AS n FROM transactions WHERE status = 'pending'`,
      );
      const left = Number(rows[0]!.n);
      const ms = performance.now() - started;
      if (left === 0 || ms > timeoutMs) return { seconds: ms / 1000, left };
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await db.close();
  }
}

interface HistoryRow {
  uuid: string;
  reference: string;
  direction: 'debit' | 'credit';
  rail: string;
  status: string;
  amount: number;
  fee: number;
}

async function fullHistory(base: string, c: Customer): Promise<HistoryRow[]> {
  const rows: HistoryRow[] = [];
  for (let page = 1; page <= 10_000; page++) {
    const r = await request(base, 'GET', `/api/accounts/transactions?page=${page}`, { token: c.token });
    if (r.status !== 200) throw new Error(`history of customer ${c.index}: ${r.status}`);
    rows.push(...r.body.data.data);
    if (page >= r.body.data.last_page) break;
  }
  return rows;
}

/**
 * Every acknowledged send is in its sender's history exactly once (and an Owo transfer in its recipient's),
 * no send is there that no client was told about, and every balance is what the replies add up to.
 */
export async function checkHistories(base: string, customers: Customer[], records: OpRecord[]) {
  const problems: string[] = [];
  const histories = await pool(customers, 8, (c) => fullHistory(base, c));
  const balances = await pool(customers, 8, async (c) => {
    const r = await request(base, 'GET', '/api/accounts', { token: c.token });
    return toMinor(r.body.data.accounts[0].balance)!;
  });
  const ok = records.filter((r) => r.outcome === 'ok');
  const count = (rows: HistoryRow[], f: (h: HistoryRow) => boolean) => rows.filter(f).length;
  for (const op of ok) {
    const n = count(histories[op.from]!, (h) => h.uuid === op.txUuid);
    if (n !== 1) problems.push(`send ${op.key} (${op.txUuid}) appears ${n} times in its sender's history`);
    if (op.to !== null) {
      const m = count(histories[op.to]!, (h) => h.reference === `${op.reference}-CR`);
      if (m !== 1) problems.push(`send ${op.key} appears ${m} times in its recipient's history`);
    }
  }
  const acknowledged = new Set(ok.map((o) => o.txUuid));
  const expected = customers.map((c) => c.depositMinor);
  histories.forEach((rows, i) => {
    for (const h of rows) {
      if (h.direction === 'debit' && !acknowledged.has(h.uuid))
        problems.push(`customer ${i} has a send no client was told about: ${h.uuid}`);
      if (h.status === 'pending') problems.push(`customer ${i} still has a pending send ${h.uuid}`);
    }
  });
  for (const op of ok) {
    const row = histories[op.from]!.find((h) => h.uuid === op.txUuid);
    if (row?.status === 'reversed') continue;
    expected[op.from] = expected[op.from]! - op.amountMinor - op.feeMinor;
    if (op.to !== null) expected[op.to] = expected[op.to]! + op.amountMinor;
  }
  const mismatched = balances.filter((b, i) => b !== expected[i]).length;
  if (mismatched > 0)
    problems.push(`${mismatched} balances differ from what the acknowledged replies add up to`);
  const externals = ok.filter((o) => o.to === null);
  const statusOf = (o: OpRecord) => histories[o.from]!.find((h) => h.uuid === o.txUuid)?.status;
  const reversed = externals.filter((o) => statusOf(o) === 'reversed');
  const wronglyReversed = reversed.filter((o) => o.amountMinor !== 99_900n).length;
  const notReversed = externals.filter((o) => o.amountMinor === 99_900n && statusOf(o) !== 'reversed').length;
  if (wronglyReversed + notReversed > 0)
    problems.push(`${wronglyReversed} sends reversed and ${notReversed} ₦999 sends not reversed`);
  return {
    problems,
    figures: {
      history_rows: histories.reduce((s, h) => s + h.length, 0),
      acknowledged_sends: ok.length,
      acknowledged_in_history_once: ok.length - problems.filter((p) => p.startsWith('send ')).length,
      external_successful: externals.filter((o) => statusOf(o) === 'successful').length,
      external_reversed: reversed.length,
      balances_matching_replies: balances.length - mismatched,
      customer_total_naira: naira(balances.reduce((s, b) => s + b, 0n)),
    },
  };
}
