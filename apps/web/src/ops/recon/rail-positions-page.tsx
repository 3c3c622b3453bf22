import type { reconPositionsReply } from '@owo/contract/reconciliation';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { cn } from '#lib/cn';
import { formatMoney } from '#lib/money';
import { opsCall } from '../api';
import { selectClasses } from '../pages/money-parts';
import { OpsHeader } from '../ui';
import { Figure, KIND_NAMES, RAIL_NAMES, type ReconRail } from './recon-parts';

type Positions = z.infer<typeof reconPositionsReply>['data'];
type Position = Positions['rails'][number];

const totalsText = (t: Position['ours']) =>
  t.length === 0 ? 'None' : t.map((x) => `${x.count} · ${formatMoney(x.amount, x.currency)}`).join('; ');

/**
 * Finance: each rail's day. Owo's side against the partner's file, what matched and what is open, and the
 * rail's clearing account: its balance now and what the day left in it (zero after a clean day).
 */
export default function RailPositionsPage() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? '';
  const positions = useQuery({
    queryKey: ['ops', 'recon', 'positions', date],
    queryFn: () => opsCall<Positions>('GET', `/ops/reconciliation/positions${date ? `?date=${date}` : ''}`),
  });
  return (
    <>
      <OpsHeader title="Rail positions" />
      <div className="mb-6 flex max-w-xs flex-col gap-1">
        <label htmlFor="positions-date" className="text-sm font-semibold">
          Day (Lagos)
        </label>
        <input
          id="positions-date"
          type="date"
          className={selectClasses}
          value={date || positions.data?.date || ''}
          onChange={(e) => setParams(e.target.value ? { date: e.target.value } : {})}
        />
      </div>
      {positions.isError && (
        <p role="alert" className="text-red-700">
          {positions.error.message}
        </p>
      )}
      <ul className="grid gap-4 lg:grid-cols-2">
        {positions.data?.rails.map((p) => (
          <li key={p.rail}>
            <RailCard position={p} />
          </li>
        ))}
      </ul>
    </>
  );
}

function RailCard({ position: p }: { position: Position }) {
  const headingId = `rail-${p.rail}`;
  const net = p.clearing?.day_net ?? 0;
  const kinds = Object.entries(p.breaks).filter(([, n]) => n > 0);
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {RAIL_NAMES[p.rail as ReconRail]} <span className="font-mono text-sm text-gray-600">{p.rail}</span>
        </h2>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            p.clean
              ? 'bg-green-50 text-green-800'
              : p.import
                ? 'bg-amber-50 text-amber-900'
                : 'bg-gray-100 text-gray-700',
          )}
        >
          {p.clean ? 'Clean' : p.import ? `${p.open_breaks} open` : 'No file yet'}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Figure label="Owo's side">{totalsText(p.ours)}</Figure>
        <Figure label="Partner's file">{p.import ? totalsText(p.theirs) : '—'}</Figure>
        <Figure label="Matched">{p.matched.toLocaleString('en-NG')}</Figure>
        <Figure label="Open breaks" tone={p.open_breaks > 0 ? 'bad' : undefined}>
          {p.open_breaks.toLocaleString('en-NG')}
        </Figure>
        {p.clearing ? (
          <>
            <Figure label="Clearing balance now">
              {formatMoney(p.clearing.balance, p.clearing.currency)}
            </Figure>
            <Figure label="The day's net" tone={net === 0 ? 'good' : 'bad'}>
              {formatMoney(net, p.clearing.currency)}
            </Figure>
          </>
        ) : (
          <div className="col-span-2 text-sm text-gray-600">
            No clearing account: the card settles directly.
          </div>
        )}
      </dl>
      {p.clearing && <p className="mt-2 font-mono text-xs break-all text-gray-600">{p.clearing.account}</p>}
      {kinds.length > 0 && (
        <p className="mt-3 text-sm">
          {kinds.map(([k, n]) => `${KIND_NAMES[k as keyof typeof KIND_NAMES] ?? k}: ${n}`).join(' · ')}{' '}
          <Link className="text-green-800 underline" to={`/ops/reconciliation?rail=${p.rail}&state=all`}>
            See the breaks
          </Link>
        </p>
      )}
    </article>
  );
}
