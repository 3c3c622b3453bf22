import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { FullScreenLoader } from '#ui/full-screen-loader';
import { opsCall } from '../api';
import { when } from '../customers/format';
import { CaseClose } from '../monitoring/case-close';
import { HoldDecided, HoldDecision } from '../monitoring/hold-decision';
import { amountText, type Case, DownloadButton, Evidence, SeverityBadge } from '../monitoring/parts';
import { useOps } from '../session';
import { OpsHeader } from '../ui';
import { Fact } from './money-parts';

const STATUS_TEXT = { open: 'Open', cleared: 'Cleared', escalated: 'Escalated to a report' } as const;

/** One monitoring case: its customer, each alert's rule and evidence, the transactions, the holds, the outcome. */
export default function CasePage() {
  const { id = '' } = useParams();
  const ops = useOps();
  const page = useQuery({
    queryKey: ['ops', 'monitoring', 'case', id],
    queryFn: () => opsCall<Case>('GET', `/ops/cases/${id}`),
    retry: false,
  });
  if (page.isPending) return <FullScreenLoader />;
  if (page.isError) {
    return (
      <>
        <OpsHeader title="Case" />
        <p role="alert">{page.error.message}</p>
        <Link to="/ops/cases" className="text-green-800 underline">
          Back to the cases
        </Link>
      </>
    );
  }
  const c = page.data;
  const canDecide = ops.can('monitoring.decide');
  return (
    <>
      <OpsHeader title={`Case · ${c.customer.name ?? c.customer.phone}`}>
        <Link to="/ops/cases" className="text-sm text-green-800 underline">
          Back to the cases
        </Link>
      </OpsHeader>
      <dl className="mb-6 grid grid-cols-2 gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-4">
        <Fact label="Status">{STATUS_TEXT[c.status]}</Fact>
        <Fact label="Customer">
          <Link to={`/ops/customers/${c.customer.uuid}`} className="text-green-800 underline">
            {c.customer.name ?? 'No name yet'}
          </Link>
        </Fact>
        <Fact label="Phone">{c.customer.phone}</Fact>
        <Fact label="Opened (Lagos)">{when(c.opened_at)}</Fact>
      </dl>
      <section aria-labelledby="alerts" className="mb-6">
        <h2 id="alerts" className="mb-2 text-lg font-semibold">
          Alerts
        </h2>
        <ul className="space-y-3">
          {c.alerts.map((a) => (
            <li key={a.uuid} className="rounded-lg border border-gray-200 bg-white p-4">
              <p className="mb-2 flex flex-wrap items-center gap-2">
                <strong>{a.rule.name}</strong>
                <span className="text-sm text-gray-600">
                  version {a.rule.version} · {a.rule.indicator} ·{' '}
                  {a.action === 'hold' ? 'holds for review' : 'alerts'} · {when(a.created_at)}
                </span>
                <SeverityBadge severity={a.severity} />
              </p>
              <Evidence evidence={a.evidence} />
            </li>
          ))}
        </ul>
      </section>
      <Transactions c={c} />
      {c.holds.length > 0 && (
        <section aria-labelledby="holds" className="mb-6">
          <h2 id="holds" className="mb-2 text-lg font-semibold">
            Holds
          </h2>
          <ul className="space-y-3">
            {c.holds.map((h) => {
              const t = c.transactions.find((x) => x.uuid === h.transaction);
              return (
                <li key={h.uuid} className="rounded-lg border border-gray-200 bg-white p-4">
                  <p className="text-sm">
                    <strong>
                      {t
                        ? `${amountText(t.amount, t.currency)} to ${t.counterparty_name ?? '—'}`
                        : 'Identity'}
                    </strong>{' '}
                    · {h.status === 'held' ? 'waiting for a decision' : h.status} · held {when(h.created_at)}
                  </p>
                  {h.status === 'held' ? canDecide && <HoldDecision hold={h} /> : <HoldDecided hold={h} />}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section aria-labelledby="outcome" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="outcome" className="mb-2 text-lg font-semibold">
          Outcome
        </h2>
        {c.status === 'open' ? (
          canDecide ? (
            <CaseClose c={c} />
          ) : (
            <p className="text-sm text-gray-700">Open.</p>
          )
        ) : (
          <div className="space-y-3 text-sm">
            <p>
              {STATUS_TEXT[c.status]} {when(c.closed_at)}
              {c.note ? ` · ${c.note}` : ''}
            </p>
            {c.report && (
              <DownloadButton path={`/ops/cases/${c.uuid}/str.xml`} name={`str-${c.uuid}.xml`}>
                Download the STR (goAML XML)
              </DownloadButton>
            )}
          </div>
        )}
      </section>
    </>
  );
}

function Transactions({ c }: { c: Case }) {
  const held = new Set(c.holds.filter((h) => h.status === 'held').map((h) => h.transaction));
  return (
    <section aria-labelledby="transactions" className="mb-6">
      <h2 id="transactions" className="mb-2 text-lg font-semibold">
        Transactions
      </h2>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">The transactions of the case&rsquo;s alerts, oldest first</caption>
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th className="p-3">Made (Lagos)</th>
              <th className="p-3">Reference</th>
              <th className="p-3">Kind</th>
              <th className="p-3">Other party</th>
              <th className="p-3 text-right">Amount</th>
              <th className="p-3">Status</th>
            </tr>
          </thead>
          <tbody>
            {c.transactions.map((t) => (
              <tr key={t.uuid} className="border-t border-gray-100">
                <td className="p-3 whitespace-nowrap">{when(t.created_at)}</td>
                <td className="p-3 font-mono text-xs">{t.reference}</td>
                <td className="p-3 whitespace-nowrap capitalize">
                  {t.direction} · {t.rail.toUpperCase()}
                </td>
                <td className="p-3">
                  {t.counterparty_name ?? '—'}
                  <span className="block text-xs text-gray-600">
                    {[t.counterparty_account, t.counterparty_bank].filter(Boolean).join(' · ')}
                  </span>
                </td>
                <td className="p-3 text-right whitespace-nowrap tabular-nums">
                  {amountText(t.amount, t.currency)}
                </td>
                <td className="p-3 whitespace-nowrap">{held.has(t.uuid) ? 'held' : t.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {c.transactions.length === 0 && (
          <p className="p-4 text-gray-700">No transactions: an onboarding screening.</p>
        )}
      </div>
    </section>
  );
}
