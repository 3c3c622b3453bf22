import type { PayoutRow } from '@owo/contract/payouts';
import type { ReactNode } from 'react';
import { cn } from '#lib/cn';
import { formatMoney } from '#lib/money';
import { rowStatusLook } from './row-status';

/** Every row of a batch: who is paid, how much, its status and why; `actions` adds a row's buttons. */
export function RowsList({ rows, actions }: { rows: PayoutRow[]; actions?: (row: PayoutRow) => ReactNode }) {
  return (
    <ol className="flex flex-col divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200" aria-label="Rows">
      {rows.map((row) => {
        const look = rowStatusLook[row.status];
        return (
          <li key={row.row} className="flex flex-col gap-1 px-3 py-2" data-testid={`payout-row-${row.row}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="min-w-0 font-semibold break-words text-ink">
                <span className="text-muted">#{row.row}</span> {row.account_name ?? row.account_number}
              </span>
              <span className="font-semibold text-ink">
                {row.amount === null ? row.amount_input || '—' : formatMoney(row.amount)}
              </span>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
              <span className="break-words">
                {row.bank_name ?? row.bank} · {row.account_number}
                {row.fee !== null && row.fee > 0 ? ` · fee ${formatMoney(row.fee)}` : ''}
                {row.narration ? ` · ${row.narration}` : ''}
              </span>
              <span
                className={cn('rounded-full px-2 py-0.5 text-xs font-bold', look.className)}
                data-testid="row-status"
              >
                {look.label}
              </span>
            </div>
            {row.reason ? <p className="text-sm text-red-700">{row.reason}</p> : null}
            {actions ? <div className="flex flex-wrap gap-2">{actions(row)}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}
