import { toMajor } from '@owo/contract/money';
import type { ProposalView } from '@owo/contract/ops-money';
import { type ReconBreak, type ReconBreaksQuery, reconMessages } from '@owo/contract/reconciliation';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { laravelPage } from '#lib/paginate.ts';
import { proposalIn, proposalsOfBreak, proposeBreakEntryIn } from '#modules/refunds/refunds-service.ts';
import { findTransactionById } from '#records/transactions-repository.ts';
import { type BreakRow, explainBreak, findBreak, linesOfBreak, pageBreaks } from './recon-repository.ts';
import { breakView } from './recon-service.ts';

// The breaks queue: what the console lists, opens and closes (explained with a note, or by a journal entry:
// a money proposal of kind 'recon', decided on the Approvals desk like every other, decision 023).

export async function listBreaks(
  deps: Pick<Deps, 'db'>,
  query: ReconBreaksQuery & { page: number; per_page: number },
) {
  const { page, per_page: perPage, ...filter } = query;
  const { rows, total } = await pageBreaks(deps.db, filter, perPage, (page - 1) * perPage);
  return laravelPage({
    path: '/api/ops/reconciliation/breaks',
    page,
    perPage,
    total,
    data: rows.map(breakView),
    query: {
      rail: filter.rail,
      kind: filter.kind,
      state: filter.state,
      from: filter.from,
      to: filter.to,
      reference: filter.reference,
      per_page: String(perPage),
    },
  });
}

/**
 * A break, the partner's lines that name it, the entries proposed for it (as the staff member `staffId` sees
 * them), and Owo's history row.
 */
export async function breakDetail(deps: Pick<Deps, 'db'>, uuid: string, staffId: bigint) {
  const b = await findBreak(deps.db, uuid);
  if (!b) throw notFound();
  const lines = await linesOfBreak(deps.db, b);
  const proposals = await proposalsOfBreak(deps.db, b.id, staffId);
  const t = b.transaction_id === null ? null : await findTransactionById(deps.db, b.transaction_id);
  return {
    break: breakView(b),
    lines: lines.map((l) => ({
      date: l.value_date,
      line_no: l.line_no,
      session_id: l.session_id,
      reference: l.reference,
      currency: l.currency,
      amount: toMajor(l.amount_minor),
      status: l.status as 'successful' | 'failed',
    })),
    proposals,
    transaction: t && {
      uuid: t.uuid,
      reference: t.reference,
      session_id: t.session_id ?? null,
      rail: t.rail,
      direction: t.direction,
      status: t.status,
      currency: t.currency.trim(),
      amount: toMajor(t.amount_minor),
      fee: toMajor(t.fee_minor),
      created_at: t.created_at.toISOString(),
      customer: b.user_uuid!,
    },
  };
}

/** Closes an open break as explained, with the staff member's note (`record` audits it in the same transaction). */
export async function explain(
  deps: Pick<Deps, 'db'>,
  uuid: string,
  note: string,
  staffId: bigint,
  record: (q: Queryable, b: ReconBreak) => Promise<void>,
): Promise<ReconBreak> {
  return deps.db.tx(async (q) => {
    const b = await openBreak(q, uuid);
    await explainBreak(q, b.id, note, staffId);
    const done = breakView((await findBreak(q, uuid))!);
    await record(q, done);
    return done;
  });
}

/** A break locked for closing, refused (409) unless it is open. */
async function openBreak(q: Queryable, uuid: string): Promise<BreakRow> {
  const b = await findBreak(q, uuid, { lock: true });
  if (!b) throw notFound();
  if (b.state !== 'open') throw new AppError('conflict', reconMessages.notOpen);
  return b;
}

type Proposed = { proposal: ProposalView; break: ReconBreak };

/**
 * Proposes a journal entry for an open break that names a customer's transaction: the customer credited (or
 * debited) against the reconciliation suspense account, one waiting at a time. It is a money proposal like a
 * refund: a second finance staff member approves it on the Approvals desk, which moves the money through the
 * money core and resolves the break (modules/refunds/refunds-approval.ts).
 */
export function propose(
  deps: Pick<Deps, 'db'>,
  breakUuid: string,
  body: { direction: 'credit' | 'debit'; amount: bigint; reason: string },
  staffId: bigint,
  record: (q: Queryable, o: Proposed) => Promise<void>,
): Promise<Proposed> {
  return deps.db.tx(async (q) => {
    const b = await openBreak(q, breakUuid);
    if (b.user_id === null) throw new AppError('unprocessable', reconMessages.noCustomer);
    const uuid = await proposeBreakEntryIn(
      q,
      {
        breakId: b.id,
        userId: b.user_id,
        direction: body.direction,
        amountMinor: body.amount,
        reason: body.reason,
      },
      staffId,
    );
    if (!uuid) throw new AppError('conflict', reconMessages.waiting);
    const done = { proposal: await proposalIn(q, uuid, staffId), break: breakView(b) };
    await record(q, done);
    return done;
  });
}
