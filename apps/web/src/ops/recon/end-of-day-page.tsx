import type { balancesReply, LedgerCheck, TrialBalance } from '@owo/contract/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { cn } from '#lib/cn';
import { formatMoney } from '#lib/money';
import { SubmitButton } from '#ui/submit-button';
import { opsCall } from '../api';
import { secondaryButton, selectClasses, when } from '../pages/money-parts';
import { useOps } from '../session';
import { OpsHeader } from '../ui';
import { lagosDateFrom } from './recon-parts';

type Balances = z.infer<typeof balancesReply>['data'];

const cell = 'p-2 text-right tabular-nums whitespace-nowrap';

/**
 * Finance: the end of the day. A Lagos day's trial balance (every account class and currency; the day's debits
 * equal its credits), every balance as at a day's end or a moment, and the ledger checks kept (each day's
 * close runs one; finance may run one now).
 */
export default function EndOfDayPage() {
  return (
    <>
      <OpsHeader title="End of day" />
      <div className="space-y-8">
        <TrialBalanceSection />
        <BalancesSection />
        <LedgerChecksSection />
      </div>
    </>
  );
}

function TrialBalanceSection() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? lagosDateFrom(-1);
  const tb = useQuery({
    queryKey: ['ops', 'eod', 'trial-balance', date],
    queryFn: () => opsCall<TrialBalance>('GET', `/ops/reports/trial-balance?date=${date}`),
    retry: false,
  });
  return (
    <section aria-labelledby="tb-heading">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="tb-heading" className="text-xl font-bold">
          Trial balance
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor="tb-date" className="text-sm font-semibold">
            Day (Lagos)
          </label>
          <input
            id="tb-date"
            type="date"
            className={selectClasses}
            value={date}
            onChange={(e) => e.target.value && setParams({ date: e.target.value })}
          />
        </div>
      </div>
      {tb.isError && (
        <p role="alert" className="text-red-700">
          {tb.error.message}
        </p>
      )}
      {tb.data && (
        <>
          <p role="status" className="mb-3 text-sm">
            <span
              className={cn(
                'mr-2 rounded-full px-2 py-0.5 text-xs font-semibold',
                tb.data.balanced ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-700',
              )}
            >
              {tb.data.balanced ? 'Balanced' : 'Not balanced'}
            </span>
            {tb.data.closed
              ? `Closed ${tb.data.closed_at ? when(tb.data.closed_at) : ''} and kept.`
              : 'Provisional: the day is not closed yet.'}
          </p>
          <ul className="space-y-2 md:hidden">
            {tb.data.totals.map((t) => (
              <li
                key={`total-${t.currency}`}
                className="rounded-lg border-2 border-gray-300 bg-white p-3 text-sm"
              >
                <p className="font-semibold">Total · {t.currency}</p>
                <MobileFigures
                  figures={[
                    ['Total debits', t.total_debits],
                    ['Total credits', t.total_credits],
                    ['Closing', t.closing],
                  ]}
                  currency={t.currency}
                />
              </li>
            ))}
            {tb.data.lines.map((l) => (
              <li
                key={`${l.class}-${l.currency}`}
                className="rounded-lg border border-gray-200 bg-white p-3 text-sm"
              >
                <p>
                  <span className="font-mono text-xs font-semibold">{l.class}</span> · {l.currency}
                </p>
                <MobileFigures
                  figures={[
                    ['Opening', l.opening],
                    ['Total debits', l.total_debits],
                    ['Total credits', l.total_credits],
                    ['Closing', l.closing],
                  ]}
                  currency={l.currency}
                />
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-lg border border-gray-200 bg-white md:block">
            <table className="w-full text-sm">
              <thead className="bg-gray-50 text-gray-600">
                <tr>
                  <th className="p-2 text-left">Account class</th>
                  <th className="p-2 text-left">Currency</th>
                  <th className={cell}>Opening</th>
                  <th className={cell}>Total debits</th>
                  <th className={cell}>Total credits</th>
                  <th className={cell}>Closing</th>
                </tr>
              </thead>
              <tbody>
                {tb.data.lines.map((l) => (
                  <tr key={`${l.class}-${l.currency}`} className="border-t border-gray-100">
                    <td className="p-2 font-mono text-xs">{l.class}</td>
                    <td className="p-2">{l.currency}</td>
                    <td className={cell}>{formatMoney(l.opening, l.currency)}</td>
                    <td className={cell}>{formatMoney(l.total_debits, l.currency)}</td>
                    <td className={cell}>{formatMoney(l.total_credits, l.currency)}</td>
                    <td className={cell}>{formatMoney(l.closing, l.currency)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-gray-300 font-semibold">
                {tb.data.totals.map((t) => (
                  <tr key={t.currency}>
                    <td className="p-2">Total</td>
                    <td className="p-2">{t.currency}</td>
                    <td className={cell} />
                    <td className={cell}>{formatMoney(t.total_debits, t.currency)}</td>
                    <td className={cell}>{formatMoney(t.total_credits, t.currency)}</td>
                    <td className={cell}>{formatMoney(t.closing, t.currency)}</td>
                  </tr>
                ))}
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** A trial balance line's figures on a phone: label and amount, two a row. */
function MobileFigures({ figures, currency }: { figures: [string, number][]; currency: string }) {
  return (
    <dl className="mt-2 grid grid-cols-2 gap-2">
      {figures.map(([label, amount]) => (
        <div key={label}>
          <dt className="text-xs text-gray-600">{label}</dt>
          <dd className="tabular-nums">{formatMoney(amount, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

function BalancesSection() {
  const [asked, setAsked] = useState<string | null>(null);
  const balances = useQuery({
    queryKey: ['ops', 'eod', 'balances', asked],
    queryFn: () => opsCall<Balances>('GET', `/ops/reports/balances?${asked}`),
    enabled: asked !== null,
    retry: false,
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const q = new URLSearchParams();
    const date = String(f.get('date') ?? '');
    const account = String(f.get('account') ?? '').trim();
    if (date) q.set('date', date);
    if (account) q.set('account', account);
    setAsked(q.toString());
  };
  return (
    <section aria-labelledby="bal-heading">
      <h2 id="bal-heading" className="mb-3 text-xl font-bold">
        Balances as at a day
      </h2>
      <form onSubmit={submit} className="mb-4 grid max-w-3xl items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <div className="flex flex-col gap-1">
          <label htmlFor="bal-date" className="text-sm font-semibold">
            End of the day (Lagos)
          </label>
          <input
            id="bal-date"
            name="date"
            type="date"
            className={selectClasses}
            defaultValue={lagosDateFrom(-1)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="bal-account" className="text-sm font-semibold">
            One account (optional)
          </label>
          <input
            id="bal-account"
            name="account"
            className={selectClasses}
            placeholder="clearing:nip:NGN or an account number"
            autoComplete="off"
          />
        </div>
        <SubmitButton size="small" className="min-h-12" isLoading={balances.isFetching}>
          Show balances
        </SubmitButton>
      </form>
      {balances.isError && (
        <p role="alert" className="text-red-700">
          {balances.error.message}
        </p>
      )}
      {balances.data && (
        <div className="max-w-3xl">
          <p className="mb-2 text-sm text-gray-700">As at {when(balances.data.at)} (Lagos)</p>
          {balances.data.account && (
            <p role="status" className="mb-3 rounded-md bg-gray-50 p-3 text-sm">
              <span className="font-mono">
                {balances.data.account.code ??
                  balances.data.account.account_number ??
                  balances.data.account.id}
              </span>
              : <strong>{formatMoney(balances.data.account.balance, balances.data.account.currency)}</strong>
            </p>
          )}
          <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="w-full text-sm">
              <thead className="bg-gray-50 text-gray-600">
                <tr>
                  <th className="p-2 text-left">Account class</th>
                  <th className="p-2 text-left">Currency</th>
                  <th className={cell}>Balance</th>
                </tr>
              </thead>
              <tbody>
                {balances.data.lines.map((l) => (
                  <tr key={`${l.class}-${l.currency}`} className="border-t border-gray-100">
                    <td className="p-2 font-mono text-xs">{l.class}</td>
                    <td className="p-2">{l.currency}</td>
                    <td className={cell}>{formatMoney(l.balance, l.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}

function LedgerChecksSection() {
  const { can } = useOps();
  const queryClient = useQueryClient();
  const checks = useQuery({
    queryKey: ['ops', 'eod', 'ledger-checks'],
    queryFn: () => opsCall<LedgerCheck[]>('GET', '/ops/reports/ledger-checks'),
  });
  const run = useMutation({
    mutationFn: () => opsCall<{ check: LedgerCheck }>('POST', '/ops/reports/ledger-checks'),
    onSuccess: (d) => {
      if (d.check.ok) toast.success('The ledger checks out');
      else toast.error('The ledger check found problems');
      void queryClient.invalidateQueries({ queryKey: ['ops', 'eod', 'ledger-checks'] });
    },
  });
  return (
    <section aria-labelledby="checks-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="checks-heading" className="text-xl font-bold">
          Ledger checks
        </h2>
        {can('reports.run') && (
          <button
            type="button"
            className={secondaryButton}
            disabled={run.isPending}
            onClick={() => run.mutate()}
          >
            Run the ledger check now
          </button>
        )}
      </div>
      {(checks.error ?? run.error) && (
        <p role="alert" className="mb-3 text-red-700">
          {(checks.error ?? run.error)?.message}
        </p>
      )}
      {checks.data?.length === 0 && <p className="text-sm text-gray-700">No ledger check has run yet.</p>}
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white text-sm">
        {checks.data?.slice(0, 20).map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span>
              <span
                className={cn(
                  'mr-2 rounded-full px-2 py-0.5 text-xs font-semibold',
                  c.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-700',
                )}
              >
                {c.ok ? 'OK' : `${c.problems.length} problems`}
              </span>
              {when(c.checked_at)} · {c.date ? `close of ${c.date}` : 'run by staff'}
            </span>
            <span className="text-gray-600">
              {c.counts
                ? `${c.counts.entries.toLocaleString('en-NG')} entries · ${c.counts.postings.toLocaleString('en-NG')} postings · `
                : ''}
              {c.seconds.toFixed(2)} s
            </span>
            {!c.ok && (
              <ul className="w-full list-disc pl-5 text-red-700">
                {c.problems.slice(0, 5).map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
