import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { cn } from '#lib/cn';
import { opsCall } from '../api';
import { OpsHeader } from '../ui';
import { ProposalCard } from './approval-card';
import { type Proposal, secondaryButton } from './money-parts';

interface Page {
  proposals: Proposal[];
  next_before: string | null;
}

const TABS = [
  { status: 'pending', label: 'Waiting' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
] as const;

/**
 * Finance: refunds, adjustments and reconciliation entries (a settlement break's journal entry), one list of
 * money proposals waiting for a second pair of eyes. A colleague's proposal can be approved (the money moves
 * then; an entry's break is resolved) or rejected with a reason; one's own can only be withdrawn.
 */
export default function ApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const status = TABS.find((t) => t.status === params.get('status'))?.status ?? 'pending';
  const list = useInfiniteQuery({
    queryKey: ['ops', 'approvals', status],
    queryFn: ({ pageParam }) =>
      opsCall<Page>(
        'GET',
        `/ops/approvals?status=${status}&limit=20${pageParam ? `&before=${pageParam}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  const proposals = list.data?.pages.flatMap((p) => p.proposals) ?? [];
  return (
    <>
      <OpsHeader title="Approvals" />
      <nav aria-label="Approval status" className="mb-4 flex gap-2">
        {TABS.map((t) => (
          <button
            key={t.status}
            type="button"
            aria-pressed={status === t.status}
            onClick={() => setParams(t.status === 'pending' ? {} : { status: t.status })}
            className={cn(
              'min-h-10 rounded-full px-4 text-sm font-semibold',
              status === t.status ? 'bg-green-800 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-300',
            )}
          >
            {t.label}
          </button>
        ))}
      </nav>
      {list.isError && (
        <p role="alert" className="text-red-700">
          Could not load the approvals. {list.error.message}
        </p>
      )}
      {list.isSuccess && proposals.length === 0 && (
        <p className="rounded-lg border border-gray-200 bg-white p-4 text-gray-700">
          {status === 'pending'
            ? 'No refund, adjustment or break entry is waiting for approval.'
            : `No ${status} refunds, adjustments or break entries yet.`}
        </p>
      )}
      <ul className="space-y-4">
        {proposals.map((p) => (
          <li key={p.id}>
            <ProposalCard proposal={p} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          className={cn(secondaryButton, 'mt-4')}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Show older
        </button>
      )}
    </>
  );
}
