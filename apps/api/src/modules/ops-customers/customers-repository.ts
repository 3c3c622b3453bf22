import type { Queryable } from '#db/db.ts';
import { USER_COLUMNS, type UserRow } from '#records/users-repository.ts';
import type { SearchTerm } from './customer-search.ts';

// The console's customer look-ups. Every search kind is answered by an index (docs/decisions/027): phone
// (users.phone unique), e-mail (users_email_lower), account number and reference (unique), id (uuid unique),
// a name (users_search_name, trigram) and the newest customers (the primary key).

/** Matches counted no further than this: "1,000+" is all a staff member needs to refine a search. */
export const COUNT_CEILING = 1000;

const NAME = 'customer_search_name(u.firstname, u.middlename, u.lastname, u.business_name)';

export interface SearchHits {
  ids: bigint[];
  total: number;
  capped: boolean;
  /** For digits: whether the hits came from an account number (else a phone). */
  byAccount: boolean;
  /** Best matches first (a name with up to COUNT_CEILING matches); otherwise newest first. */
  ranked: boolean;
}

/** The ids of the customers a term finds, one page of them in the order shown, and how many there are. */
export async function searchCustomerIds(
  q: Queryable,
  term: SearchTerm,
  limit: number,
  offset: number,
): Promise<SearchHits> {
  if (term.kind === 'recent' || term.kind === 'name') return pagedSearch(q, term, limit, offset);
  const exact = await exactIds(q, term);
  return {
    ids: exact.ids.slice(offset, offset + limit),
    total: exact.ids.length,
    capped: false,
    byAccount: exact.byAccount,
    ranked: false,
  };
}

async function exactIds(q: Queryable, term: SearchTerm): Promise<{ ids: bigint[]; byAccount: boolean }> {
  const ids = async (sql: string, params: unknown[]) =>
    (await q.query<{ id: bigint }>(sql, params)).rows.map((r) => r.id);
  switch (term.kind) {
    case 'email':
      return {
        ids: await ids('SELECT id FROM users WHERE lower(email) = $1', [term.email]),
        byAccount: false,
      };
    case 'id':
      return {
        ids: await ids(
          `SELECT id FROM users WHERE uuid = $1::uuid
           UNION SELECT user_id FROM accounts WHERE uuid = $1::uuid AND user_id IS NOT NULL
           UNION SELECT user_id FROM transactions WHERE uuid = $1::uuid`,
          [term.uuid],
        ),
        byAccount: false,
      };
    case 'reference':
      return {
        ids: await ids(
          `SELECT DISTINCT user_id AS id FROM transactions WHERE reference = $1 OR reference = upper($1)
             OR reference = upper($1) || '-CR'`,
          [term.reference],
        ),
        byAccount: false,
      };
    case 'digits': {
      const byAccount = term.account
        ? await ids('SELECT user_id AS id FROM accounts WHERE account_number = $1 AND user_id IS NOT NULL', [
            term.account,
          ])
        : [];
      const byPhone = term.phone ? await ids('SELECT id FROM users WHERE phone = $1', [term.phone]) : [];
      const all = [...new Set([...byAccount, ...byPhone].map(String))].map(BigInt);
      return { ids: all, byAccount: byAccount.length > 0 && byPhone.length === 0 };
    }
    default:
      return { ids: [], byAccount: false };
  }
}

/**
 * Newest customers first, or a name's matches. Up to COUNT_CEILING matches are ranked best first (trigram
 * similarity: sorting a thousand rows is cheap); past it ("1,000+"), ranking would sort every match — a
 * common first name is tens of thousands — so they come newest first, which the primary key answers by
 * walking back until a page of matches is found, and the staff member refines the search.
 */
async function pagedSearch(
  q: Queryable,
  term: Extract<SearchTerm, { kind: 'recent' | 'name' }>,
  limit: number,
  offset: number,
): Promise<SearchHits> {
  const patterns = term.kind === 'name' ? term.patterns : [];
  const where = patterns.length > 0 ? patterns.map((_, i) => `${NAME} LIKE $${i + 1}`).join(' AND ') : 'true';
  const n = patterns.length;
  const counted = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM users u WHERE ${where} LIMIT ${COUNT_CEILING + 1}) x`,
    patterns,
  );
  const found = counted.rows[0]?.n ?? 0;
  const ranked = term.kind === 'name' && found <= COUNT_CEILING;
  const page = ranked
    ? await q.query<{ id: bigint }>(
        `SELECT u.id FROM users u WHERE ${where}
         ORDER BY similarity(${NAME}, $${n + 1}) DESC, u.id DESC LIMIT $${n + 2} OFFSET $${n + 3}`,
        [...patterns, term.text, limit, offset],
      )
    : await q.query<{ id: bigint }>(
        `SELECT u.id FROM users u WHERE ${where} ORDER BY u.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...patterns, limit, offset],
      );
  return {
    ids: page.rows.map((r) => r.id),
    total: Math.min(found, COUNT_CEILING),
    capped: found > COUNT_CEILING,
    byAccount: false,
    ranked,
  };
}

