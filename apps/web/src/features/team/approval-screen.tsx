import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useActingFor } from '#lib/session/acting-for';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useApproval } from './api/team-queries';
import { ApprovalCard } from './approval-card';
import { useActing } from './use-acting';
import { useSwitchAccount } from './use-switch-account';

/**
 * `/team/approvals/:id`: one payment, where a prepared payment lands and where an approver's text message
 * opens it. `?business=` names the business it belongs to: the member then acts for it (one of theirs), so
 * the message opens straight on the payment.
 */
export function ApprovalScreen({ id }: { id: string }) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const prepared = (state as { prepared?: boolean } | null)?.prepared === true;
  const acting = useActingFor();
  const { can, businesses, isPending: loadingRole } = useActing();
  const switchTo = useSwitchAccount();
  const wanted = params.get('business');
  const target = wanted ? businesses.find((b) => b.id === wanted) : undefined;
  const actingId = acting?.id ?? businesses.find((b) => b.own)?.id;
  const switching = Boolean(target && target.id !== actingId);

  useEffect(() => {
    if (!target) return;
    if (target.id !== actingId) switchTo(target);
    setParams({}, { replace: true });
  }, [target, actingId, switchTo, setParams]);

  const ready = !loadingRole && !switching;
  const { data, isPending, isError, refetch } = useApproval(id, ready);
  const myId = businesses.find((b) => b.own)?.id ?? '';

  return (
    <section aria-labelledby="approval-heading" className="flex flex-col gap-4">
      <Link to="/team/approvals" className="self-start text-sm font-semibold text-brand underline">
        All approvals
      </Link>
      <h1 id="approval-heading" className="text-2xl font-bold text-ink">
        {prepared ? 'Sent for approval' : 'Payment for approval'}
      </h1>
      {prepared ? (
        <p className="text-muted">
          Nothing has left the account. The approvers have been told; you will be told when they decide.
        </p>
      ) : null}
      {!ready || isPending ? <Spinner label="Loading the payment" className="size-8 text-brand" /> : null}
      {ready && isError ? <LoadError what="this payment" onRetry={() => void refetch()} /> : null}
      {data ? (
        <ul className="max-w-xl">
          <ApprovalCard approval={data.approval} canDecide={can('approvals.decide')} myId={myId} />
        </ul>
      ) : null}
    </section>
  );
}
