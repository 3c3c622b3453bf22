import { useState } from 'react';
import { cn } from '#lib/cn';
import { Spinner } from '#ui/spinner';
import { type ApprovalFilter, useApprovals } from './api/team-queries';
import { ApprovalCard } from './approval-card';
import { PreparePaymentForm } from './prepare-payment-form';
import { NotForRole, TeamFrame } from './team-frame';
import { useActing } from './use-acting';

const filters: Array<{ value: ApprovalFilter; label: string }> = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

/** `/team/approvals`: payments waiting for approval (approve with your PIN, or reject); initiators prepare them. */
export function ApprovalsScreen() {
  const { can, businesses, isPending: loadingRole } = useActing();
  const [filter, setFilter] = useState<ApprovalFilter>('pending');
  const allowed = can('approvals.read');
  const { data, isPending, isError, refetch } = useApprovals(filter, allowed);
  const myId = businesses.find((b) => b.own)?.id ?? '';
  if (loadingRole) return <TeamFrame>{null}</TeamFrame>;
  if (!allowed) {
    return (
      <TeamFrame>
        <NotForRole />
      </TeamFrame>
    );
  }
  return (
    <TeamFrame>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-ink">Approvals</h2>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Show approvals</legend>
            {filters.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
                className={cn(
                  'min-h-10 rounded-full px-4 text-sm font-semibold ring-1',
                  filter === f.value ? 'bg-brand text-white ring-brand' : 'bg-white text-ink ring-gray-300',
                )}
              >
                {f.label}
              </button>
            ))}
          </fieldset>
          {isPending ? <Spinner label="Loading approvals" className="size-8 text-brand" /> : null}
          {isError ? (
            <p className="text-danger">
              We could not load the approvals. Check your internet connection.{' '}
              <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
                Try again
              </button>
            </p>
          ) : null}
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
