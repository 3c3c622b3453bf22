import type { Queryable } from '#db/db.ts';

// The detectors: one statement per rule kind over a batch of newly committed history rows, with the rule's
// parameters as values. The batch is read once (readBatch): its rows' ids, and each customer's latest row and
// latest debit in it, which the window rules start from (velocity, fan-in/out, dormant: none of them reads the
// batch's rows again). A rule that looks at a window fires at most once per customer per window (the NOT EXISTS
// on recent alerts comes first, one index probe per customer, so a customer already alerted costs only that),
// and reads at most a bounded number of rows per customer (WINDOW_ROWS), whatever their volume.

/** What a detector found: the customer, the row that made it fire, every row of the pattern, and what it saw. */
export interface DetectorRow {
  user_id: bigint;
  transaction_id: bigint;
  ids: bigint[];
  evidence: Record<string, unknown>;
}

/** The most rows one window reads per customer (evidence lists at most this many transactions). */
export const WINDOW_ROWS = 500;

/** Whether the rule alerted the customer within its window: one probe of monitoring_alerts_recent. */
const alertedWithin = (user: string, rule: string, window: string) =>
  `EXISTS (SELECT 1 FROM monitoring_alerts a
     WHERE a.user_id = ${user} AND a.rule_id = ${rule} AND a.created_at > now() - ${window})`;
const notRecentlyAlerted = (rule: string, window: string) =>
  `NOT ${alertedWithin('t.user_id', rule, window)}`;

const rows = async (q: Queryable, sql: string, params: unknown[]) =>
  (await q.query<DetectorRow>(sql, params)).rows;

/**
 * The batch's customers a window rule starts from (`$1`–`$3`: their ids, the time and id of their latest row),
 * less those the rule (`rule`) alerted within its window.
 */
const customersOf = (rule: string, window: string) =>
  `SELECT b.user_id, b.at::timestamptz AS at, b.last_id
   FROM unnest($1::bigint[], $2::text[], $3::bigint[]) b(user_id, at, last_id)
   WHERE NOT ${alertedWithin('b.user_id', rule, window)}`;

/** A customer's latest row in the batch (or latest debit), as the window rules take it. */
export interface Latest {
  user_id: bigint;
  /** As text: a Date would drop the microseconds a window's bound is compared with. */
  at: string;
  last_id: bigint;
}

const latestParams = (l: Latest[]) => [
  l.map((c) => String(c.user_id)),
  l.map((c) => c.at),
  l.map((c) => String(c.last_id)),
];

/** `min_sends` or more debits by one customer within `window_minutes` (from each customer's latest debit). */
export function velocity(
  q: Queryable,
  debits: Latest[],
  ruleId: bigint,
  p: { min_sends: number; window_minutes: number },
) {
  return rows(
    q,
    `WITH s AS (${customersOf('$4', 'make_interval(mins => $6)')})
     SELECT s.user_id, s.last_id AS transaction_id, w.ids,
       jsonb_build_object('sends', w.n, 'min_sends', $5::int, 'window_minutes', $6::int,
         'first_at', w.first_at, 'last_at', s.at) AS evidence
     FROM s CROSS JOIN LATERAL (
       SELECT array_agg(x.id ORDER BY x.id) AS ids, count(*) AS n, min(x.created_at) AS first_at FROM (
         SELECT d.id, d.created_at FROM transactions d
         WHERE d.user_id = s.user_id AND d.direction = 'debit' AND d.status <> 'failed'
           AND d.created_at > s.at - make_interval(mins => $6) AND d.created_at <= s.at
         ORDER BY d.created_at DESC LIMIT $5) x) w
     WHERE w.n >= $5`,
    [...latestParams(debits), String(ruleId), p.min_sends, p.window_minutes],
  );
}

/** `min_sends` or more debits within `band_percent` below `threshold_minor`, within `window_hours`. */
export function structuring(
  q: Queryable,
  ids: bigint[],
  ruleId: bigint,
  p: { threshold_minor: string; band_percent: number; min_sends: number; window_hours: number },
) {
  const threshold = BigInt(p.threshold_minor);
  const low = threshold - (threshold * BigInt(p.band_percent)) / 100n;
  return rows(
    q,
    `WITH s AS (
       SELECT t.user_id, max(t.created_at) AS at, max(t.id) AS last_id FROM transactions t
       WHERE t.id = ANY($1::bigint[]) AND t.direction = 'debit' AND t.status <> 'failed'
         AND t.amount_minor >= $3::bigint AND t.amount_minor < $4::bigint
         AND ${notRecentlyAlerted('$2', 'make_interval(hours => $6)')}
       GROUP BY t.user_id)
     SELECT s.user_id, s.last_id AS transaction_id, w.ids,
       jsonb_build_object('sends', w.n, 'total_minor', w.total::text, 'threshold_minor', $4::text,
         'band_from_minor', $3::text, 'window_hours', $6::int) AS evidence
     FROM s CROSS JOIN LATERAL (
       SELECT array_agg(x.id ORDER BY x.id) AS ids, count(*) AS n, sum(x.amount_minor) AS total FROM (
         SELECT d.id, d.amount_minor FROM transactions d
         WHERE d.user_id = s.user_id AND d.direction = 'debit' AND d.status <> 'failed'
           AND d.amount_minor >= $3::bigint AND d.amount_minor < $4::bigint
           AND d.created_at > s.at - make_interval(hours => $6) AND d.created_at <= s.at
         ORDER BY d.created_at DESC LIMIT ${WINDOW_ROWS}) x) w
     WHERE w.n >= $5`,
    [ids.map(String), String(ruleId), String(low), String(threshold), p.min_sends, p.window_hours],
  );
}

