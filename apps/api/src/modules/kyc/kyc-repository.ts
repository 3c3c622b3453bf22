import type { Queryable } from '#db/db.ts';

export async function listDocumentTypes(q: Queryable) {
  const { rows } = await q.query<{ id: number; name: string }>(
    'SELECT id, name FROM kyc_document_types ORDER BY id',
  );
  return rows;
}

export async function documentTypeExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT id FROM kyc_document_types WHERE id = $1', [id]);
  return rows.length > 0;
}

/**
 * A submission waiting for review; the sandbox reviewer verifies it after `reviewDelayMs`. With `claimsBvn`
 * (a personal account) it takes the BVN for this customer: false, and nothing written, when another
 * personal account's standing submission holds it (the unique index of migration 017 decides, so of two
 * concurrent claims one waits for the other and then finds it). Returns the submission's id, or null.
 */
export async function insertSubmission(
  q: Queryable,
  s: {
    userId: bigint;
    bvnLast4: string;
    bvnHmac: string;
    claimsBvn: boolean;
    documentTypeId: number;
    documentNumber: string;
    reviewDelayMs: number;
  },
): Promise<bigint | null> {
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO kyc_submissions (user_id, bvn_last4, bvn_hmac, claims_bvn, document_type_id, document_number,
       status, verify_after)
     VALUES ($1, $2, $3, $4, $5, $6, 'in_review', now() + make_interval(secs => $7 / 1000.0))
     ON CONFLICT (bvn_hmac) WHERE claims_bvn AND status <> 'rejected' DO NOTHING
     RETURNING id`,
    [
      String(s.userId),
      s.bvnLast4,
      s.bvnHmac,
      s.claimsBvn,
      s.documentTypeId,
      s.documentNumber,
      s.reviewDelayMs,
    ],
  );
  return rows[0]?.id ?? null;
}

/** The names and birth date of a KYC attempt, as typed or as on record. */
export interface IdentityEntries {
  firstname: string;
  middlename: string | null;
  lastname: string;
  dob: string;
}

/** What a review case keeps beside the names: the submission's other fields, as the customer typed them. */
export interface CaseDetails {
  document_type_id: number;
  document_number: string;
  country: string;
  state: string;
  city: string;
  address: string;
  postal_code: string;
  business_name: string | null;
  registration_number: string | null;
  tin: string | null;
}

/** Keeps an attempt that did not go to review for a staff reviewer (migration 017's queue). */
export async function insertReviewCase(
  q: Queryable,
  c: {
    userId: bigint;
    reason: 'mismatch' | 'bvn_linked';
    bvnLast4: string;
    bvnHmac: string;
    mismatched: string[];
    entered: IdentityEntries;
    record: IdentityEntries;
    /** The rest of what was typed (document, address, business fields), so an approval can stand as the submission. */
    details: CaseDetails;
  },
) {
  await q.query(
    `INSERT INTO kyc_review_cases (user_id, reason, bvn_last4, bvn_hmac, mismatched, entered, record, details)
     VALUES ($1, $2, $3, $4, $5::text[], $6::jsonb, $7::jsonb, $8::jsonb)`,
    [
      String(c.userId),
      c.reason,
      c.bvnLast4,
      c.bvnHmac,
      c.mismatched,
      JSON.stringify(c.entered),
      JSON.stringify(c.record),
      JSON.stringify(c.details),
    ],
  );
}

/**
 * Verifies up to 100 submissions whose review time has come (SKIP LOCKED), except those held for compliance
 * (a watch-list match, migration 025); returns their users.
 */
export async function verifyDueSubmissions(q: Queryable): Promise<bigint[]> {
  const { rows } = await q.query<{ user_id: bigint }>(
    `UPDATE kyc_submissions SET status = 'verified', decided_at = now()
     WHERE id IN (SELECT id FROM kyc_submissions WHERE status = 'in_review' AND verify_after <= now()
                    AND NOT compliance_hold
                  ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED)
     RETURNING user_id`,
  );
  return rows.map((r) => r.user_id);
}

/** Marks a customer verified, if their KYC is still in review; true when it was. */
export async function markUserVerified(q: Queryable, userId: bigint): Promise<boolean> {
  const r = await q.query(
    `UPDATE users SET kyc_status = 'verified', kyc_verified_at = now(), updated_at = now()
     WHERE id = $1 AND kyc_status = 'in_review'`,
    [String(userId)],
  );
  return (r.rowCount ?? 0) > 0;
}
