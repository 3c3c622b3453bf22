import { opsMoneyMessages } from '@owo/contract/suspense';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '#lib/api/api-error';
import { formatMoney } from '#lib/money';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { opsCall } from '../api';
import { KIND_NAMES, RAIL_NAMES } from '../recon/recon-parts';
import {
  CustomerFacts,
  Fact,
  type Proposal,
  proposalTitle,
  StatusBadge,
  secondaryButton,
  suspenseName,
  TransactionFacts,
  when,
} from './money-parts';

type Step = 'idle' | 'approve' | 'reject';

/** One proposal: what moves, for whom, why, who proposed it, and the decision this staff member may make. */
export function ProposalCard({ proposal: p }: { proposal: Proposal }) {
  const headingId = `proposal-${p.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {proposalTitle(p)}{' '}
          <span className="text-sm font-normal text-gray-600">
            {p.direction === 'credit' ? 'to' : 'from'} {p.customer.name}
            {p.break && ' · settlement break'}
          </span>
        </h2>
        <StatusBadge status={p.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <CustomerFacts customer={p.customer} />
        {p.break && (
          <>
            <Fact label="Break">{KIND_NAMES[p.break.kind]}</Fact>
            <Fact label="Rail">
              {RAIL_NAMES[p.break.rail]} · {p.break.date}
            </Fact>
            <Fact label="Reference">
              <span className="font-mono text-sm break-all">{p.break.reference ?? '—'}</span>
            </Fact>
          </>
        )}
        <Fact label="Against">{suspenseName(p.suspense_account)}</Fact>
        <Fact label="Proposed by">{p.mine ? `${p.proposed_by} (you)` : p.proposed_by}</Fact>
        <Fact label="Proposed (Lagos)">{when(p.proposed_at)}</Fact>
        {p.complaint_id && <Fact label="Complaint">{p.complaint_id}</Fact>}
      </dl>
      {p.transaction && (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-gray-700">The transaction refunded</h3>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            <TransactionFacts transaction={p.transaction} />
          </dl>
        </>
      )}
      <p className="mt-3 rounded-md bg-gray-50 p-3 text-sm">
        <span className="font-semibold">Reason: </span>
        {p.reason}
      </p>
      {p.status === 'pending' ? <Decision proposal={p} /> : <Decided proposal={p} />}
    </article>
  );
}

function Decided({ proposal: p }: { proposal: Proposal }) {
  return (
    <p className="mt-3 text-sm text-gray-700">
      {p.status === 'approved' ? 'Approved' : 'Rejected'} by {p.decided_by}
      {p.decided_at ? ` on ${when(p.decided_at)}` : ''}
      {p.result_reference ? ` · customer's reference ${p.result_reference}` : ''}
      {p.decision_reason ? ` · ${p.decision_reason}` : ''}
    </p>
  );
}

/**
 * A decision moves money (or frees a break): every console figure may have changed with it, the approvals,
 * the customer's balance, a refund lookup's state, the recon breaks and the dashboard's money moved today.
 * Only the staff session itself is left as it is.
 */
function refreshAfterDecision(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['ops'], predicate: (q) => q.queryKey[1] !== 'me' });
}

function Decision({ proposal: p }: { proposal: Proposal }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const decide = useMutation({
    mutationFn: (d: { action: 'approve' | 'reject'; reason?: string }) =>
      opsCall<{ proposal: Proposal }>(
        'POST',
        `/ops/approvals/${p.id}/${d.action}`,
        d.action === 'reject' ? { reason: d.reason } : undefined,
      ),
    onSuccess: (_data, d) => {
      if (d.action === 'reject') toast.success('Rejected: nothing moved.');
      else toast.success(p.break ? opsMoneyMessages.approvedBreakEntry : 'Approved: the money has moved.');
    },
    // Decided meanwhile by a colleague: the card leaves the waiting list, or shows that decision, once read
    // again; the toast says why (the card's own error line goes with it).
    onError: (error) => {
      if (isApiError(error) && error.httpStatus === 409) toast.error(error.message);
    },
    // Read again after a failure too: a colleague's decision, or a lost answer to one that went through.
    onSettled: () => refreshAfterDecision(queryClient),
  });
  const reject = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    decide.mutate({ action: 'reject', reason: String(new FormData(e.currentTarget).get('reason') ?? '') });
  };
  return (
    <div className="mt-4 border-t border-gray-100 pt-4">
      {p.mine && (
        <p className="mb-3 text-sm text-gray-700">
          You proposed this. Another finance colleague must approve it; you may withdraw it.
        </p>
      )}
      {decide.error && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {decide.error.message}
        </p>
      )}
      {step === 'idle' && (
        <div className="flex flex-wrap gap-3">
          {!p.mine && (
            <SubmitButton type="button" size="small" onClick={() => setStep('approve')}>
              Approve
            </SubmitButton>
          )}
          <button type="button" className={secondaryButton} onClick={() => setStep('reject')}>
            {p.mine ? 'Withdraw' : 'Reject'}
          </button>
        </div>
      )}
      {step === 'approve' && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold">
            {p.direction === 'credit' ? 'Pay' : 'Take'} {formatMoney(p.amount)}{' '}
            {p.direction === 'credit' ? 'to' : 'from'} {p.customer.name} now?
          </p>
          <SubmitButton
            type="button"
            size="small"
            isLoading={decide.isPending}
            onClick={() => decide.mutate({ action: 'approve' })}
          >
            Confirm approval
          </SubmitButton>
          <button type="button" className={secondaryButton} onClick={() => setStep('idle')}>
            Cancel
          </button>
        </div>
      )}
      {step === 'reject' && (
        <form onSubmit={reject} className="max-w-xl space-y-3">
          <TextArea label="Why?" name="reason" rows={2} required minLength={5} maxLength={500} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton size="small" color="orange" isLoading={decide.isPending}>
              {p.mine ? 'Withdraw proposal' : 'Reject proposal'}
            </SubmitButton>
            <button type="button" className={secondaryButton} onClick={() => setStep('idle')}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