/**
 * A debit of at least `min_amount_minor` to a recipient this customer never paid before, within `device_hours`
 * of a device the account had not used (the account had another device before it).
 */
export function newDeviceBeneficiary(
  q: Queryable,
  ids: bigint[],
  p: { min_amount_minor: string; device_hours: number },
) {
  return rows(
    q,
    `SELECT t.user_id, t.id AS transaction_id, ARRAY[t.id] AS ids,
       jsonb_build_object('amount_minor', t.amount_minor::text, 'min_amount_minor', $2::text,
         'device', dev.label, 'device_first_seen_at', dev.first_seen_at, 'device_hours', $3::int,
         'recipient', jsonb_build_object('name', t.counterparty_name, 'account', t.counterparty_account,
           'bank', t.counterparty_bank, 'rail', t.rail)) AS evidence
     FROM transactions t
     JOIN LATERAL (
       SELECT d.label, d.first_seen_at FROM devices d
       WHERE d.user_id = t.user_id AND d.first_seen_at <= t.created_at
         AND d.first_seen_at > t.created_at - make_interval(hours => $3)
         AND EXISTS (SELECT 1 FROM devices o WHERE o.user_id = t.user_id AND o.first_seen_at < d.first_seen_at)
       ORDER BY d.first_seen_at DESC LIMIT 1) dev ON true
     WHERE t.id = ANY($1::bigint[]) AND t.direction = 'debit' AND t.status <> 'failed'
       AND t.amount_minor >= $2::bigint AND t.counterparty_account IS NOT NULL
       AND NOT EXISTS (
         SELECT 1 FROM transactions p WHERE p.user_id = t.user_id AND p.direction = 'debit' AND p.id <> t.id
           AND p.created_at <= t.created_at AND p.rail = t.rail AND p.counterparty_account = t.counterparty_account)`,
    [ids.map(String), p.min_amount_minor, p.device_hours],
  );
}

/**
 * Money in from at least `min_senders` different senders (at least `min_in_minor` in all), and at least
 * `out_percent` of it out again, all within `window_minutes` before one of the customer's debits.
 */
export function fanInOut(
  q: Queryable,
  debits: Latest[],
  ruleId: bigint,
  p: { min_senders: number; min_in_minor: string; out_percent: number; window_minutes: number },
) {
  return rows(
    q,
    `WITH s AS (
       SELECT c.* FROM (${customersOf('$4', 'make_interval(mins => $8)')}) c
       -- Cheap and necessary: what the customer sent in the window's Lagos days (the daily limit's counter,
       -- one key probe) must reach out_percent of min_in, or no window of theirs can.
       WHERE (SELECT coalesce(sum(ds.spent_minor), 0) FROM daily_spend ds WHERE ds.user_id = c.user_id
              AND ds.day BETWEEN lagos_day(c.at - make_interval(mins => $8)) AND lagos_day(c.at)) * 100
              >= $6::bigint * $7)
     SELECT s.user_id, s.last_id AS transaction_id, w.ids,
       jsonb_build_object('senders', w.senders, 'in_minor', w.in_minor::text, 'out_minor', w.out_minor::text,
         'min_senders', $5::int, 'min_in_minor', $6::text, 'out_percent', $7::int,
         'window_minutes', $8::int) AS evidence
     FROM s CROSS JOIN LATERAL (
       SELECT array_agg(x.id ORDER BY x.id) AS ids,
         count(DISTINCT coalesce(x.counterparty_account, lower(x.counterparty_name)))
           FILTER (WHERE x.direction = 'credit') AS senders,
         coalesce(sum(x.amount_minor) FILTER (WHERE x.direction = 'credit'), 0) AS in_minor,
         coalesce(sum(x.amount_minor + x.fee_minor) FILTER (WHERE x.direction = 'debit'), 0) AS out_minor
       FROM (
         SELECT d.id, d.direction, d.amount_minor, d.fee_minor, d.counterparty_account, d.counterparty_name
         FROM transactions d
         WHERE d.user_id = s.user_id AND d.status IN ('pending', 'successful')
           AND d.created_at > s.at - make_interval(mins => $8) AND d.created_at <= s.at
         ORDER BY d.created_at DESC LIMIT ${WINDOW_ROWS}) x) w
     WHERE w.senders >= $5 AND w.in_minor >= $6::bigint AND w.out_minor * 100 >= w.in_minor * $7`,
    [...latestParams(debits), String(ruleId), p.min_senders, p.min_in_minor, p.out_percent, p.window_minutes],
  );
}

