import { COMPLAINT_CATEGORY_LABELS } from '@owo/contract/complaints';
import { lagosTime } from '@owo/contract/lagos-time';
import { Link } from 'react-router';
import { company, primaryPhone } from '#config/company';
import { buttonClasses } from '#ui/button-styles';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { type ComplaintItem, useComplaints } from './api/complaints';
import { ComplaintStatusBadge, outcomeLabel } from './complaint-status';

/**
 * `/support`, the in-app help page: the support chat the public site promises. Each conversation is a
 * complaint with a tracking number and the date by which Owo answers; the newest comes first.
 */
export function SupportScreen() {
  const { data, isPending, isError, refetch } = useComplaints();
  return (
    <section aria-labelledby="support-heading" className="flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="support-heading" className="text-2xl font-bold text-ink">
          Help &amp; support
        </h1>
        <Link to="/support/new" className={buttonClasses('green', 'small')}>
          Start a conversation
        </Link>
      </div>
      <p className="text-muted">
        Write to our support team, a real person who knows Owo. Tell us what went wrong: you get a tracking
        number and the date by which we will answer, and you follow our replies here. A problem with a
        transaction? Open it from{' '}
        <Link to="/transactions" className="font-semibold text-brand underline">
          Transactions
        </Link>{' '}
        and tap Report a problem.
      </p>
      <h2 className="mt-2 text-lg font-bold text-ink">Your conversations</h2>
      {isPending ? <Spinner label="Loading your conversations" className="size-8 text-brand" /> : null}
      {isError ? <LoadError what="your conversations" onRetry={() => void refetch()} /> : null}
      {data?.complaints.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted shadow-sm ring-1 ring-gray-200">
          No conversations yet. When you write to us, you will find it here.
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {data?.complaints.map((c) => (
          <ComplaintRow key={c.id} complaint={c} />
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">
        Prefer to talk? Call{' '}
        <a href={`tel:${primaryPhone.tel}`} className="font-semibold text-brand underline">
          {primaryPhone.display}
        </a>{' '}
        or e-mail{' '}
        <a href={`mailto:${company.supportEmail}`} className="font-semibold text-brand underline">
          {company.supportEmail}
        </a>
        .
      </p>
    </section>
  );
}

function ComplaintRow({ complaint: c }: { complaint: ComplaintItem }) {
  return (
    <li>
      <Link
        to={`/support/${c.id}`}
        className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 hover:ring-brand"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0 font-bold break-words text-ink">
            {COMPLAINT_CATEGORY_LABELS[c.category]}
          </span>
          <ComplaintStatusBadge status={c.status} />
        </span>
        <span className="font-mono text-sm text-muted">{c.tracking_number}</span>
        <span className="text-sm text-ink">
          {c.status === 'resolved' && c.outcome
            ? outcomeLabel(c.outcome)
            : `We will answer by ${lagosTime(c.due_at)}`}
        </span>
      </Link>
    </li>
  );
}
