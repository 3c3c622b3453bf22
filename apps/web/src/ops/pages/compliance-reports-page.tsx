import type { ReplyData } from '@owo/contract/common';
import type { ctrReply, strReportsReply } from '@owo/contract/monitoring';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { formatDecimal } from '#lib/money';
import { SubmitButton } from '#ui/submit-button';
import { opsCall } from '../api';
import { when } from '../customers/format';
import { DownloadButton } from '../monitoring/parts';
import { lagosDateFrom } from '../recon/recon-parts';
import { OpsHeader } from '../ui';
import { selectClasses } from './money-parts';

type Ctr = ReplyData<typeof ctrReply>;
type Strs = ReplyData<typeof strReportsReply>;

/**
 * The reports compliance files: a Lagos day's currency transaction report (customers whose movements reached
 * the thresholds, kept as made), and the suspicious transaction reports filed from escalated cases.
 */
export default function ComplianceReportsPage() {
  return (
    <>
      <OpsHeader title="Reports" />
      <CtrSection />
      <StrSection />
    </>
  );
}

function CtrSection() {
  const [day, setDay] = useState(() => lagosDateFrom(-1));
  const ctr = useQuery({
    queryKey: ['ops', 'monitoring', 'ctr', day],
    queryFn: () => opsCall<Ctr>('GET', `/ops/reports/ctr?date=${day}`),
    retry: false,
  });
  const show = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setDay(String(new FormData(e.currentTarget).get('date') ?? ''));
  };
  return (
    <section aria-labelledby="ctr" className="mb-8">
      <h2 id="ctr" className="mb-2 text-lg font-semibold">
        Currency transaction report
      </h2>
      <form onSubmit={show} className="mb-3 flex flex-wrap items-end gap-3">
        <label htmlFor="ctr-date" className="text-sm font-semibold">
          Day (Lagos)
          <input
            id="ctr-date"
            type="date"
            name="date"
            defaultValue={day}
            required
            className={selectClasses}
          />
        </label>
        <SubmitButton size="small" isLoading={ctr.isFetching}>
          Show the report
        </SubmitButton>
        <DownloadButton path={`/ops/reports/ctr.csv?date=${day}`} name={`ctr-${day}.csv`}>
          Download CSV
        </DownloadButton>
      </form>
      {ctr.isError && (
        <p role="alert" className="text-red-700">
          {ctr.error.message}
        </p>
      )}
      {ctr.data && <CtrTable r={ctr.data} />}
    </section>
  );
}

function CtrTable({ r }: { r: Ctr }) {
  return (
    <>
      <p className="mb-2 text-sm text-gray-700">
        {r.date}: individuals from {formatDecimal(r.individual_threshold)}, companies from{' '}
        {formatDecimal(r.company_threshold)} · made {when(r.generated_at)} · {r.rows.length} customer
        {r.rows.length === 1 ? '' : 's'}
      </p>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Customers reported for {r.date}</caption>
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th className="p-3">Customer</th>
              <th className="p-3">Accounts</th>
              <th className="p-3 text-right">In</th>
              <th className="p-3 text-right">Out (fees included)</th>
            </tr>
          </thead>
          <tbody>
            {r.rows.map((x) => (
              <tr key={x.customer} className="border-t border-gray-100">
                <td className="p-3">
                  <Link to={`/ops/customers/${x.customer}`} className="text-green-800 underline">
                    {x.name ?? 'No name yet'}
                  </Link>
                  <span className="block text-xs text-gray-600">{x.type}</span>
                </td>
                <td className="p-3 font-mono text-xs">{x.account_numbers.join(', ')}</td>
                <td className="p-3 text-right tabular-nums">
                  {formatDecimal(x.credits)} ({x.credit_count})
                </td>
                <td className="p-3 text-right tabular-nums">
                  {formatDecimal(x.debits)} ({x.debit_count})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {r.rows.length === 0 && <p className="p-4 text-gray-700">No customer reached a threshold.</p>}
      </div>
    </>
  );
}

function StrSection() {
  const list = useQuery({
    queryKey: ['ops', 'monitoring', 'strs'],
    queryFn: () => opsCall<Strs>('GET', '/ops/reports/str?limit=200'),
  });
  return (
    <section aria-labelledby="strs">
      <h2 id="strs" className="mb-2 text-lg font-semibold">
        Suspicious transaction reports filed
      </h2>
      {list.isError && (
        <p role="alert" className="text-red-700">
          Could not load the reports. {list.error.message}
        </p>
      )}
      {list.isSuccess && list.data.length === 0 && (
        <p className="rounded-lg border border-gray-200 bg-white p-4 text-gray-700">No report filed yet.</p>
      )}
      <ul className="space-y-3">
        {list.data?.map((s) => (
          <li key={s.uuid} className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
            <p className="font-semibold">
              <Link to={`/ops/cases/${s.case}`} className="text-green-800 underline">
                STR for {s.customer.name ?? 'a customer without a name'}
              </Link>{' '}
              <span className="font-normal text-gray-600">
                · filed {when(s.filed_at)} by {s.filed_by} · {s.transaction_count} transaction
                {s.transaction_count === 1 ? '' : 's'}
              </span>
            </p>
            {s.reason && <p className="mt-1 text-gray-800">{s.reason}</p>}
            <p className="mt-1 font-mono text-xs break-all text-gray-600">SHA-256 {s.sha256}</p>
            <div className="mt-2">
              <DownloadButton path={`/ops/cases/${s.case}/str.xml`} name={`str-${s.case}.xml`}>
                Download XML
              </DownloadButton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
