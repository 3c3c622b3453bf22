import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { formatMoney } from '#lib/money';
import { SubmitButton } from '#ui/submit-button';
import { opsCall } from '../api';
import { CustomerFacts, Fact, secondaryButton, when } from '../pages/money-parts';
import { useOps } from '../session';
import { type BreakProposal, entryTitle, KIND_NAMES, RAIL_NAMES } from './recon-parts';

type State = BreakProposal['state'];

/**
 * The approvals desk's reconciliation entries: a journal entry proposed to resolve a settlement break (against
 * the reconciliation suspense account), approved by a finance colleague other than its proposer, who may only
 * withdraw it. Shown on the desk beside refunds and adjustments, so finance has one place to approve.
 */
export function BreakEntries({ state }: { state: State }) {
  const list = useQuery({
    queryKey: ['ops', 'approvals', 'recon', state],
    queryFn: () => opsCall<BreakProposal[]>('GET', `/ops/reconciliation/proposals?state=${state}`),
  });
  if (list.isError)
    return (
      <p role="alert" className="mb-4 text-red-700">
        Could not load the reconciliation entries. {list.error.message}
      </p>
    );
  if (!list.data || list.data.length === 0) return null;
  return (
    <section aria-labelledby="recon-entries-heading" className="mb-6">
      <h2 id="recon-entries-heading" className="mb-3 text-lg font-semibold">
        Reconciliation entries
      </h2>
      <ul className="space-y-4">
        {list.data.map((p) => (
          <li key={p.id}>
            <BreakEntryCard proposal={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BreakEntryCard({ proposal: p }: { proposal: BreakProposal }) {
  const { staff } = useOps();
  const mine = staff.email === p.proposed_by;
  const headingId = `entry-${p.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4">
      <h3 id={headingId} className="mb-3 text-lg font-semibold">
        {entryTitle(p)} <span className="text-sm font-normal text-gray-600">· settlement break</span>
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <CustomerFacts customer={p.customer} />
        <Fact label="Break">{KIND_NAMES[p.kind]}</Fact>
        <Fact label="Rail">
          {RAIL_NAMES[p.rail]} · {p.date}
        </Fact>
        <Fact label="Reference">
          <span className="font-mono text-sm break-all">{p.reference ?? '—'}</span>
        </Fact>
        <Fact label="Against">Reconciliation breaks</Fact>
        <Fact label="Proposed by">{mine ? `${p.proposed_by} (you)` : p.proposed_by}</Fact>
        <Fact label="Proposed (Lagos)">{when(p.created_at)}</Fact>
      </dl>
      <p className="mt-3 rounded-md bg-gray-50 p-3 text-sm">
        <span className="font-semibold">Reason: </span>
        {p.reason}
      </p>
      {p.state === 'proposed' ? (
        <Decide proposal={p} mine={mine} />
      ) : (
        <p className="mt-3 text-sm text-gray-700">
          {p.state === 'approved' ? 'Approved' : 'Rejected'} by {p.decided_by}
          {p.decided_at ? ` on ${when(p.decided_at)}` : ''}
        </p>
      )}
    </article>
  );
}

function Decide({ proposal: p, mine }: { proposal: BreakProposal; mine: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const decide = useMutation({
    mutationFn: (action: 'approve' | 'reject') =>
      opsCall('POST', `/ops/reconciliation/proposals/${p.id}/${action}`),
    onSuccess: (_d, action) => {
      toast.success(
        action === 'approve' ? 'Approved: the money moved and the break is resolved' : 'Proposal rejected',
      );
      void queryClient.invalidateQueries({ queryKey: ['ops', 'approvals'] });
      void queryClient.invalidateQueries({ queryKey: ['ops', 'recon'] });
    },
  });
  return (
    <div className="mt-4 border-t border-gray-100 pt-4">
      {mine && (
        <p className="mb-3 text-sm text-gray-700">
          You proposed this. Another finance colleague must approve it; you may withdraw it.
        </p>
      )}
      {decide.error && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {decide.error.message}
        </p>
      )}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold">
            {p.direction === 'credit' ? 'Pay' : 'Take'} {formatMoney(p.amount)}{' '}
            {p.direction === 'credit' ? 'to' : 'from'} the customer now?
          </p>
          <SubmitButton
            type="button"
            size="small"
            isLoading={decide.isPending}
            onClick={() => decide.mutate('approve')}
          >
            Confirm approval
          </SubmitButton>
          <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          {!mine && (
            <SubmitButton type="button" size="small" onClick={() => setConfirming(true)}>
              Approve
            </SubmitButton>
          )}
          <button
            type="button"
            className={secondaryButton}
            disabled={decide.isPending}
            onClick={() => decide.mutate('reject')}
          >
            {mine ? 'Withdraw' : 'Reject'}
          </button>
        </div>
      )}
    </div>
  );
}
