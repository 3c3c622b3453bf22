import { businessKycFields, type KycCompleteBody } from '@owo/contract/kyc';
import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { hmac } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { renameAccounts } from '#modules/accounts/accounts-repository.ts';
import { displayName, userViewById } from '#modules/users/user-view.ts';
import { lockUser, updateUser } from '#modules/users/users-repository.ts';
import {
  documentTypeExists,
  insertSubmission,
  markUserVerified,
  verifyDueSubmissions,
} from './kyc-repository.ts';

/** Submits identity details: the business fields are required of business customers only. */
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
    if (!(await documentTypeExists(q, body.document_type_id)))
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
    await insertSubmission(q, {
      userId,
      bvnLast4: body.bvn.slice(-4),
      bvnHmac: hmac(deps.config.pinSecret, `bvn:${body.bvn}`),
      documentTypeId: body.document_type_id,
      documentNumber: body.document_number,
      reviewDelayMs: deps.config.kycReviewDelayMs,
    });
    await renameAccounts(q, userId, displayName({ ...names, type: user.type })!);
    return { user: await userViewById(q, userId) };
  });
}

/**
 * The sandbox reviewer: submissions whose review time has come are verified. Claimed with
 * SKIP LOCKED so any number of API processes can run it.
 */
export async function reviewDueKyc(q: Queryable): Promise<number> {
  const userIds = await verifyDueSubmissions(q);
  for (const userId of userIds) await markUserVerified(q, userId);
  return userIds.length;
}
