import type { Dashboard } from '@owo/contract/ops-customers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#lib/cn';
import { opsCall } from '../api';
import { money, when } from '../customers/format';
import { OPS_MENU } from '../menu';
import { useOps } from '../session';
import { OpsHeader } from '../ui';

/** The console's start page: the queues and today's money at a glance, and the areas this role opens. */
export default function HomePage() {
  const ops = useOps();
  const board = useQuery({
    queryKey: ['ops', 'dashboard'],
    queryFn: () => opsCall<Dashboard>('GET', '/ops/dashboard'),
    refetchInterval: 60_000,
  });
  const pages = OPS_MENU.filter((p) => p.path !== '/ops' && p.inMenu !== false && ops.can(p.permission));
  const d = board.data;
  return (
    <>
      <OpsHeader title="Dashboard" />
      <p className="mb-4 text-gray-700">
        Signed in as <strong>{ops.staff.email}</strong> ({ops.staff.role}). Your session ends after{' '}
        {ops.idle_minutes} minutes without activity.
      </p>
      {board.isError && <p role="alert">Could not load the dashboard.</p>}
      {d && (
        <ul className="mb-8 grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Today at a glance">
          <ComplaintsTile d={d} to={ops.can('complaints.read') ? '/ops/complaints' : undefined} />
          <Tile title="Identities waiting" to={ops.can('kyc.read') ? '/ops/kyc' : undefined}>
            <Figure>{d.kyc_waiting}</Figure>
            <Note>Checks the automatic comparison did not pass</Note>
          </Tile>
          <Tile title="Restrictions placed today">
            <Figure>{d.restrictions_today}</Figure>
          </Tile>
          <Tile title="Money moved today">
            <Figure>{money(d.today.sent_minor)}</Figure>
            <Note>
              {plural(d.today.sent_count, 'send')} out · {money(d.today.received_minor)} in (
              {plural(d.today.received_count, 'credit')})
            </Note>
          </Tile>
          <Tile title="Failed sends today" tone={d.today.failed_sends > 0 ? 'warn' : undefined}>
            <Figure>{d.today.failed_sends}</Figure>
            <Note>Failed or returned by the bank since {when(d.today.since)}</Note>
          </Tile>
          <LedgerTile d={d} canCheck={ops.can('ledger.check')} />
          <Tile
            title="Monitoring alerts open"
            to={ops.can('monitoring.read') ? '/ops/cases' : undefined}
            tone={d.alerts_open > 0 ? 'warn' : undefined}
          >
            <Figure>{d.alerts_open}</Figure>
            <Note>Alerts on cases compliance has not closed</Note>
          </Tile>
          <PayoutsTile d={d} />
        </ul>
      )}
      <h2 className="mb-2 font-semibold">Go to</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((p) => (
          <li key={p.path}>
            <Link
              to={p.path}
              className="block rounded-lg border border-gray-200 bg-white p-4 font-semibold hover:border-green-700"
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function Tile({
  title,
  to,
  tone,
  children,
}: {
  title: string;
  to?: string | undefined;
  tone?: 'warn' | 'bad' | 'good' | undefined;
  children: ReactNode;
}) {
  const body = (
    <>
      <h3 className="text-sm font-medium text-gray-600">{title}</h3>
      {children}
    </>
  );
  const frame = cn(
    'block h-full rounded-lg border bg-white p-4',
    tone === 'bad'
      ? 'border-red-400'
      : tone === 'warn'
        ? 'border-amber-400'
        : tone === 'good'
          ? 'border-green-300'
          : 'border-gray-200',
    to && 'hover:border-green-700',
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={frame}>
          {body}
        </Link>
      ) : (
        <div className={frame}>{body}</div>
      )}
    </li>
  );
}

/** "1 send", "2,040 sends". */
const plural = (n: number, word: string) => `${n.toLocaleString('en-NG')} ${word}${n === 1 ? '' : 's'}`;

const Figure = ({ children }: { children: ReactNode }) => (
  <p className="mt-1 text-2xl font-bold tabular-nums">{children}</p>
);
const Note = ({ children }: { children: ReactNode }) => (
  <p className="mt-1 text-xs text-gray-600">{children}</p>
);

/** Sends their rail has not taken after five minutes: the money waits in clearing, the customer waits too. */
function PayoutsTile({ d }: { d: Dashboard }) {
  const p = d.payouts_waiting;
  return (
    <Tile title="Payouts waiting on a rail" tone={p.failing > 0 ? 'bad' : p.count > 0 ? 'warn' : undefined}>
      <Figure>{p.count}</Figure>
      <Note>
        {p.count === 0
          ? 'Every send left within five minutes'
          : `${plural(p.failing, 'send')} could not reach the rail at the last try · waiting since ${when(p.oldest_at)}`}
      </Note>
    </Tile>
  );
}

function ComplaintsTile({ d, to }: { d: Dashboard; to: string | undefined }) {
  const c = d.complaints;
  return (
    <Tile title="Open complaints by time left" to={to} tone={c.overdue > 0 ? 'bad' : undefined}>
      <dl className="mt-1 grid grid-cols-4 gap-1 text-center text-xs">
        {(
          [
            ['Overdue', c.overdue, 'text-red-700'],
            ['< 24 h', c.under_24h, 'text-amber-700'],
            ['< 72 h', c.under_72h, 'text-gray-900'],
            ['Later', c.later, 'text-gray-900'],
          ] as const
        ).map(([label, n, color]) => (
          <div key={label}>
            <dd className={cn('text-xl font-bold tabular-nums', color)}>{n}</dd>
            <dt className="text-gray-600">{label}</dt>
          </div>
        ))}
      </dl>
    </Tile>
  );
}

function LedgerTile({ d, canCheck }: { d: Dashboard; canCheck: boolean }) {
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () => opsCall('POST', '/ops/ledger/check'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['ops', 'dashboard'] }),
  });
  const last = d.ledger_check;
  return (
    <Tile title="Ledger check" tone={last ? (last.ok ? 'good' : 'bad') : undefined}>
      {last ? (
        <>
          <Figure>{last.ok ? 'Balanced' : 'Broken'}</Figure>
          <Note>
            {when(last.checked_at)} · {(last.duration_ms / 1000).toFixed(1)} s
            {last.ok ? '' : ` · ${last.problems[0] ?? ''}`}
          </Note>
        </>
      ) : (
        <Note>Not checked from the console yet.</Note>
      )}
      {canCheck && (
        <button
          type="button"
          disabled={check.isPending}
          onClick={() => check.mutate()}
          className="mt-2 rounded-md border border-gray-300 px-3 py-1 text-sm hover:border-green-700 disabled:opacity-50"
        >
          {check.isPending ? 'Checking…' : 'Check now'}
        </button>
      )}
    </Tile>
  );
}
