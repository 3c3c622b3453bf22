import type { Queryable } from '#db/db.ts';

// The monitoring worker's place in the events table (migration 025 explains the gaps). Every function runs in
// the worker's one transaction, which holds the feed row: one reader at a time, and what it read, what it
// decided and where it got to commit together.

export interface FeedEvent {
  id: bigint;
  kind: string;
  /** The history row's uuid, for credit and debit events (a new row). */
  transaction_uuid: string | null;
}

/** Whether anything was committed past the position, or a gap waits: an idle worker stops here, writing nothing. */
export async function feedHasWork(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ work: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM events WHERE id > (SELECT position FROM monitoring_feed))
       OR EXISTS (SELECT 1 FROM monitoring_feed_gaps) AS work`,
  );
  return rows[0]!.work;
}

/**
 * Locks the feed (another process's worker waits its turn) and returns the position. The batch commits without
 * waiting for its WAL flush: a batch a crash loses is read again (its alerts have dedupe keys, its holds and
 * screened marks apply to sends still pending), and the sends' own commits don't queue behind it. Its
 * statements use their generic plans: they are the same every batch with other values, and left to itself the
 * server planned the events' read and the gaps' insert afresh for every batch (their custom plans look
 * cheaper), and every detector on each pooled connection's first five batches.
 */
export async function lockFeed(q: Queryable): Promise<bigint> {
  await q.query(
    `SELECT set_config('synchronous_commit', 'off', true), set_config('plan_cache_mode', 'force_generic_plan', true)`,
  );
  const { rows } = await q.query<{ position: bigint }>('SELECT position FROM monitoring_feed FOR UPDATE');
  return rows[0]!.position;
}

/** Visible events above the position, oldest first, and the snapshot's xmax taken after reading them. */
export async function readEvents(
  q: Queryable,
  position: bigint,
  limit: number,
): Promise<{ events: FeedEvent[]; horizon: string }> {
  const { rows } = await q.query<FeedEvent>(
    `SELECT id, kind, CASE WHEN kind IN ('credit', 'debit') THEN payload->>'transaction' END AS transaction_uuid
     FROM events WHERE id > $1 ORDER BY id LIMIT $2`,
    [String(position), limit],
  );
  const h = await q.query<{ horizon: string }>(
    'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS horizon',
  );
  return { events: rows, horizon: h.rows[0]!.horizon };
}

/**
 * The gaps: those now visible (read them), and those whose writers have all finished without them (dropped).
 * One statement, so visibility and the snapshot's xmin are of the same moment.
 */
export async function takeResolvedGaps(q: Queryable): Promise<FeedEvent[]> {
  const { rows } = await q.query<FeedEvent & { settled: boolean; visible: boolean }>(
    `SELECT g.event_id AS id, e.id IS NOT NULL AS visible, e.kind,
       CASE WHEN e.kind IN ('credit', 'debit') THEN e.payload->>'transaction' END AS transaction_uuid,
       pg_snapshot_xmin(pg_current_snapshot()) >= g.horizon AS settled
     FROM monitoring_feed_gaps g LEFT JOIN events e ON e.id = g.event_id`,
  );
  const done = rows.filter((r) => r.visible || r.settled);
  if (done.length > 0) {
    await q.query('DELETE FROM monitoring_feed_gaps WHERE event_id = ANY($1::bigint[])', [
      done.map((r) => String(r.id)),
    ]);
  }
  return done
    .filter((r) => r.visible)
    .map(({ id, kind, transaction_uuid }) => ({ id, kind, transaction_uuid }));
}

/** Moves the position to `to`, keeping every id in (from, to] that was not read as a gap. */
export async function advanceFeed(
  q: Queryable,
  from: bigint,
  to: bigint,
  read: bigint[],
  horizon: string,
): Promise<void> {
  if (to <= from) return;
  await q.query(
    `INSERT INTO monitoring_feed_gaps (event_id, horizon)
     SELECT g.id, $3::xid8 FROM (
       SELECT generate_series($1::bigint + 1, $2::bigint) AS id EXCEPT SELECT unnest($4::bigint[])) g
     ON CONFLICT (event_id) DO NOTHING`,
    [String(from), String(to), horizon, read.map(String)],
  );
  await q.query('UPDATE monitoring_feed SET position = $1, updated_at = now()', [String(to)]);
}

/**
 * How far behind the feed is: the age of the oldest event it has not read (0 when caught up), and how many it
 * has not read. Two index range reads (above the position; the gaps, all below it), never a scan of the events.
 */
export async function feedLag(q: Queryable): Promise<{ lagMs: number; unread: number }> {
  const { rows } = await q.query<{ lag_ms: number | null; unread: number }>(
    `WITH unread AS (
       SELECT e.created_at FROM events e WHERE e.id > (SELECT position FROM monitoring_feed)
       UNION ALL
       SELECT e.created_at FROM monitoring_feed_gaps g JOIN events e ON e.id = g.event_id)
     SELECT (extract(epoch FROM now() - min(created_at)) * 1000)::float8 AS lag_ms, count(*)::int AS unread
     FROM unread`,
  );
  return { lagMs: Math.max(0, rows[0]?.lag_ms ?? 0), unread: rows[0]?.unread ?? 0 };
}
