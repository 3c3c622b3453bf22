import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_OUTCOME_LABELS,
  COMPLAINT_STATUS_LABELS,
} from '@owo/contract/complaints';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { cn } from '#lib/cn';
import { opsCall } from '../api';
import { ReplyForm, ResolveForm } from '../complaints/answer-forms';
import { lagos, timeLeftText, urgencyText } from '../complaints/clock';
import { Conversation, type OpsConversation } from '../complaints/conversation';
import { OPS_MENU } from '../menu';
import { useOps } from '../session';
import { OpsHeader } from '../ui';

/** The customer's page in the console, once it exists (issue 25.2): the name then links to it. */
const CUSTOMER_PAGE = OPS_MENU.some((m) => m.path === '/ops/customers/:uuid');

/** One complaint: who, about what, the clock, the conversation, and (support, compliance) reply and resolve. */
export default function ComplaintPage() {
  const { id = '' } = useParams();
  const ops = useOps();
  const query = useQuery({
    queryKey: ['ops', 'complaint', id],
    queryFn: () => opsCall<OpsConversation>('GET', `/ops/complaints/${encodeURIComponent(id)}`),
    retry: false,
    // Each opening is recorded in the audit log: a tab coming back into focus is not a new look.
    refetchOnWindowFocus: false,
  });
  const back = (
    <Link to="/ops/complaints" className="text-sm font-semibold text-green-800 underline">
      Back to the queue
    </Link>
  );
  if (query.isPending) return <p>Loading…</p>;
  if (query.isError) {
    return (
      <>
        {back}
        <p role="alert" className="mt-4 text-red-700">
          {query.error.message}
        </p>
      </>
    );
  }
  const { complaint: c, messages } = query.data;
  const answerable = ops.can('complaints.answer') && c.status !== 'resolved';
  return (
    <>
      {back}
      <OpsHeader title={c.tracking_number} />
      <dl className="mb-6 grid gap-3 rounded-lg border border-gray-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Category">{COMPLAINT_CATEGORY_LABELS[c.category]}</Fact>
        <Fact term="Status">
          {COMPLAINT_STATUS_LABELS[c.status]}
          {c.outcome ? ` · ${COMPLAINT_OUTCOME_LABELS[c.outcome]}` : ''}
        </Fact>
        <Fact term="Time left">
          <span className={cn(urgencyText[c.urgency])} data-testid="ops-time-left">
            {timeLeftText(c)}
          </span>
        </Fact>
        <Fact term="Customer">
          {CUSTOMER_PAGE ? (
            <Link to={`/ops/customers/${c.customer.uuid}`} className="text-green-800 underline">
              {c.customer.name ?? 'No name yet'}
            </Link>
          ) : (
            (c.customer.name ?? 'No name yet')
          )}{' '}
          · {c.customer.phone}
        </Fact>
        <Fact term="Opened (Lagos)">{lagos(c.created_at)}</Fact>
        <Fact term="Due (Lagos)">
          {lagos(c.due_at)}
          {c.reopened_count > 0 ? ` · reopened ${c.reopened_count}×` : ''}
        </Fact>
        {c.transaction ? (
          <Fact term="Transaction">
            {/* The movement's one description: what the customer's history and receipt say. */}
            {c.transaction.direction === 'credit' ? 'Received' : 'Sent'} {c.transaction.description.total} ·{' '}
            {c.transaction.description.title} · {c.transaction.description.status_label} ·{' '}
            <span className="font-mono">{c.transaction.reference}</span>
            {c.transaction.direction === 'debit' && ops.can('refunds.propose') ? (
              <>
                {' '}
                ·{' '}
                <Link
                  className="text-green-800 underline"
                  to={`/ops/refunds?transaction=${encodeURIComponent(c.transaction.reference)}&complaint=${encodeURIComponent(c.tracking_number)}`}
                >
                  Propose a refund
                </Link>
              </>
            ) : null}
          </Fact>
        ) : null}
      </dl>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Conversation with the customer" className="flex flex-col gap-4">
          <Conversation messages={messages} />
          {answerable ? <ReplyForm id={c.id} /> : null}
        </section>
        {answerable ? <ResolveForm id={c.id} /> : null}
      </div>
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-600">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
