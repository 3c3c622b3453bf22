import type { Queryable } from '#db/db.ts';

// The console dashboard's figures (issue 25 item 8). "Today" is the Lagos day, as the daily limits count it.

const LAGOS_MIDNIGHT = 'lagos_day_start(lagos_day(now()))';

export interface TodayFigures {
  since: Date;
  sent_count: number;
  sent_minor: bigint;
  received_count: number;
  received_minor: bigint;
  failed_sends: number;
}

/**
 * Money moved today in naira: sends out of customer accounts (pending or paid) and money received, and the
 * sends that failed or came back (the BRIN index of migration 028 finds today's rows).
 */
export async function todayFigures(q: Queryable): Promise<TodayFigures> {
  const { rows } = await q.query<TodayFigures>(
    `SELECT ${LAGOS_MIDNIGHT} AS since,
       count(*) FILTER (WHERE t.direction = 'debit' AND t.status IN ('pending', 'successful'))::int AS sent_count,
       coalesce(sum(t.amount_minor) FILTER (WHERE t.direction = 'debit' AND t.status IN ('pending', 'successful')), 0)::bigint
         AS sent_minor,
       count(*) FILTER (WHERE t.direction = 'credit' AND t.status = 'successful')::int AS received_count,
       coalesce(sum(t.amount_minor) FILTER (WHERE t.direction = 'credit' AND t.status = 'successful'), 0)::bigint
         AS received_minor,
       count(*) FILTER (WHERE t.direction = 'debit' AND t.status IN ('failed', 'reversed'))::int AS failed_sends
     FROM transactions t WHERE t.created_at >= ${LAGOS_MIDNIGHT} AND t.currency = 'NGN'`,
  );
  return rows[0]!;
}

/** Restrictions compliance placed today (Lagos). */
export async function restrictionsPlacedToday(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM customer_restrictions WHERE placed_at >= ${LAGOS_MIDNIGHT}`,
  );
  return rows[0]?.n ?? 0;
}

/** Unresolved complaints (migration 023) by their urgency (SQL complaint_urgency, migration 055). */
export async function complaintsByTimeLeft(q: Queryable) {
  const { rows } = await q.query<{ overdue: number; under_24h: number; under_72h: number; later: number }>(
    `SELECT count(*) FILTER (WHERE urgency = 'overdue')::int AS overdue,
       count(*) FILTER (WHERE urgency = 'under_24h')::int AS under_24h,
       count(*) FILTER (WHERE urgency = 'under_72h')::int AS under_72h,
       count(*) FILTER (WHERE urgency = 'later')::int AS later
     FROM (SELECT complaint_urgency(due_at, status) AS urgency FROM complaints WHERE status <> 'resolved') c`,
  );
  return rows[0]!;
}

/** Monitoring alerts (migration 025) on cases still open. */
export async function openAlerts(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM monitoring_alerts a JOIN monitoring_cases c ON c.id = a.case_id
     WHERE c.status = 'open'`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * A payout normally leaves within seconds of its send: one still pending this long is waiting on its rail (down,
 * or answering nothing), with the customer's money in the clearing account meanwhile.
 */
export const PAYOUT_WAIT_MINUTES = 5;

/** Sends waiting on their rail past PAYOUT_WAIT_MINUTES (not held: holds are compliance's queue). */
export async function payoutsWaiting(q: Queryable) {
  const { rows } = await q.query<{ count: number; failing: number; oldest_at: Date | null }>(
    `SELECT count(*)::int AS count,
       count(*) FILTER (WHERE refusal_reason LIKE 'rail error:%')::int AS failing,
       min(created_at) AS oldest_at
     FROM outbox WHERE state = 'pending' AND created_at < now() - make_interval(mins => $1)`,
    [PAYOUT_WAIT_MINUTES],
  );
  return rows[0]!;
}
