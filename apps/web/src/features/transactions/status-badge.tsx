import type { Transaction } from '@owo/contract/accounts';
import { cn } from '#lib/cn';
import { statusClasses, statusNames } from './transaction-labels';

/** The status in a pill; `label` is the description's word for it (e.g. "On its way"), when there is one. */
export function StatusBadge({ status, label }: { status: Transaction['status']; label?: string }) {
  return (
    <span
      className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', statusClasses[status])}
    >
      {label ?? statusNames[status]}
    </span>
  );
}
