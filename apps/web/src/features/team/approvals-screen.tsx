import { useState } from 'react';
import { FilterChips } from '#ui/filter-chips';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { type ApprovalFilter, useApprovals } from './api/team-queries';
import { ApprovalCard } from './approval-card';
import { PreparePaymentForm } from './prepare-payment-form';
import { roleGate, TeamFrame } from './team-frame';
import { useActing } from './use-acting';

const filters: Array<{ value: ApprovalFilter; label: string }> = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];

/** `/team/approvals`: payments waiting for approval (approve with your PIN, or reject); initiators prepare them. */
export function ApprovalsScreen() {
  const { can, businesses, isPending: loadingRole } = useActing();
  const [filter, setFilter] = useState<ApprovalFilter>('pending');
  const allowed = can('approvals.read');
  const { data, isPending, isError, refetch } = useApprovals(filter, allowed);
  const myId = businesses.find((b) => b.own)?.id ?? '';
  const gate = roleGate(loadingRole, allowed);
  if (gate) return gate;
  return (
    <TeamFrame>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-ink">Approvals</h2>
          <FilterChips legend="Show approvals" options={filters} value={filter} onChange={setFilter} />
          {isPending ? <Spinner label="Loading approvals" className="size-8 text-brand" /> : null}
          {isError ? <LoadError what="the approvals" onRetry={() => void refetch()} /> : null}
          {data?.approvals.length === 0 ? <p className="text-muted">Nothing here.</p> : null}
          <ul className="flex flex-col gap-3">
            {data?.approvals.map((a) => (
              <ApprovalCard key={a.id} approval={a} canDecide={can('approvals.decide')} myId={myId} />
            ))}
          </ul>
        </div>
        {can('approvals.initiate') ? <PreparePaymentForm /> : null}
      </div>
    </TeamFrame>
  );
}
