import { businessKycFields, type KycCompleteBody } from '@owo/contract/kyc';
import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { hmac } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { screenOnboarding } from '#modules/monitoring/onboarding-screening.ts';
import { recordSecurityEvent } from '#modules/notifications/notifications-service.ts';
import type { BvnRecord } from '#rails/bvn.ts';
import { renameAccounts } from '#records/accounts-repository.ts';
import { displayName, userViewById } from '#records/user-view.ts';
import { findUserById, lockUser, type UserRow, updateUser } from '#records/users-repository.ts';
import { type MismatchedField, matchBvnRecord } from './bvn-match.ts';
import {
  documentTypeExists,
  insertReviewCase,
  insertSubmission,
  listDocumentTypes,
  markUserVerified,
  verifyDueSubmissions,
} from './kyc-repository.ts';
import { KYC_APPROVED_ALERT } from './kyc-review-service.ts';

// Each refused attempt tells which part of a BVN record differs: a budget per customer keeps that from
// becoming a way to guess someone else's record.
const KYC_ATTEMPTS_PER_HOUR = 10;

const MISMATCH_MESSAGES: Record<MismatchedField, string> = {
  firstname: errors.firstnameMismatch,
  middlename: errors.middlenameMismatch,
  lastname: errors.lastnameMismatch,
  dob: errors.dobMismatch,
};

type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * Submits identity details: the business fields are required of business customers only. The names and
 * birth date must be the BVN record's, and a personal account's BVN must be no other personal account's
 * (decision 015). A refused attempt is kept for staff, so it commits before the error (decision 003).
 */
/** The identity documents a customer may choose from. */
export const documentTypes = (deps: Deps) => listDocumentTypes(deps.db);

export async function completeKyc(deps: Deps, userId: bigint, body: KycCompleteBody) {
  // What needs no BVN record is refused before the bureau is asked (each lookup is paid for, and counted).
  const before = await findUserById(deps.db, userId);
  assert(before, `the signed-in user ${userId} exists`);
  await refuseBeforeLookup(deps.db, before, body);
  await rateLimit(deps.db, `kyc:${userId}`, KYC_ATTEMPTS_PER_HOUR, 3_600_000);
  // A bureau that cannot be reached answers 503 (rails/guard.ts): nothing was decided; the customer may resubmit.
  const bvnRecord = await deps.rails.bvn.lookup(body.bvn);
  const outcome = await deps.db.tx(async (q) => {
    const user = await lockUser(q, userId);
    // Again under the lock: a second tap may have submitted meanwhile.
    await refuseBeforeLookup(q, user, body);
    if (!bvnRecord) throw new AppError('unprocessable', errors.bvnNotFound, { bvn: errors.bvnNotFound });
    return submit(deps, q, user, body, bvnRecord);
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/** A submission refused whatever the BVN record says: done already, a business's fields missing, no such document. */
async function refuseBeforeLookup(q: Queryable, user: UserRow, body: KycCompleteBody) {
  requireBusinessFields(user, body);
  if (user.kyc_status === 'in_review' || user.kyc_status === 'verified') {
    throw new AppError('conflict', errors.kycDone);
  }
  if (!(await documentTypeExists(q, body.document_type_id)))
    throw new AppError('invalid', 'Select Document', { document_type_id: 'Select Document' });
}

function requireBusinessFields(user: UserRow, body: KycCompleteBody) {
  if (user.type !== 'business') return;
  const missing = Object.entries(businessKycFields).filter(
    ([field]) => !body[field as keyof typeof businessKycFields],
  );
  if (missing.length > 0) throw new AppError('invalid', missing[0]![1], Object.fromEntries(missing));
}

async function submit(
  deps: Deps,
  q: Queryable,
  user: UserRow,
  body: KycCompleteBody,
  record: BvnRecord,
): Promise<Outcome<{ user: Awaited<ReturnType<typeof userViewById>> }>> {
  const bvn = { bvnLast4: body.bvn.slice(-4), bvnHmac: hmac(deps.config.pinSecret, `bvn:${body.bvn}`) };
  const entered = {
    firstname: body.firstname,
    middlename: body.middlename || null,
    lastname: body.lastname,
    dob: body.dob,
  };
  const onRecord = { ...record, middlename: record.middlename || null };
  const match = matchBvnRecord(entered, record);
  const business = user.type === 'business';
  const details = {
    document_type_id: body.document_type_id,
    document_number: body.document_number,
    country: body.country,
    state: body.state,
    city: body.city,
    address: body.address,
    postal_code: body.postal_code,
    business_name: business ? (body.business_name ?? null) : null,
    registration_number: business ? (body.registration_number ?? null) : null,
    tin: business ? (body.tin ?? null) : null,
  };
  const keep = (reason: 'mismatch' | 'bvn_linked', mismatched: string[]) =>
    insertReviewCase(q, {
      userId: user.id,
      reason,
      ...bvn,
      mismatched,
      entered,
      record: pick(onRecord),
      details,
    });
  if (match.mismatched.length > 0) {
    await keep('mismatch', match.mismatched);
    const fields = Object.fromEntries(match.mismatched.map((f) => [f, MISMATCH_MESSAGES[f]]));
    return { ok: false, error: new AppError('unprocessable', errors.bvnMismatch, fields) };
  }
  const claimed = await insertSubmission(q, {
    userId: user.id,
    ...bvn,
    claimsBvn: user.type === 'personal',
    documentTypeId: body.document_type_id,
    documentNumber: body.document_number,
    reviewDelayMs: deps.config.kycReviewDelayMs,
  });
  if (claimed === null) {
    await keep('bvn_linked', ['bvn']);
    return { ok: false, error: new AppError('conflict', errors.bvnLinked, { bvn: errors.bvnLinked }) };
  }
  const names = {
    ...match.names,
    business_name: user.type === 'business' ? (body.business_name ?? null) : null,
  };
  await updateUser(q, user.id, {
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
  await renameAccounts(q, user.id, displayName({ ...names, type: user.type })!);
  // Watch-list screening of the person (and the business's name): a match holds the submission for
  // compliance; the customer sees the same "in review" either way.
  await screenOnboarding(q, {
    userId: user.id,
    submissionId: claimed,
    names: [
      [names.firstname, names.middlename, names.lastname].filter(Boolean).join(' '),
      ...(names.business_name ? [names.business_name] : []),
    ],
  });
  return { ok: true, value: { user: await userViewById(q, user.id) } };
}

const pick = (p: { firstname: string; middlename: string | null; lastname: string; dob: string }) => ({
  firstname: p.firstname,
  middlename: p.middlename,
  lastname: p.lastname,
  dob: p.dob,
});

/**
 * The sandbox reviewer: submissions whose review time has come are verified. Claimed with
 * SKIP LOCKED so any number of API processes can run it. The customer is told in the app (the inbox, and at
 * once on an open event stream, where the app refreshes their status): the same words as a compliance
 * officer's approval, without its text message, as the sandbox reviewer stands in for an identity provider
 * and a text for each would land in the sandbox outbox among the sign-in codes read from it.
 */
export async function reviewDueKyc(q: Queryable): Promise<number> {
  const userIds = await verifyDueSubmissions(q);
  for (const userId of userIds) {
    if (await markUserVerified(q, userId)) {
      await recordSecurityEvent(q, userId, KYC_APPROVED_ALERT, { inAppOnly: true });
    }
  }
  return userIds.length;
}