export interface CustomerListRow {
  uuid: string;
  type: 'personal' | 'business';
  firstname: string | null;
  lastname: string | null;
  business_name: string | null;
  phone: string;
  email: string;
  kyc_status: UserRow['kyc_status'];
  created_at: Date;
  account_number: string | null;
  /** The money core's reading of the restriction in force. */
  restriction: 'pnd' | 'freeze' | 'close' | null;
}

/** The rows a search shows, in the order of `ids`. */
export async function customerRows(q: Queryable, ids: bigint[]): Promise<CustomerListRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<CustomerListRow>(
    `SELECT u.uuid::text AS uuid, u.type, u.firstname, u.lastname, u.business_name, u.phone, u.email, u.kyc_status,
       u.created_at, a.account_number, money_restriction_of(u.id) AS restriction
     FROM unnest($1::bigint[]) WITH ORDINALITY AS h(id, ord) JOIN users u ON u.id = h.id
     LEFT JOIN LATERAL (SELECT account_number FROM accounts WHERE user_id = u.id AND kind = 'customer'
                        AND account_number IS NOT NULL ORDER BY id LIMIT 1) a ON true
     ORDER BY h.ord`,
    [ids.map(String)],
  );
  return rows;
}

/** A customer as their console page reads them. */
export interface CustomerUser extends UserRow {
  registration_number: string | null;
  kyc_submitted_at: Date | null;
  kyc_verified_at: Date | null;
}

export async function findCustomerByUuid(q: Queryable, uuid: string): Promise<CustomerUser | null> {
  const { rows } = await q.query<CustomerUser>(
    `SELECT ${USER_COLUMNS}, registration_number, kyc_submitted_at, kyc_verified_at FROM users WHERE uuid = $1`,
    [uuid],
  );
  return rows[0] ?? null;
}

/** The reason this staff session gave for opening the customer's page, or null (ask for one). */
export async function findAccess(
  q: Queryable,
  sessionId: bigint,
  userId: bigint,
): Promise<{ reason: string; created_at: Date } | null> {
  const { rows } = await q.query<{ reason: string; created_at: Date }>(
    'SELECT reason, created_at FROM customer_access WHERE staff_session_id = $1 AND user_id = $2',
    [String(sessionId), String(userId)],
  );
  return rows[0] ?? null;
}

/** Records (or replaces) the session's reason for opening the customer's page. */
export async function saveAccess(
  q: Queryable,
  a: { sessionId: bigint; staffId: bigint; userId: bigint; reason: string },
): Promise<{ reason: string; created_at: Date }> {
  const { rows } = await q.query<{ reason: string; created_at: Date }>(
    `INSERT INTO customer_access (staff_session_id, user_id, staff_id, reason) VALUES ($1, $2, $3, $4)
     ON CONFLICT (staff_session_id, user_id) DO UPDATE SET reason = EXCLUDED.reason, created_at = now()
     RETURNING reason, created_at`,
    [String(a.sessionId), String(a.userId), String(a.staffId), a.reason],
  );
  return rows[0]!;
}

export interface NoteRow {
  uuid: string;
  body: string;
  staff_email: string;
  created_at: Date;
}

export async function insertNote(
  q: Queryable,
  n: { userId: bigint; staffId: bigint; body: string },
): Promise<NoteRow> {
  const { rows } = await q.query<NoteRow>(
    `WITH n AS (INSERT INTO customer_notes (user_id, staff_id, body) VALUES ($1, $2, $3)
                RETURNING uuid, body, staff_id, created_at)
     SELECT n.uuid::text AS uuid, n.body, s.email AS staff_email, n.created_at FROM n JOIN staff s ON s.id = n.staff_id`,
    [String(n.userId), String(n.staffId), n.body],
  );
  return rows[0]!;
}

