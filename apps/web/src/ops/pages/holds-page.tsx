import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { opsCall } from '../api';
import { when } from '../customers/format';
import { HoldDecided, HoldDecision } from '../monitoring/hold-decision';
import { amountText, type Hold } from '../monitoring/parts';
import { useOps } from '../session';
import { StatusList, useStatusTab } from '../status-list';
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
  const tab = useStatusTab(TABS);
  const list = useQuery({
    queryKey: ['ops', 'monitoring', 'holds', tab.status],
    queryFn: () => opsCall<Hold[]>('GET', `/ops/monitoring/holds?status=${tab.status}`),
    refetchInterval: 30_000,
  });
  return (
    <>
      <OpsHeader title="Holds" />
      <p className="mb-4 max-w-3xl text-sm text-gray-700">
        A held send has left the customer&rsquo;s balance but not Owo. Released, it goes to its bank: one
        officer asks and a second approves. Rejected, the money goes back to the customer. The customer is
        told only that the transfer could not be completed.
      </p>
      <StatusList
        tab={tab}
        label="Hold status"
        query={list}
        noun="holds"
        items={list.data ?? []}
        empty={tab.status === 'held' ? 'Nothing is held.' : `No ${tab.status} holds.`}
        itemKey={(h) => h.uuid}
        renderItem={(h) => <HoldCard hold={h} canDecide={ops.can('monitoring.decide')} />}
      />
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
