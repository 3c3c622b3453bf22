import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';

export interface VerifyReport {
  ok: boolean;
  counts: { entries: number; postings: number; accounts: number };
  problems: string[];
  seconds: number;
}

// Each check is one aggregate pass over postings or accounts, so the cost stays linear in their number.
const CHECKS: Array<[string, string]> = [
  [
    'entries that do not balance per currency',
    `SELECT entry_id::text || ' ' || currency AS item FROM postings
     GROUP BY entry_id, currency HAVING sum(amount_minor) <> 0`,
  ],
  [
    'entries with fewer than two postings',
    `SELECT e.id::text AS item FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id
     GROUP BY e.id HAVING count(p.id) < 2`,
  ],
  [
    'postings in a currency other than their account',
    `SELECT p.id::text AS item FROM postings p JOIN accounts a ON a.id = p.account_id
     WHERE p.currency <> a.currency`,
  ],
  [
    'customer balances that differ from the sum of their postings',
    `SELECT a.id::text || ' cached ' || a.balance_minor::text || ' postings ' || coalesce(s.total, 0)::text AS item
     FROM accounts a LEFT JOIN (SELECT account_id, sum(amount_minor) AS total FROM postings GROUP BY account_id) s
       ON s.account_id = a.id
     WHERE a.kind = 'customer' AND a.balance_minor <> coalesce(s.total, 0)`,
  ],
  [
    'negative customer balances',
    `SELECT id::text AS item FROM accounts WHERE kind = 'customer' AND balance_minor < 0`,
  ],
  [
    'currencies whose accounts do not total zero',
    `SELECT currency || ' ' || sum(amount_minor)::text AS item FROM postings
     GROUP BY currency HAVING sum(amount_minor) <> 0`,
  ],
  [
    'transactions pointing at a missing journal entry',
    `SELECT t.uuid::text AS item FROM transactions t LEFT JOIN journal_entries e ON e.id = t.entry_id
     WHERE t.entry_id IS NOT NULL AND e.id IS NULL`,
  ],
  [
    "daily limit counters that differ from the day's pending and successful NGN debits",
    `SELECT coalesce(d.user_id, h.user_id)::text || ' ' || coalesce(d.day, h.day)::text || ' counted '
         || coalesce(d.spent_minor, 0)::text || '/' || coalesce(d.sent_minor, 0)::text || ' history '
         || coalesce(h.spent_minor, 0)::text || '/' || coalesce(h.sent_minor, 0)::text AS item
     FROM daily_spend d FULL JOIN money_spend_by_day h ON h.user_id = d.user_id AND h.day = d.day
     WHERE coalesce(d.spent_minor, 0) <> coalesce(h.spent_minor, 0)
        OR coalesce(d.sent_minor, 0) <> coalesce(h.sent_minor, 0)`,
  ],
  // The send's write path keeps no foreign keys (migration 015): every reference is checked here instead.
  [
    'postings pointing at a missing journal entry or account',
    `SELECT p.id::text AS item FROM postings p
     WHERE NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.id = p.entry_id)
        OR NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = p.account_id)`,
  ],
  [
    'transactions pointing at a missing customer or account',
    `SELECT t.uuid::text AS item FROM transactions t
     WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id)
        OR NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = t.account_id)`,
  ],
  [
    'idempotency keys, daily counters or outbox rows pointing at a missing customer or transaction',
    `SELECT 'key ' || k.user_id::text AS item FROM idempotency_keys k
       WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = k.user_id)
     UNION ALL SELECT 'counter ' || d.user_id::text FROM daily_spend d
       WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id)
     UNION ALL SELECT 'outbox ' || o.id::text FROM outbox o
       WHERE NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = o.transaction_id)`,
  ],
  // Each inflow reference is credited once (migration 016): its claim and its credit, one for one.
  [
    'inflow references without their credit, or inflow credits without their reference',
    `SELECT 'reference ' || r.reference AS item FROM inflow_references r
       WHERE NOT EXISTS (SELECT 1 FROM transactions t
                          WHERE t.reference = 'INFLOW-' || r.reference AND t.amount_minor = r.amount_minor)
     UNION ALL SELECT 'credit ' || t.reference FROM transactions t
       WHERE t.rail = 'inflow' AND t.reference LIKE 'INFLOW-%'
         AND NOT EXISTS (SELECT 1 FROM inflow_references r WHERE 'INFLOW-' || r.reference = t.reference)`,
  ],
  [
    'successful or pending transactions without a journal entry',
    `SELECT uuid::text AS item FROM transactions WHERE entry_id IS NULL AND status IN ('successful', 'pending')`,
  ],
];

/**
 * Checks every ledger invariant (entries balance, cached balances match postings, none negative, counters
 * match the history; see docs/decisions/002-ledger-balances.md) and reports what is wrong, if anything.
 */
export async function verifyLedger(q: Queryable): Promise<VerifyReport> {
  const started = performance.now();
  const problems: string[] = [];
  for (const [label, sql] of CHECKS) {
    const { rows } = await q.query<{ item: string }>(`${sql} LIMIT 20`);
    if (rows.length > 0) problems.push(`${label}: ${rows.map((r) => r.item).join(', ')}`);
  }
  const { rows } = await q.query<{ entries: bigint; postings: bigint; accounts: bigint }>(
    `SELECT (SELECT count(*) FROM journal_entries) AS entries, (SELECT count(*) FROM postings) AS postings,
            (SELECT count(*) FROM accounts) AS accounts`,
  );
  const c = rows[0];
  assert(c, 'a count query returns one row');
  return {
    ok: problems.length === 0,
    counts: { entries: Number(c.entries), postings: Number(c.postings), accounts: Number(c.accounts) },
    problems,
    seconds: (performance.now() - started) / 1000,
  };
}