export async function listNotes(q: Queryable, userId: bigint): Promise<NoteRow[]> {
  const { rows } = await q.query<NoteRow>(
    `SELECT n.uuid::text AS uuid, n.body, s.email AS staff_email, n.created_at
     FROM customer_notes n JOIN staff s ON s.id = n.staff_id WHERE n.user_id = $1 ORDER BY n.id DESC LIMIT 100`,
    [String(userId)],
  );
  return rows;
}

/** The customer's live sessions (never their tokens), newest first. */
export async function listLiveSessions(q: Queryable, userId: bigint) {
  const { rows } = await q.query<{
    client_type: string | null;
    device: string | null;
    created_at: Date;
    expires_at: Date;
  }>(
    `SELECT s.client_type, d.label AS device, s.created_at, s.expires_at FROM sessions s
     LEFT JOIN devices d ON d.user_id = s.user_id AND d.device_hash = s.device_hash
     WHERE s.user_id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
     ORDER BY s.id DESC LIMIT 20`,
    [String(userId)],
  );
  return rows;
}

/** The customer's cards as staff see them: last four digits and state (the number itself is never read). */
export async function listCardsShown(q: Queryable, userId: bigint) {
  const { rows } = await q.query<{
    uuid: string;
    last4: string;
    status: string;
    balance_minor: bigint;
    currency: string;
  }>(
    `SELECT c.uuid::text AS uuid, c.last4, c.status, a.balance_minor, a.currency
     FROM cards c JOIN accounts a ON a.id = c.account_id WHERE c.user_id = $1 ORDER BY c.id`,
    [String(userId)],
  );
  return rows;
}

export interface RestrictionRow {
  uuid: string;
  type: 'pnd' | 'freeze' | 'close';
  reason: string;
  placed_by: string | null;
  placed_at: Date;
  lift_requested_by: string | null;
  lift_requested_at: Date | null;
  lift_reason: string | null;
  lifted_by: string | null;
  lifted_at: Date | null;
}

const RESTRICTION_SELECT = `SELECT r.uuid::text AS uuid, r.type, r.reason, p.email AS placed_by, r.placed_at,
    q.email AS lift_requested_by, r.lift_requested_at, r.lift_reason, l.email AS lifted_by, r.lifted_at
  FROM customer_restrictions r LEFT JOIN staff p ON p.id = r.placed_by LEFT JOIN staff q ON q.id = r.lift_requested_by
  LEFT JOIN staff l ON l.id = r.lifted_by`;

/** The customer's restrictions (migration 022), live ones first, then newest first. */
export async function listRestrictions(q: Queryable, userId: bigint): Promise<RestrictionRow[]> {
  const { rows } = await q.query<RestrictionRow>(
    `${RESTRICTION_SELECT} WHERE r.user_id = $1 ORDER BY (r.lifted_at IS NULL) DESC, r.placed_at DESC LIMIT 50`,
    [String(userId)],
  );
  return rows;
}

/** A restriction by its id, with its customer's. */
export async function findRestriction(
  q: Queryable,
  uuid: string,
): Promise<(RestrictionRow & { user_uuid: string }) | null> {
  const { rows } = await q.query<RestrictionRow & { user_uuid: string }>(
    `${RESTRICTION_SELECT.replace('SELECT ', 'SELECT u.uuid::text AS user_uuid, ')}
     JOIN users u ON u.id = r.user_id WHERE r.uuid = $1`,
    [uuid],
  );
  return rows[0] ?? null;
}

/** The customer's monitoring alerts (migration 025), newest first, with their rule and their case's state. */
export async function listAlertsOf(q: Queryable, userId: bigint) {
  const { rows } = await q.query<{
    uuid: string;
    rule: string;
    severity: string;
    action: string;
    subject: string;
    case_status: string;
    case_uuid: string;
    transaction_reference: string | null;
    created_at: Date;
  }>(
    `SELECT a.uuid::text AS uuid, r.name AS rule, a.severity, a.action, a.subject, c.status AS case_status,
       c.uuid::text AS case_uuid, t.reference AS transaction_reference, a.created_at
     FROM monitoring_alerts a JOIN monitoring_rules r ON r.id = a.rule_id JOIN monitoring_cases c ON c.id = a.case_id
     LEFT JOIN transactions t ON t.id = a.transaction_id
     WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT 20`,
    [String(userId)],
  );
  return rows;
}
