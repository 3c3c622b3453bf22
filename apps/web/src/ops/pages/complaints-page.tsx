import type { ReplyData } from '@owo/contract/common';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_STATUS_LABELS,
  type OPS_COMPLAINT_FILTERS,
  type opsComplaintsReply,
} from '@owo/contract/complaints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { cn } from '#lib/cn';
import { opsCall } from '../api';
import { lagos, timeLeftText, urgencyClasses, urgencyText } from '../complaints/clock';
import { OpsHeader } from '../ui';

type Filter = (typeof OPS_COMPLAINT_FILTERS)[number];
type Queue = ReplyData<typeof opsComplaintsReply>;

const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: 'unresolved', label: 'Unresolved' },
  { value: 'open', label: 'Waiting for us' },
  { value: 'answered', label: 'Answered' },
  { value: 'resolved', label: 'Resolved' },
];

/** The complaints queue: by deadline, the most overdue first, each row coloured by the time left. */
export default function ComplaintsPage() {
  const [params, setParams] = useSearchParams();
  const filter = (FILTERS.find((f) => f.value === params.get('status'))?.value ?? 'unresolved') as Filter;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useQuery({
    queryKey: ['ops', 'complaints', filter, page],
    queryFn: () => opsCall<Queue>('GET', `/ops/complaints?status=${filter}&page=${page}`),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const go = (next: { status?: Filter; page?: number }) =>
    setParams({ status: next.status ?? filter, page: String(next.page ?? 1) });

  return (
    <>
      <OpsHeader title="Complaints" />
      <p className="mb-4 max-w-3xl text-sm text-gray-700">
        Each complaint must be answered by its due date, the deadline the CBN sets for its category. The most
        overdue come first; a reopened complaint&rsquo;s clock starts again.
      </p>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">Show complaints</legend>
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => go({ status: f.value })}
            className={cn(
              'rounded-full px-3 py-1.5 text-sm font-semibold ring-1',
              filter === f.value ? 'bg-green-800 text-white ring-green-800' : 'bg-white ring-gray-300',
            )}
          >
            {f.label}
          </button>
        ))}
      </fieldset>
      {queue.isError && (
        <p role="alert" className="text-red-700">
          Could not load the queue. {queue.error.message}
        </p>
      )}
      {/* On a phone, one card per complaint (every column of the table, nothing behind a sideways scroll). */}
      <ul aria-label="Complaints, most urgent first" className="space-y-2 md:hidden">
        {queue.data?.complaints.map((c) => {
          return (
            <li
              key={c.id}
              className={cn(
                'rounded-lg border border-gray-200 bg-white p-3 text-sm',
                urgencyClasses[c.urgency],
              )}
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link
                  to={`/ops/complaints/${c.id}`}
                  className="font-mono font-semibold text-green-800 underline"
                >
                  {c.tracking_number}
                </Link>
                <span className={urgencyText[c.urgency]}>{timeLeftText(c)}</span>
              </p>
              <p className="mt-1">{COMPLAINT_CATEGORY_LABELS[c.category]}</p>
              <p className="mt-1 text-gray-700">
                {c.customer.name ?? 'No name yet'} · {c.customer.phone}
              </p>
              <p className="mt-1 text-gray-700">
                {COMPLAINT_STATUS_LABELS[c.status]}
                {c.status !== 'resolved' && c.last_author === 'customer' ? (
                  <span className="font-semibold text-gray-800"> · Customer wrote last</span>
                ) : null}
                {' · '}due {lagos(c.due_at)}
              </p>
            </li>
          );
        })}
      </ul>
      {queue.data?.complaints.length === 0 && (
        <p className="rounded-lg border border-gray-200 bg-white p-4 text-gray-700 md:hidden">
          Nothing here.
        </p>
      )}
      <div className="hidden overflow-x-auto rounded-lg border border-gray-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Complaints, most urgent first</caption>
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th className="p-3">Time left</th>
              <th className="p-3">Tracking number</th>
              <th className="p-3">Category</th>
              <th className="p-3">Customer</th>
              <th className="p-3">Status</th>
              <th className="p-3">Due (Lagos)</th>
            </tr>
          </thead>
          <tbody>
            {queue.data?.complaints.map((c) => {
              return (
                <tr key={c.id} className={cn('border-t border-gray-100', urgencyClasses[c.urgency])}>
                  <td className={cn('p-3 whitespace-nowrap', urgencyText[c.urgency])}>{timeLeftText(c)}</td>
                  <td className="p-3 whitespace-nowrap">
                    <Link
                      to={`/ops/complaints/${c.id}`}
                      className="font-mono font-semibold text-green-800 underline"
                    >
                      {c.tracking_number}
                    </Link>
                  </td>
                  <td className="p-3">{COMPLAINT_CATEGORY_LABELS[c.category]}</td>
                  <td className="p-3 whitespace-nowrap">
                    {c.customer.name ?? 'No name yet'}
                    <span className="block text-xs text-gray-600">{c.customer.phone}</span>
                  </td>
                  <td className="p-3 whitespace-nowrap">
                    {COMPLAINT_STATUS_LABELS[c.status]}
                    {c.status !== 'resolved' && c.last_author === 'customer' ? (
                      <span className="block text-xs font-semibold text-gray-800">Customer wrote last</span>
                    ) : null}
                  </td>
                  <td className="p-3 whitespace-nowrap">{lagos(c.due_at)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {queue.data?.complaints.length === 0 && <p className="p-4 text-gray-700">Nothing here.</p>}
      </div>
      {queue.data && queue.data.last_page > 1 && (
        <nav aria-label="Queue pages" className="mt-4 flex items-center gap-3 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
            className="rounded-md border border-gray-300 bg-white px-3 py-2 disabled:opacity-50"
          >
            Previous
          </button>
          <span>
            Page {queue.data.page} of {queue.data.last_page} ({queue.data.total} complaints)
          </span>
          <button
            type="button"
            disabled={page >= queue.data.last_page}
            onClick={() => go({ page: page + 1 })}
            className="rounded-md border border-gray-300 bg-white px-3 py-2 disabled:opacity-50"
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}
