import type { ReplyData } from '@owo/contract/common';
import type { KycQueueItem, kycQueueReply } from '@owo/contract/ops-customers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { opsCall } from '../api';
import { CASE_REASON, when } from '../customers/format';
import { Comparison } from '../customers/sections';
import { useOps } from '../session';
import { OpsHeader } from '../ui';

type Queue = ReplyData<typeof kycQueueReply>;

const PER_PAGE = 10;

/** Compliance: every identity the automatic check did not verify, oldest first, each with its decision. */
export default function KycPage() {
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const queue = useQuery({
    queryKey: ['ops', 'kyc', page],
    queryFn: () => opsCall<Queue>('GET', `/ops/kyc?page=${page}&per_page=${PER_PAGE}`),
    placeholderData: keepPreviousData,
  });
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / PER_PAGE)) : 1;
  return (
    <>
      <OpsHeader title="Identity reviews" />
      <p className="-mt-4 mb-4 text-sm text-gray-700">
        {queue.data ? `${queue.data.total} waiting, oldest first.` : ' '} Approve only when you are sure the
        person is the BVN's holder; the customer is told either way.
      </p>
      {done && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
          {done}
        </p>
      )}
      {queue.isError && <p role="alert">Could not load the queue.</p>}
      {queue.data?.cases.length === 0 && <p className="text-gray-700">Nothing waiting.</p>}
      <ul className="space-y-4">
        {queue.data?.cases.map((c) => (
          <li key={c.id}>
            <CaseCard item={c} onDecided={setDone} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Queue pages" className="mt-4 flex items-center gap-3 text-sm">
          <button
            type="button"
            className="rounded-md border border-gray-300 bg-white px-3 py-2 disabled:opacity-40"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="rounded-md border border-gray-300 bg-white px-3 py-2 disabled:opacity-40"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}

function CaseCard({ item: c, onDecided }: { item: KycQueueItem; onDecided: (message: string) => void }) {
  const ops = useOps();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      opsCall<unknown>('POST', `/ops/kyc/${c.id}/decision`, { decision, reason }),
    onSuccess: (_, decision) => {
      onDecided(
        `${c.customer.name ?? 'The customer'}: ${decision === 'approve' ? 'approved, now on tier 3' : 'rejected'}. They have been told.`,
      );
      void queryClient.invalidateQueries({ queryKey: ['ops', 'kyc'] });
    },
  });
  const headingId = `case-${c.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          <Link to={`/ops/customers/${c.customer.uuid}`} className="text-green-800 underline">
            {c.customer.name ?? `${c.entered.firstname ?? ''} ${c.entered.lastname ?? ''} (as typed)`}
          </Link>{' '}
          <span className="text-sm font-normal text-gray-600">
            {c.customer.phone} · {c.customer.type}
          </span>
        </h2>
        <span className="text-sm text-gray-600">{when(c.created_at)}</span>
      </div>
      <p className="mt-1 text-sm">
        <strong>{CASE_REASON[c.reason] ?? c.reason}</strong>
        {c.attempts > 1 ? ` · ${c.attempts} attempts` : ''} · BVN {c.bvn}
        {c.document ? ` · ${c.document.type} ${c.document.number}` : ''}
      </p>
      {c.bvn_holder && (
        <p className="mt-1 text-sm text-red-800">
          This BVN stands on{' '}
          <Link to={`/ops/customers/${c.bvn_holder.uuid}`} className="underline">
            {c.bvn_holder.name ?? 'another customer'}
          </Link>
          's account.
        </p>
      )}
      <Comparison entered={c.entered} record={c.record} mismatched={c.mismatched} />
      {ops.can('kyc.decide') && (
        <form className="mt-3 space-y-2" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={`reason-${c.id}`} className="block text-sm font-medium">
            Reason for your decision
          </label>
          <textarea
            id={`reason-${c.id}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={2}
            maxLength={300}
            className="block w-full rounded-md border border-gray-300 p-2 text-sm"
          />
          {decide.error && (
            <p role="alert" className="text-sm text-red-700">
              {decide.error.message}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={decide.isPending}
              onClick={() => decide.mutate('approve')}
              className="rounded-md bg-green-800 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
            >
              Approve identity
            </button>
            <button
              type="button"
              disabled={decide.isPending}
              onClick={() => decide.mutate('reject')}
              className="rounded-md border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 disabled:opacity-50"
            >
              Reject
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
