import type { Queryable } from '#db/db.ts';

export interface CandidateEntry {
  id: bigint;
  list: string;
  external_id: string;
  name: string;
  aliases: string[];
  programs: string | null;
}

/**
 * Entries of the lists in force that share blocking keys with at least `minParts` different parts of the
 * screened name (parts numbered in `parts`, one per key), most shared first.
 */
export async function findCandidates(
  q: Queryable,
  keys: string[],
  parts: number[],
  minParts: number,
  limit: number,
): Promise<CandidateEntry[]> {
  const { rows } = await q.query<CandidateEntry>(
    `WITH hits AS (
       SELECT k.entry_id, count(DISTINCT x.part) AS shared
       FROM unnest($1::text[], $2::int[]) x(key, part) JOIN watchlist_keys k ON k.key = x.key
       GROUP BY k.entry_id HAVING count(DISTINCT x.part) >= $3
       ORDER BY shared DESC LIMIT $4)
     SELECT e.id, w.name AS list, e.external_id, e.name, e.aliases, e.programs
     FROM hits h JOIN watchlist_entries e ON e.id = h.entry_id
     JOIN watchlists w ON w.id = e.list_id AND w.status = 'active'`,
    [keys, parts, minParts, limit],
  );
  return rows;
}

export async function insertScreening(
  q: Queryable,
  s: {
    userId: bigint;
    subject: 'kyc' | 'beneficiary';
    name: string;
    transactionId: bigint | null;
    threshold: number;
    bestScore: number | null;
    hit: boolean;
    matches: unknown[];
  },
) {
  await q.query(
    `INSERT INTO screenings (user_id, subject, name, transaction_id, threshold, best_score, hit, matches)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      String(s.userId),
      s.subject,
      s.name,
      s.transactionId === null ? null : String(s.transactionId),
      s.threshold,
      s.bestScore,
      s.hit,
      JSON.stringify(s.matches),
    ],
  );
}

// ——— Loading lists ———

export interface ListRow {
  id: bigint;
  source: 'un' | 'opensanctions';
  name: string;
  file_name: string;
  file_sha256: string;
  entry_count: number;
  status: string;
  loaded_at: Date;
}

export async function activeLists(q: Queryable): Promise<ListRow[]> {
  const { rows } = await q.query<ListRow>(
    `SELECT id, source, name, file_name, file_sha256, entry_count, status, loaded_at FROM watchlists
     WHERE status = 'active' ORDER BY name`,
  );
  return rows;
}

export async function createList(
  q: Queryable,
  l: { source: 'un' | 'opensanctions'; name: string; fileName: string; sha256: string },
): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO watchlists (source, name, file_name, file_sha256, status) VALUES ($1, $2, $3, $4, 'loading')
     RETURNING id`,
    [l.source, l.name, l.fileName, l.sha256],
  );
  return rows[0]!.id;
}

export interface NewEntry {
  externalId: string;
  schema: 'person' | 'entity';
  name: string;
  aliases: string[];
  birthDates: string[];
  countries: string[];
  programs: string | null;
  keys: string[];
}

/** One chunk of a list's entries and their blocking keys, in two statements. */
export async function insertEntries(q: Queryable, listId: bigint, entries: NewEntry[]) {
  const { rows } = await q.query<{ id: bigint; external_id: string }>(
    `INSERT INTO watchlist_entries (list_id, external_id, schema, name, aliases, birth_dates, countries, programs)
     SELECT $1, x.external_id, x.schema, x.name,
       ARRAY(SELECT jsonb_array_elements_text(x.aliases)), ARRAY(SELECT jsonb_array_elements_text(x.birth_dates)),
       ARRAY(SELECT jsonb_array_elements_text(x.countries)), x.programs
     FROM jsonb_to_recordset($2::jsonb) x(external_id text, schema text, name text, aliases jsonb,
       birth_dates jsonb, countries jsonb, programs text)
     ON CONFLICT (list_id, external_id) DO NOTHING
     RETURNING id, external_id`,
    [
      String(listId),
      JSON.stringify(
        entries.map((e) => ({
          external_id: e.externalId,
          schema: e.schema,
          name: e.name,
          aliases: e.aliases,
          birth_dates: e.birthDates,
          countries: e.countries,
          programs: e.programs,
        })),
      ),
    ],
  );
  const idOf = new Map(rows.map((r) => [r.external_id, r.id]));
  const keyIds: string[] = [];
  const keys: string[] = [];
  for (const e of entries) {
    const id = idOf.get(e.externalId);
    if (id === undefined) continue;
    for (const k of e.keys) {
      keyIds.push(String(id));
      keys.push(k);
    }
  }
  await q.query(
    `INSERT INTO watchlist_keys (key, entry_id) SELECT * FROM unnest($1::text[], $2::bigint[])
     ON CONFLICT DO NOTHING`,
    [keys, keyIds],
  );
  return rows.length;
}

/** Puts a loaded list in force in place of the list of the same name (one commit: screening never sees none). */
export async function activateList(q: Queryable, listId: bigint, name: string, count: number) {
  await q.query(`UPDATE watchlists SET status = 'replaced' WHERE name = $1 AND status = 'active'`, [name]);
  await q.query(`UPDATE watchlists SET status = 'active', entry_count = $2 WHERE id = $1`, [
    String(listId),
    count,
  ]);
}

export async function findActiveBySha(q: Queryable, name: string, sha256: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM watchlists WHERE name = $1 AND file_sha256 = $2 AND status = 'active'`,
    [name, sha256],
  );
  return rows.length > 0;
}

/** Loads of lists take turns (two processes starting at once, or a load while the sandbox lists load). */
export async function takeListLoadLock(q: Queryable) {
  await q.query('SELECT pg_advisory_xact_lock(7404663)');
}
