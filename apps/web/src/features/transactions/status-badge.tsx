import type { Transaction } from '@owo/contract/accounts';
import { cn } from '#lib/cn';
import { statusClasses, statusNames } from './transaction-labels';

export function StatusBadge({ status }: { status: Transaction['status'] }) {
  return (
    <span
      className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', statusClasses[status])}
    >
      {statusNames[status]}
    </span>
  );
}
