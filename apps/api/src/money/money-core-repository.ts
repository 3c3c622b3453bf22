import type { Queryable } from '#db/db.ts';

// The calls of the money core's SQL functions (migrations 014, 022 and 030). Each answers one row (a batch, one per send).

/** What a money core call answered: ok (or replay) with the reply's text, or a refusal code with its facts. */
export interface CoreAnswer {
  code: string;
  detail: Record<string, unknown> | null;
  reply: string | null;
}

/**
 * Many sends in one statement, so one transaction and one COMMIT when run outside a transaction block (or
 * inside the caller's). The users and Owo account numbers the batch locks come from the sends themselves.
 */
export async function callSendBatch(
  q: Queryable,
  specs: Record<string, unknown>[],
  rules: string,
): Promise<CoreAnswer[]> {
  const users = new Set<string>();
  const toAccounts = new Set<string>();
  for (const spec of specs) {
    users.add(spec.user_id as string);
    if (spec.signer_id) users.add(spec.signer_id as string);
    if (spec.kind === 'owo') toAccounts.add(spec.to_account as string);
  }
  // With a key on every send, running the batch again after it committed replays each send's reply and
  // moves nothing (decision 019); a send without a key could pay twice, so such a batch is never repeated.
  const repeatable = specs.every((s) => typeof s.key === 'string');
  const { rows } = await q.query<CoreAnswer>(
    'SELECT code, detail, reply FROM money_send_batch($1, $2, $3, $4)',
    [JSON.stringify(specs), rules, [...users], [...toAccounts]],
    { repeatable },
  );
  return rows;
}

export interface AuthoriseArgs {
  user_id: string;
  signer_id: string | null;
  pin_hmac: string | null;
  pre_authorised: boolean;
  require_kyc: boolean;
  key: string | null;
  fingerprint: string | null;
}

export async function callAuthorise(
  q: Queryable,
  a: AuthoriseArgs,
  rules: string,
): Promise<CoreAnswer | undefined> {
  const { rows } = await q.query<CoreAnswer>(
    'SELECT code, detail, reply FROM money_authorise($1, $2, $3, $4, $5, $6, $7, $8)',
    [a.user_id, a.signer_id, a.pin_hmac, a.pre_authorised, a.require_kyc, a.key, a.fingerprint, rules],
  );
  return rows[0];
}

export async function callPinCheck(q: Queryable, userId: bigint, pinHmac: string, rules: string) {
  const { rows } = await q.query<{ code: string; tries_left: number | null; locked_until: Date | null }>(
    'SELECT code, tries_left, locked_until FROM money_pin_check($1, $2, $3)',
    [String(userId), pinHmac, rules],
  );
  return rows[0];
}

/** Card funding's debit decided and counted (money_spend, migration 030). */
export async function callSpend(
  q: Queryable,
  userId: bigint,
  amountMinor: bigint,
  feeMinor: bigint,
  rules: string,
) {
  const { rows } = await q.query<{ code: string; detail: Record<string, unknown> | null }>(
    'SELECT code, detail FROM money_spend($1, $2, $3, $4)',
    [String(userId), String(amountMinor), String(feeMinor), rules],
  );
  return rows[0];
}

/** A payout batch's rows together against the limits (money_batch_check, migration 030). */
export async function callBatchCheck(
  q: Queryable,
  userId: bigint,
  b: { largestMinor: bigint; amountMinor: bigint; feeMinor: bigint },
  rules: string,
) {
  const { rows } = await q.query<{ code: string; detail: Record<string, unknown> | null }>(
    'SELECT code, detail FROM money_batch_check($1, $2, $3, $4, $5)',
    [String(userId), String(b.largestMinor), String(b.amountMinor), String(b.feeMinor), rules],
  );
  return rows[0];
}

/** Whether a credit from outside the sends may land on the customer's account (money_credit_check, migration 030). */
export async function callCreditCheck(
  q: Queryable,
  userId: bigint,
  balanceMinor: bigint,
  amountMinor: bigint,
  rules: string,
) {
  const { rows } = await q.query<{ code: string; detail: Record<string, unknown> | null }>(
    'SELECT code, detail FROM money_credit_check($1, $2, $3, $4)',
    [String(userId), String(balanceMinor), String(amountMinor), rules],
  );
  return rows[0];
}

/** The new-device cap on a team member moving or preparing `countedMinor` of a business's money (migration 019). */
export async function callMemberCapCheck(
  q: Queryable,
  memberId: bigint,
  countedMinor: bigint,
  rules: string,
) {
  const { rows } = await q.query<{ code: string; detail: Record<string, unknown> | null }>(
    'SELECT code, detail FROM money_member_cap_check($1, $2, $3)',
    [String(memberId), String(countedMinor), rules],
  );
  return rows[0];
}

/** Keeps a money move's reply with its Idempotency-Key, in the move's own transaction. */
export async function keepReply(
  q: Queryable,
  userId: bigint,
  key: string,
  fingerprint: string,
  reply: string,
) {
  await q.query('SELECT money_keep_reply($1, $2, $3, 200, $4)', [String(userId), key, fingerprint, reply]);
}
