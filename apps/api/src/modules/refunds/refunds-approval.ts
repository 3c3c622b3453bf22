import { opsMoneyMessages } from '@owo/contract/suspense';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { postEntry, systemAccount } from '#ledger/ledger.ts';
import { assert } from '#lib/assert.ts';
import { hmac } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { newReference } from '#lib/reference.ts';
import { lockAccountBalance } from '#modules/accounts/accounts-repository.ts';
import { audit } from '#modules/staff/audit.ts';
import type { StaffAuth } from '#modules/staff/staff-auth.ts';
import {
  findTransactionById,
  insertTransaction,
  transactionView,
} from '#modules/transactions/transactions-repository.ts';
import type { UserRow } from '#modules/users/users-repository.ts';
import { countSpend, creditWithinRules, type Envelope, moveMoney, requirePrimaryAccount } from '#money';
import { approveInCore, findProposal, type ProposalRow, recordPosted } from './refunds-repository.ts';
import { proposalView, requireDecidable, ruleError } from './refunds-service.ts';

// The approval of a refund or an adjustment: the only step that moves money, as a money move of the money
// core (moveMoney), pre-authorised by the approval and idempotent by the proposal's key. Inside it, under
// the customer's row lock: money_proposal_approve decides (still pending, not the proposer's own, a refund
// still within what is left of its debit), then one balanced entry through the ledger's posting function
// (ledger_post), the customer's history row (whose event brings the usual alert, and its receipt), what the
// approval posted, and the audit entry. Any refusal rolls all of it back.

/** The approval's key on the customer's idempotency keys: one per proposal; its fingerprint, one per approver. */
const approvalKey = (deps: Deps, uuid: string, staffId: bigint) => ({
  key: `staff-approval:${uuid}`,
  fingerprint: hmac(deps.config.pinSecret, `staff-approval ${uuid} by ${staffId}`),
});

/** POST /ops/approvals/{id}/approve */
export async function approveProposalOf(deps: Deps, staff: StaffAuth, uuid: string) {
  const p = await requireDecidable(deps, staff, uuid);
  try {
    await moveMoney(deps, {
      userId: p.user_id,
      preAuthorised: { by: `staff approval ${uuid}` },
      idempotency: approvalKey(deps, uuid, staff.staffId),
      run: (q, user) => postApproval(deps, q, p, staff, user),
    });
  } catch (err) {
    // The key was spent by another approver's approval: this proposal is decided.
    if (err instanceof AppError && err.code === 'conflict') {
      const now = await findProposal(deps.db, uuid);
      if (now && now.status !== 'pending') {
        throw new AppError('conflict', opsMoneyMessages.alreadyDecided(now.status));
      }
    }
    throw err;
  }
  const decided = await findProposal(deps.db, uuid);
  assert(decided, 'an approved proposal exists');
  return proposalView(decided, staff.staffId);
}

async function postApproval(
  deps: Deps,
  q: Queryable,
  p: ProposalRow,
  staff: StaffAuth,
  user: UserRow,
): Promise<Envelope<{ proposal: string; reference: string }>> {
  const answer = await approveInCore(q, p.uuid, staff.staffId);
  if (answer.code !== 'ok') throw ruleError(answer.code, answer.detail);
  const account = await requirePrimaryAccount(q, user.id);
  const amountMinor = p.amount_minor;
  const credit = p.direction === 'credit';
  // A debit is counted on the customer's day like every NGN debit (the counter mirrors the history), but a
  // staff decision is not held to the customer's own limits. A credit adjustment is a credit from outside the
  // sends (money_credit_check: the tier's balance cap); a refund gives back what left the account, so the cap
  // does not hold it. A restricted customer's moves are refused by money_authorise before this runs.
  if (!credit) await countSpend(q, user.id, amountMinor);
  if (credit && p.kind === 'adjustment') {
    const balance = await lockAccountBalance(q, account.id);
    assert(balance !== undefined, "the customer's primary account exists");
    await creditWithinRules(q, deps.config, user.id, balance, amountMinor);
  }
  const suspense = await systemAccount(q, p.suspense_code, 'NGN');
  const reference = newReference(p.kind === 'refund' ? 'rfd' : 'adj');
  const attached = p.complaint_ref ? ` (complaint ${p.complaint_ref})` : '';
  const { entryId } = await postEntry(q, {
    kind: `staff:${p.kind}`,
    memo: `${reference} ${p.kind} ${p.uuid}: ${p.reason}${attached}`.slice(0, 700),
    postings: [
      { accountId: suspense, amountMinor: credit ? -amountMinor : amountMinor },
      { accountId: account.id, amountMinor: credit ? amountMinor : -amountMinor },
    ],
  });
  const txId = await insertTransaction(q, {
    userId: user.id,
    accountId: account.id,
    entryId,
    direction: p.direction,
    rail: p.kind,
    status: 'successful',
    currency: 'NGN',
    amountMinor,
    reference,
    counterpartyName: deps.config.brandName,
    narration: p.t_reference
      ? `Refund of ${p.t_reference}`
      : `Account adjustment by ${deps.config.brandName}`,
    meta: {
      proposal: p.uuid,
      ...(p.t_reference ? { refund_of: p.t_reference } : {}),
      ...(p.complaint_ref ? { complaint: p.complaint_ref } : {}),
    },
  });
  await recordPosted(q, p.uuid, entryId, txId);
  const row = await findTransactionById(q, txId);
  assert(row, 'the history row just written is found in its own transaction');
  await audit(q, {
    staffId: staff.staffId,
    action: 'proposal.approve',
    subjectType: 'customer',
    subjectId: user.uuid,
    detail: {
      proposal: p.uuid,
      kind: p.kind,
      direction: p.direction,
      amount_minor: String(amountMinor),
      reference,
      refund_of: p.t_reference,
      complaint: p.complaint_ref,
      entry: String(entryId),
    },
  });
  return {
    status: true,
    message: opsMoneyMessages.approved,
    data: { proposal: p.uuid, reference: transactionView(row).reference },
  };
}
