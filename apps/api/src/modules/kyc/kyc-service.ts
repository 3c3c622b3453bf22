import { businessKycFields, type KycCompleteBody } from '@owo/contract/kyc';
import { errors } from '@owo/contract/messages';
import type { Deps } from '../../app-types.ts';
import type { Queryable } from '../../db/db.ts';
import { hmac } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { renameAccounts } from '../accounts/accounts-repository.ts';
import { displayName, userViewById } from '../users/user-view.ts';
import { lockUser, updateUser } from '../users/users-repository.ts';

/** Submits identity details: business fields are required of business customers only (spec §5). */
export async function completeKyc(deps: Deps, userId: bigint, body: KycCompleteBody) {
  const bvnRecord = await deps.rails.bvn.lookup(body.bvn);
  return deps.db.tx(async (q) => {
    const user = await lockUser(q, userId);
    if (user.type === 'business') {
      const missing = Object.entries(businessKycFields).filter(
        ([field]) => !body[field as keyof typeof businessKycFields],
      );
      if (missing.length > 0) {
        throw new AppError('invalid', missing[0]![1], Object.fromEntries(missing));
      }
    }
    if (user.kyc_status === 'in_review' || user.kyc_status === 'verified') {
      throw new AppError('conflict', errors.kycDone);
    }
    if (!bvnRecord) throw new AppError('unprocessable', errors.bvnNotFound, { bvn: errors.bvnNotFound });
    const { rows: docs } = await q.query('SELECT id FROM kyc_document_types WHERE id = $1', [
      body.document_type_id,
    ]);
    if (docs.length === 0)
      throw new AppError('invalid', 'Select Document', { document_type_id: 'Select Document' });

    const names = {
      firstname: body.firstname,
      middlename: body.middlename || null,
      lastname: body.lastname,
      business_name: user.type === 'business' ? (body.business_name ?? null) : null,
    };
    await updateUser(q, userId, {
      ...names,
      dob: body.dob,
      country: body.country,
      state: body.state,
      city: body.city,
      address: body.address,
      postal_code: body.postal_code,
      registration_number: user.type === 'business' ? body.registration_number : null,
      tin: user.type === 'business' ? body.tin : null,
      kyc_status: 'in_review',
      kyc_submitted_at: new Date(),
    });
    await q.query(
      `INSERT INTO kyc_submissions (user_id, bvn_last4, bvn_hmac, document_type_id, document_number, status, verify_after)
       VALUES ($1, $2, $3, $4, $5, 'in_review', now() + make_interval(secs => $6 / 1000.0))`,
      [
        String(userId),
        body.bvn.slice(-4),
        hmac(deps.config.pinSecret, `bvn:${body.bvn}`),
        body.document_type_id,
        body.document_number,
        deps.config.kycReviewDelayMs,
      ],
    );
    await renameAccounts(q, userId, displayName({ ...names, type: user.type })!);
    return { user: await userViewById(q, userId) };
  });
}

/**
 * The sandbox reviewer: submissions whose review time has come are verified. Claimed with
 * SKIP LOCKED so any number of API processes can run it.
 */
export async function reviewDueKyc(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ user_id: bigint }>(
    `UPDATE kyc_submissions SET status = 'verified', decided_at = now()
     WHERE id IN (SELECT id FROM kyc_submissions WHERE status = 'in_review' AND verify_after <= now()
                  ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED)
     RETURNING user_id`,
  );
  for (const r of rows) {
    await q.query(
      `UPDATE users SET kyc_status = 'verified', kyc_verified_at = now(), updated_at = now()
       WHERE id = $1 AND kyc_status = 'in_review'`,
      [String(r.user_id)],
    );
  }
  return rows.length;
}
