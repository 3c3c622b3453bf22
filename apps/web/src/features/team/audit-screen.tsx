import { lagosTime } from '@owo/contract/lagos-time';
import { useState } from 'react';
import { buttonClasses } from '#ui/button-styles';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useAudit } from './api/team-queries';
import { roleGate, TeamFrame } from './team-frame';
import { useActing } from './use-acting';

/** `/team/audit`: who did what and when, newest first, 20 a page (owner and admins). */
export function AuditScreen() {
  const { can, ...role } = useActing();
  const [page, setPage] = useState(1);
  const allowed = can('audit.read');
  const { data, isPending, isError, refetch } = useAudit(page, allowed);
  const gate = roleGate(role, allowed);
  if (gate) return gate;
  return (
    <TeamFrame>
      <h2 className="text-lg font-bold text-ink">Audit log</h2>
      {isPending ? <Spinner label="Loading the audit log" className="size-8 text-brand" /> : null}
      {isError ? <LoadError what="the audit log" onRetry={() => void refetch()} /> : null}
      {data?.data.length === 0 ? <p className="text-muted">Nothing recorded yet.</p> : null}
      {data && data.data.length > 0 ? (
        <ol className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          {data.data.map((e) => (
            <li key={e.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
              <time dateTime={e.created_at} className="shrink-0 text-sm text-muted sm:w-48">
                {lagosTime(e.created_at)}
              </time>
              <p className="min-w-0 text-ink">
                {e.summary}
                <span className="block text-sm text-muted">by {e.actor.name}</span>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {data && data.last_page > 1 ? (
        <nav aria-label="Audit log pages" className="flex items-center justify-between gap-3">
          <button
            type="button"
            className={buttonClasses('white', 'small')}
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </button>
          <span className="text-sm text-muted">
            Page {data.current_page} of {data.last_page}
          </span>
          <button
            type="button"
            className={buttonClasses('white', 'small')}
            disabled={page >= data.last_page}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </TeamFrame>
  );
}