/**
 * A customer with no movement for `dormant_days` (or an account that old with none at all) that moves at least
 * `min_amount_minor` within `burst_hours`. The latest row before the burst is one index probe per customer;
 * only a dormant customer's burst is summed.
 */
export function dormant(
  q: Queryable,
  latest: Latest[],
  ruleId: bigint,
  p: { dormant_days: number; burst_hours: number; min_amount_minor: string },
) {
  return rows(
    q,
    `WITH s AS (${customersOf('$4', 'make_interval(hours => $6)')}),
     d AS (
       SELECT s.*, coalesce(prev.created_at, u.created_at) AS last_active
       FROM s JOIN users u ON u.id = s.user_id
       LEFT JOIN LATERAL (
         SELECT p.created_at FROM transactions p
         WHERE p.user_id = s.user_id AND p.created_at <= s.at - make_interval(hours => $6)
         ORDER BY p.created_at DESC LIMIT 1) prev ON true
       WHERE coalesce(prev.created_at, u.created_at) < s.at - make_interval(hours => $6) - make_interval(days => $5))
     SELECT d.user_id, d.last_id AS transaction_id, w.ids,
       jsonb_build_object('last_active_at', d.last_active, 'dormant_days', $5::int, 'burst_hours', $6::int,
         'moved_minor', w.moved::text, 'min_amount_minor', $7::text) AS evidence
     FROM d CROSS JOIN LATERAL (
       SELECT array_agg(x.id ORDER BY x.id) AS ids, sum(x.amount_minor) AS moved FROM (
         SELECT b.id, b.amount_minor FROM transactions b
         WHERE b.user_id = d.user_id AND b.status <> 'failed'
           AND b.created_at > d.at - make_interval(hours => $6) AND b.created_at <= d.at
         ORDER BY b.created_at DESC LIMIT ${WINDOW_ROWS}) x) w
     WHERE w.moved >= $7::bigint`,
    [...latestParams(latest), String(ruleId), p.dormant_days, p.burst_hours, p.min_amount_minor],
  );
}

/**
 * One payer (an Owo account, or the sending bank's name) paying the same payment link `min_payments` times
 * or more, `min_total_minor` or more in all, within `window_hours`.
 */
export function linkRepeatPayer(
  q: Queryable,
  ids: bigint[],
  ruleId: bigint,
  p: { min_payments: number; window_hours: number; min_total_minor: string },
) {
  return rows(
    q,
    `WITH s AS (
       SELECT t.user_id, lp.link_id, coalesce(t.counterparty_account, lower(t.counterparty_name)) AS payer,
         max(t.created_at) AS at, max(t.id) AS last_id
       FROM transactions t JOIN payment_link_payments lp ON lp.transaction_id = t.id
       WHERE t.id = ANY($1::bigint[]) AND ${notRecentlyAlerted('$2', 'make_interval(hours => $4)')}
       GROUP BY t.user_id, lp.link_id, coalesce(t.counterparty_account, lower(t.counterparty_name)))
     SELECT DISTINCT ON (s.user_id) s.user_id, s.last_id AS transaction_id, w.ids,
       jsonb_build_object('link', l.uuid, 'link_description', l.description, 'payer', s.payer,
         'payments', w.n, 'total_minor', w.total::text, 'min_payments', $3::int, 'window_hours', $4::int,
         'min_total_minor', $5::text) AS evidence
     FROM s JOIN payment_links l ON l.id = s.link_id
     CROSS JOIN LATERAL (
       SELECT array_agg(x.id ORDER BY x.id) AS ids, count(*) AS n, sum(x.amount_minor) AS total FROM (
         SELECT c.id, c.amount_minor FROM payment_link_payments p2 JOIN transactions c ON c.id = p2.transaction_id
         WHERE p2.link_id = s.link_id AND p2.created_at > s.at - make_interval(hours => $4)
           AND p2.created_at <= s.at AND coalesce(c.counterparty_account, lower(c.counterparty_name)) = s.payer
         ORDER BY p2.id DESC LIMIT ${WINDOW_ROWS}) x) w
     WHERE w.n >= $3 AND w.total >= $5::bigint
     ORDER BY s.user_id, w.n DESC`,
    [ids.map(String), String(ruleId), p.min_payments, p.window_hours, p.min_total_minor],
  );
}

