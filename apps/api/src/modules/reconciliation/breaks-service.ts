import { toMajor } from '@owo/contract/money';
import { type ReconBreak, type ReconBreaksQuery, reconMessages } from '@owo/contract/reconciliation';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { laravelPage } from '#lib/paginate.ts';
import { findTransactionById } from '#records/transactions-repository.ts';
import { proposalsOfBreak } from './proposals-repository.ts';
import { proposalView } from './proposals-service.ts';
import { explainBreak, findBreak, linesOfBreak, pageBreaks } from './recon-repository.ts';
import { breakView } from './recon-service.ts';

// The breaks queue: what the console lists, opens and closes.

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

/** A break, the partner's lines that name it, the entries proposed for it, and Owo's history row. */
export async function breakDetail(deps: Pick<Deps, 'db'>, uuid: string) {
  const b = await findBreak(deps.db, uuid);
  if (!b) throw notFound();
  const lines = await linesOfBreak(deps.db, b);
  const proposals = await proposalsOfBreak(deps.db, b.id);
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
    proposals: proposals.map(proposalView),
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
    const b = await findBreak(q, uuid, { lock: true });
    if (!b) throw notFound();
    if (b.state !== 'open') throw new AppError('conflict', reconMessages.notOpen);
    await explainBreak(q, b.id, note, staffId);
    const done = breakView((await findBreak(q, uuid))!);
    await record(q, done);
    return done;
  });
}
