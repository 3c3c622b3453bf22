import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button-styles';
import { FilterChips } from '#ui/filter-chips';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { type ApprovalFilter, useApprovals } from './api/team-queries';
import { ApprovalCard } from './approval-card';
import { roleGate, TeamFrame } from './team-frame';
import { useActing } from './use-acting';

const filters: Array<{ value: ApprovalFilter; label: string }> = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];

/**
 * `/team/approvals`: the business's payments waiting for approval (approve with your PIN, or reject with a
 * reason) and past ones. Members who prepare payments do it from Send, Bills and Bulk payouts, acting for
 * the business; each lands here.
 */
export function ApprovalsScreen() {
  const { can, businesses, current, ...role } = useActing();
  const [filter, setFilter] = useState<ApprovalFilter>('pending');
  const allowed = can('approvals.read');
  const { data, isPending, isError, refetch } = useApprovals(filter, allowed);
  const myId = businesses.find((b) => b.own)?.id ?? '';
  const gate = roleGate(role, allowed);
  if (gate) return gate;
  return (
    <TeamFrame>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-ink">Approvals</h2>
          {can('approvals.initiate') && current && !current.own ? (
            <div className="flex flex-wrap gap-2">
              <Link to="/send" className={buttonClasses('green', 'small')}>
                New payment
              </Link>
              <Link to="/bills/airtime" className={buttonClasses('white', 'small')}>
                Pay a bill
              </Link>
            </div>
          ) : null}
        </div>
        <FilterChips legend="Show approvals" options={filters} value={filter} onChange={setFilter} />
        {isPending ? <Spinner label="Loading approvals" className="size-8 text-brand" /> : null}
        {isError ? <LoadError what="the approvals" onRetry={() => void refetch()} /> : null}
        {data?.approvals.length === 0 ? <p className="text-muted">Nothing here.</p> : null}
        <ul className="grid gap-3 lg:grid-cols-2 lg:items-start">
          {data?.approvals.map((a) => (
            <ApprovalCard
              key={a.id}
              approval={a}
              canDecide={can('approvals.decide')}
              myId={myId}
              openPath={`/team/approvals/${a.id}`}
            />
          ))}
        </ul>
      </div>
    </TeamFrame>
  );
}