/** External debits of the batch to a bank or abroad, with the recipient's name: what beneficiary screening reads. */
export async function screenableDebits(q: Queryable, ids: bigint[]) {
  const { rows: found } = await q.query<{ id: bigint; user_id: bigint; counterparty_name: string }>(
    `SELECT t.id, t.user_id, t.counterparty_name FROM transactions t
     WHERE t.id = ANY($1::bigint[]) AND t.direction = 'debit' AND t.rail IN ('nip', 'usd_wire', 'momo')
       AND t.counterparty_name IS NOT NULL ORDER BY t.id`,
    [ids.map(String)],
  );
  return found;
}

/** What a batch holds, so detectors that cannot fire on it are not run (one statement instead of several). */
export interface BatchFacts {
  max_debit_minor: bigint | null;
  /** A debit to a bank, a wire or mobile money: a recipient to screen. */
  external: boolean;
  /** A send waiting in the outbox (any rail): something to screen or hold before it is paid. */
  outbox: boolean;
  link_payments: boolean;
}

/** A batch read once: its history rows (ids), what it holds, and each customer's latest row and debit in it. */
export interface Batch {
  ids: bigint[];
  facts: BatchFacts;
  /** Each customer's latest row of the batch (not failed): where the dormant rule's burst ends. */
  latest: Latest[];
  /** Each customer's latest debit of the batch (not failed): where velocity's and fan-in/out's windows end. */
  debits: Latest[];
}

/** The history rows behind a batch's events (by uuid), read once, grouped per customer. */
export async function readBatch(q: Queryable, uuids: string[]): Promise<Batch> {
  const batch: Batch = {
    ids: [],
    facts: { max_debit_minor: null, external: false, outbox: false, link_payments: false },
    latest: [],
    debits: [],
  };
  if (uuids.length === 0) return batch;
  const { rows: found } = await q.query<{
    user_id: bigint;
    ids: bigint[];
    at: string | null;
    last_id: bigint | null;
    debit_at: string | null;
    debit_id: bigint | null;
    max_debit_minor: bigint | null;
    external: boolean;
    outbox: boolean;
    link_payments: boolean;
  }>(
    // One key probe per uuid, always (OFFSET 0 keeps the lateral from being flattened): given a thousand uuids
    // and a table that fits in memory, the planner would rather scan every row of transactions.
    `WITH b AS MATERIALIZED (
       SELECT t.id, t.user_id, t.direction, t.status, t.amount_minor, t.rail, t.created_at,
         t.direction = 'debit' AND t.status <> 'failed' AS debit
       FROM unnest($1::uuid[]) u(uuid)
       CROSS JOIN LATERAL (SELECT * FROM transactions t WHERE t.uuid = u.uuid OFFSET 0) t),
     f AS (
       SELECT EXISTS (SELECT 1 FROM outbox o WHERE o.transaction_id = ANY (ARRAY(SELECT id FROM b))) AS outbox,
         EXISTS (SELECT 1 FROM payment_link_payments p WHERE p.transaction_id = ANY (ARRAY(SELECT id FROM b)))
           AS link_payments)
     SELECT b.user_id, array_agg(b.id) AS ids,
       max(b.created_at) FILTER (WHERE b.status <> 'failed')::text AS at,
       max(b.id) FILTER (WHERE b.status <> 'failed') AS last_id,
       max(b.created_at) FILTER (WHERE b.debit)::text AS debit_at,
       max(b.id) FILTER (WHERE b.debit) AS debit_id,
       max(b.amount_minor) FILTER (WHERE b.debit) AS max_debit_minor,
       coalesce(bool_or(b.direction = 'debit' AND b.rail IN ('nip', 'usd_wire', 'momo')), false) AS external,
       f.outbox, f.link_payments
     FROM b CROSS JOIN f GROUP BY b.user_id, f.outbox, f.link_payments`,
    [uuids],
  );
  const f = batch.facts;
  for (const r of found) {
    batch.ids.push(...r.ids);
    if (r.at !== null && r.last_id !== null)
      batch.latest.push({ user_id: r.user_id, at: r.at, last_id: r.last_id });
    if (r.debit_at !== null && r.debit_id !== null) {
      batch.debits.push({ user_id: r.user_id, at: r.debit_at, last_id: r.debit_id });
    }
    if (r.max_debit_minor !== null && (f.max_debit_minor === null || r.max_debit_minor > f.max_debit_minor)) {
      f.max_debit_minor = r.max_debit_minor;
    }
    f.external ||= r.external;
    f.outbox ||= r.outbox;
    f.link_payments ||= r.link_payments;
  }
  batch.ids.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return batch;
}
