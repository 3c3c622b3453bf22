import type { ReplyData } from '@owo/contract/common';
import type { approvalsReply } from '@owo/contract/ops-money';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cn } from '#lib/cn';
import { opsCall } from '../api';
import { StatusList, useStatusTab } from '../status-list';
import { OpsHeader } from '../ui';
import { ProposalCard } from './approval-card';
import { secondaryButton } from './money-parts';

type Page = ReplyData<typeof approvalsReply>;

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
  const tab = useStatusTab(TABS);
  const status = tab.status;
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
  return (
    <>
      <OpsHeader title="Approvals" />
      <StatusList
        tab={tab}
        label="Approval status"
        query={list}
        noun="approvals"
        items={list.data?.pages.flatMap((p) => p.proposals) ?? []}
        empty={
          status === 'pending'
            ? 'No refund, adjustment or break entry is waiting for approval.'
            : `No ${status} refunds, adjustments or break entries yet.`
        }
        itemKey={(p) => p.id}
        renderItem={(p) => <ProposalCard proposal={p} />}
        below={
          list.hasNextPage && (
            <button
              type="button"
              className={cn(secondaryButton, 'mt-4')}
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Show older
            </button>
          )
        }
      />
    </>
  );
}
