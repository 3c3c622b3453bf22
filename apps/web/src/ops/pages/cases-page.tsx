import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { opsCall } from '../api';
import { when } from '../customers/format';
import { type Case, SeverityBadge } from '../monitoring/parts';
import { StatusList, useStatusTab } from '../status-list';
import { OpsHeader } from '../ui';

const TABS = [
  { status: 'open', label: 'Open' },
  { status: 'escalated', label: 'Escalated' },
  { status: 'cleared', label: 'Cleared' },
] as const;

const SEVERITY_RANK = ['low', 'medium', 'high', 'critical'];

/** The gravest severity among a case's alerts. */
const worst = (c: Case) =>
  c.alerts.reduce(
    (w, a) => (SEVERITY_RANK.indexOf(a.severity) > SEVERITY_RANK.indexOf(w) ? a.severity : w),
    'low',
  );

/** A customer's cases. */
interface CustomerGroup {
  customer: Case['customer'];
  cases: Case[];
}

/** Cases by customer, in the order the API gave them (newest case first). */
function byCustomer(cases: Case[]): CustomerGroup[] {
  const groups = new Map<string, CustomerGroup>();
  for (const c of cases) {
    const g = groups.get(c.customer.uuid) ?? { customer: c.customer, cases: [] };
    g.cases.push(c);
    groups.set(c.customer.uuid, g);
  }
  return [...groups.values()];
}

/**
 * Compliance's queue of monitoring cases, grouped per customer: each case gathers a customer's alerts (the rule,
 * its evidence, the transactions) until compliance clears it or escalates it to a suspicious transaction report.
 */
export default function CasesPage() {
  const tab = useStatusTab(TABS);
  const list = useQuery({
    queryKey: ['ops', 'monitoring', 'cases', tab.status],
    queryFn: () => opsCall<Case[]>('GET', `/ops/monitoring/cases?status=${tab.status}&limit=200`),
    refetchInterval: 30_000,
  });
  return (
    <>
      <OpsHeader title="Monitoring cases" />
      <StatusList
        tab={tab}
        label="Case status"
        query={list}
        noun="cases"
        items={byCustomer(list.data ?? [])}
        empty={`No ${tab.status} cases.`}
        itemKey={(g) => g.customer.uuid}
        renderItem={(g) => <CustomerCases group={g} />}
      />
    </>
  );
}

function CustomerCases({ group: g }: { group: CustomerGroup }) {
  return (
    <section
      aria-label={g.customer.name ?? g.customer.phone}
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold">
        <Link to={`/ops/customers/${g.customer.uuid}`} className="text-green-800 underline">
          {g.customer.name ?? 'No name yet'}
        </Link>{' '}
        <span className="text-sm font-normal text-gray-600">
          {g.customer.type} · {g.customer.phone}
        </span>
      </h2>
      <ul className="mt-2 divide-y divide-gray-100">
        {g.cases.map((c) => (
          <CaseRow key={c.uuid} c={c} />
        ))}
      </ul>
    </section>
  );
}

function CaseRow({ c }: { c: Case }) {
  const held = c.holds.filter((h) => h.status === 'held').length;
  const rules = [...new Set(c.alerts.map((a) => a.rule.name))];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <SeverityBadge severity={worst(c)} />
          <span className="font-semibold">{rules.join(', ') || 'No alerts'}</span>
        </p>
        <p className="mt-1 text-gray-700">
          Opened {when(c.opened_at)} · {c.alerts.length} alert{c.alerts.length === 1 ? '' : 's'} ·{' '}
          {c.transactions.length} transaction{c.transactions.length === 1 ? '' : 's'}
          {held > 0 ? (
            <strong className="text-amber-800"> · {held} held, waiting for a decision</strong>
          ) : null}
          {c.closed_at ? ` · closed ${when(c.closed_at)}` : ''}
        </p>
      </div>
      <Link
        to={`/ops/cases/${c.uuid}`}
        className="rounded-lg border border-gray-300 px-3 py-2 text-sm font-semibold text-green-800"
      >
        Open case
      </Link>
    </li>
  );
}
