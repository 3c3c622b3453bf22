import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { cn } from '#lib/cn';
import { opsCall } from '../api';
import { when } from '../customers/format';
import { HoldDecided, HoldDecision } from '../monitoring/hold-decision';
import { amountText, type Hold } from '../monitoring/parts';
import { useOps } from '../session';
import { OpsHeader } from '../ui';
import { Fact } from './money-parts';

const TABS = [
  { status: 'held', label: 'Waiting' },
  { status: 'released', label: 'Released' },
  { status: 'rejected', label: 'Rejected' },
] as const;

/**
 * Compliance: sends a hold rule or a screening hit stopped before they left Owo (the money waits in the rail's
 * clearing account, the customer sees "pending"), oldest first. Each is released or rejected, with a note.
 */
export default function HoldsPage() {
  const ops = useOps();
  const [params, setParams] = useSearchParams();
  const status = TABS.find((t) => t.status === params.get('status'))?.status ?? 'held';
  const list = useQuery({
    queryKey: ['ops', 'monitoring', 'holds', status],
    queryFn: () => opsCall<Hold[]>('GET', `/ops/monitoring/holds?status=${status}`),
    refetchInterval: 30_000,
  });
  return (
    <>
      <OpsHeader title="Holds" />
      <p className="mb-4 max-w-3xl text-sm text-gray-700">
        A held send has left the customer&rsquo;s balance but not Owo. Release it and it goes to its bank;
        reject it and the money goes back to the customer. The customer is told only that the transfer could
        not be completed.
      </p>
      <nav aria-label="Hold status" className="mb-4 flex flex-wrap gap-2">
        {TABS.map((t) => (
          <button
            key={t.status}
            type="button"
            aria-pressed={status === t.status}
            onClick={() => setParams(t.status === 'held' ? {} : { status: t.status })}
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
          Could not load the holds. {list.error.message}
        </p>
      )}
      {list.isSuccess && list.data.length === 0 && (
        <p className="rounded-lg border border-gray-200 bg-white p-4 text-gray-700">
          {status === 'held' ? 'Nothing is held.' : `No ${status} holds.`}
        </p>
      )}
      <ul className="space-y-4">
        {list.data?.map((h) => (
          <li key={h.uuid}>
            <HoldCard hold={h} canDecide={ops.can('monitoring.decide')} />
          </li>
        ))}
      </ul>
    </>
  );
}

function HoldCard({ hold: h, canDecide }: { hold: Hold; canDecide: boolean }) {
  const headingId = `hold-${h.uuid}`;
  const p = h.payment;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {p ? amountText(p.amount, p.currency) : 'Identity'}{' '}
          <span className="text-sm font-normal text-gray-600">
            {p ? `to ${p.counterparty_name ?? 'an unnamed recipient'}` : 'on hold'} · held by {h.rule.name}
          </span>
        </h2>
        <Link to={`/ops/cases/${h.case}`} className="text-sm text-green-800 underline">
          Open the case
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Fact label="Customer">
          <Link to={`/ops/customers/${h.customer}`} className="text-green-800 underline">
            {h.customer_name ?? 'No name yet'}
          </Link>
        </Fact>
        <Fact label="Held (Lagos)">{when(h.created_at)}</Fact>
        {p && (
          <>
            <Fact label="Reference">
              <span className="font-mono text-sm">{p.reference}</span>
            </Fact>
            <Fact label="Rail">{p.rail.toUpperCase()}</Fact>
            <Fact label="Fee">{amountText(p.fee, 'NGN')}</Fact>
            <Fact label="To account">
              {[p.counterparty_account, p.counterparty_bank].filter(Boolean).join(' · ') || '—'}
            </Fact>
            <Fact label="Payment status">{p.status}</Fact>
          </>
        )}
      </dl>
      {h.status === 'held' ? canDecide ? <HoldDecision hold={h} /> : null : <HoldDecided hold={h} />}
    </article>
  );
}
